import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'allowed-devices' (its own lazy chunk). The screen's content comes with a later issue. */
export default function AllowedDevicesSection() {
  return <SectionTitle sectionKey="allowed-devices" />;
}
