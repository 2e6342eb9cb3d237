import { useSectionViewModel } from '../../resource/use-admin-section';
import { MapListPage } from '../../map/MapListPage';
import { createTeleportMapViewModel } from './teleport-map.view-model';

/** SPEC §2 admin section 'teleport-map': the tenant's live streams now on a map beside their list (its own lazy chunk). */
export default function TeleportMapSection() {
  const { vm } = useSectionViewModel('teleport-map', createTeleportMapViewModel);
  return <MapListPage section="teleport-map" words="admin.teleport-map" vm={vm} />;
}
