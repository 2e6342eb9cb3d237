import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'features' (its own lazy chunk). */
export default function FeaturesSection() {
  return <SectionTitle sectionKey="features" />;
}
