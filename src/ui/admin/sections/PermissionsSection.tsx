import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'permissions' (its own lazy chunk). The screen's content comes with a later issue. */
export default function PermissionsSection() {
  return <SectionTitle sectionKey="permissions" />;
}
