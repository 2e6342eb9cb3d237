import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'logged-users' (its own lazy chunk). The screen's content comes with a later issue. */
export default function LoggedUsersSection() {
  return <SectionTitle sectionKey="logged-users" />;
}
