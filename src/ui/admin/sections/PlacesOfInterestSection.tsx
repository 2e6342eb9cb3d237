import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'places-of-interest' (its own lazy chunk). */
export default function PlacesOfInterestSection() {
  return <SectionTitle sectionKey="places-of-interest" />;
}
