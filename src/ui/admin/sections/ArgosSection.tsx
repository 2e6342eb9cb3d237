import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'argos' (its own lazy chunk). The screen's content comes with a later issue. */
export default function ArgosSection() {
  return <SectionTitle sectionKey="argos" />;
}
