import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'users' (its own lazy chunk). */
export default function UsersSection() {
  return <SectionTitle sectionKey="users" />;
}
