import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'argos' (its own lazy chunk). */
export default function ArgosSection() {
  return <SectionTitle sectionKey="argos" />;
}
