import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'incidents' (its own lazy chunk). */
export default function IncidentsSection() {
  return <SectionTitle sectionKey="incidents" />;
}
