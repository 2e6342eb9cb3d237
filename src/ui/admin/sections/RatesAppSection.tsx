import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'rates-app' (its own lazy chunk). */
export default function RatesAppSection() {
  return <SectionTitle sectionKey="rates-app" />;
}
