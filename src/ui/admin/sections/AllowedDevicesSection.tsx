import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'allowed-devices' (its own lazy chunk). */
export default function AllowedDevicesSection() {
  return <SectionTitle sectionKey="allowed-devices" />;
}
