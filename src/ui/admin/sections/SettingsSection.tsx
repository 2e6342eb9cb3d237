import { SettingsForm } from './settings/SettingsForm';

/** SPEC §2 admin section 'settings' (its own lazy chunk): the tenant's settings (SPEC §3, teleport-config). */
export default function SettingsSection() {
  return <SettingsForm />;
}
