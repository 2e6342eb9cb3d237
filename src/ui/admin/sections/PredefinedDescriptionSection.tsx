import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'predefined-description' (its own lazy chunk). The screen's content comes with a later issue. */
export default function PredefinedDescriptionSection() {
  return <SectionTitle sectionKey="predefined-description" />;
}
