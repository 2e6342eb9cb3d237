import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'speed-tests' (its own lazy chunk). */
export default function SpeedTestsSection() {
  return <SectionTitle sectionKey="speed-tests" />;
}
