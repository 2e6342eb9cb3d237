import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'logs' (its own lazy chunk). */
export default function LogsSection() {
  return <SectionTitle sectionKey="logs" />;
}
