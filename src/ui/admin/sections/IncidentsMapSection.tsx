import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'incidents-map' (its own lazy chunk). The screen's content comes with a later issue. */
export default function IncidentsMapSection() {
  return <SectionTitle sectionKey="incidents-map" />;
}
