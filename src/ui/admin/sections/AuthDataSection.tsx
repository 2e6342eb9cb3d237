import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'auth-data' (its own lazy chunk). */
export default function AuthDataSection() {
  return <SectionTitle sectionKey="auth-data" />;
}
