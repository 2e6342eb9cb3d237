import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'dashboard' (its own lazy chunk). */
export default function DashboardSection() {
  return <SectionTitle sectionKey="dashboard" />;
}
