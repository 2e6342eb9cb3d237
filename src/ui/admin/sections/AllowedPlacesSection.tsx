import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'allowed-places' (its own lazy chunk). The screen's content comes with a later issue. */
export default function AllowedPlacesSection() {
  return <SectionTitle sectionKey="allowed-places" />;
}
