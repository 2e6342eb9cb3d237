import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'allowed-places' (its own lazy chunk). */
export default function AllowedPlacesSection() {
  return <SectionTitle sectionKey="allowed-places" />;
}
