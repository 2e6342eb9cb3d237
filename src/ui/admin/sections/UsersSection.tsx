import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'users' (its own lazy chunk). The screen's content comes with a later issue. */
export default function UsersSection() {
  return <SectionTitle sectionKey="users" />;
}
