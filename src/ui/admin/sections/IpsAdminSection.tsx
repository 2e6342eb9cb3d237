import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'ips-admin' (its own lazy chunk). */
export default function IpsAdminSection() {
  return <SectionTitle sectionKey="ips-admin" />;
}
