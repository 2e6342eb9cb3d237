import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'reports' (its own lazy chunk). The screen's content comes with a later issue. */
export default function ReportsSection() {
  return <SectionTitle sectionKey="reports" />;
}
