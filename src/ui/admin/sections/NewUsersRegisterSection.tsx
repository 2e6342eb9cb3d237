import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'new-users-register' (its own lazy chunk). */
export default function NewUsersRegisterSection() {
  return <SectionTitle sectionKey="new-users-register" />;
}
