import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'tenants' (its own lazy chunk). */
export default function TenantsSection() {
  return <SectionTitle sectionKey="tenants" />;
}
