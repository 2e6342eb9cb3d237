import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'tenants' (its own lazy chunk). The screen's content comes with a later issue. */
export default function TenantsSection() {
  return <SectionTitle sectionKey="tenants" />;
}
