import { SectionTitle } from './SectionTitle';

/** SPEC §2 admin section 'teleport-map' (its own lazy chunk). The screen's content comes with a later issue. */
export default function TeleportMapSection() {
  return <SectionTitle sectionKey="teleport-map" />;
}
