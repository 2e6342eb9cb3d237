import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'speed-tests' (its own lazy chunk). The screen's content comes with a later issue. */
export default function SpeedTestsSection() {
  return <SectionTitle sectionKey="speed-tests" />;
}
