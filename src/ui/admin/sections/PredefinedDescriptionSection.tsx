import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'predefined-description' (its own lazy chunk). */
export default function PredefinedDescriptionSection() {
  return <SectionTitle sectionKey="predefined-description" />;
}
