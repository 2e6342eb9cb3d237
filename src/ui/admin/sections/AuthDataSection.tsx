import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'auth-data' (its own lazy chunk). The screen's content comes with a later issue. */
export default function AuthDataSection() {
  return <SectionTitle sectionKey="auth-data" />;
}
