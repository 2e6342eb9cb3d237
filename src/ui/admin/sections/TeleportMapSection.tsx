import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'teleport-map' (its own lazy chunk). */
export default function TeleportMapSection() {
  return <SectionTitle sectionKey="teleport-map" />;
}
