import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'incidents-map' (its own lazy chunk). */
export default function IncidentsMapSection() {
  return <SectionTitle sectionKey="incidents-map" />;
}
