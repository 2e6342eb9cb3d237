import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'permissions' (its own lazy chunk). */
export default function PermissionsSection() {
  return <SectionTitle sectionKey="permissions" />;
}
