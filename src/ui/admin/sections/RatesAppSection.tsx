import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'rates-app' (its own lazy chunk). The screen's content comes with a later issue. */
export default function RatesAppSection() {
  return <SectionTitle sectionKey="rates-app" />;
}
