import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'features' (its own lazy chunk). The screen's content comes with a later issue. */
export default function FeaturesSection() {
  return <SectionTitle sectionKey="features" />;
}
