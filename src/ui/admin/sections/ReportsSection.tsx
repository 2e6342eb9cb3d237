import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'reports' (its own lazy chunk). */
export default function ReportsSection() {
  return <SectionTitle sectionKey="reports" />;
}
