import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'dashboard' (its own lazy chunk). The screen's content comes with a later issue. */
export default function DashboardSection() {
  return <SectionTitle sectionKey="dashboard" />;
}
