import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'settings' (its own lazy chunk). The screen's content comes with a later issue. */
export default function SettingsSection() {
  return <SectionTitle sectionKey="settings" />;
}
