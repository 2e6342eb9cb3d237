import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'settings' (its own lazy chunk). */
export default function SettingsSection() {
  return <SectionTitle sectionKey="settings" />;
}
