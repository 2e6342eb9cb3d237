import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'roles' (its own lazy chunk). The screen's content comes with a later issue. */
export default function RolesSection() {
  return <SectionTitle sectionKey="roles" />;
}
