import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'ips-admin' (its own lazy chunk). The screen's content comes with a later issue. */
export default function IpsAdminSection() {
  return <SectionTitle sectionKey="ips-admin" />;
}
