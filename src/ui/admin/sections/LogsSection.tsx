import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'logs' (its own lazy chunk). The screen's content comes with a later issue. */
export default function LogsSection() {
  return <SectionTitle sectionKey="logs" />;
}
