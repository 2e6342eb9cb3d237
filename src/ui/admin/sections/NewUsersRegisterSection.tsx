import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'new-users-register' (its own lazy chunk). The screen's content comes with a later issue. */
export default function NewUsersRegisterSection() {
  return <SectionTitle sectionKey="new-users-register" />;
}
