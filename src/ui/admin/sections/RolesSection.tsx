import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'roles' (its own lazy chunk). */
export default function RolesSection() {
  return <SectionTitle sectionKey="roles" />;
}
