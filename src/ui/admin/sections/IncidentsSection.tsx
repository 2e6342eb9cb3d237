import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'incidents' (its own lazy chunk). The screen's content comes with a later issue. */
export default function IncidentsSection() {
  return <SectionTitle sectionKey="incidents" />;
}
