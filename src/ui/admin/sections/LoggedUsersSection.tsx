import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'logged-users' (its own lazy chunk). */
export default function LoggedUsersSection() {
  return <SectionTitle sectionKey="logged-users" />;
}
