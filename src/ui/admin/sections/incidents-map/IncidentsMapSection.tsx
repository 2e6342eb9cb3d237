import { useSectionViewModel } from '../../resource/use-admin-section';
import { MapListPage } from '../../map/MapListPage';
import { createIncidentsMapViewModel } from './incidents-map.view-model';

/** SPEC §2 admin section 'incidents-map': the incidents of the last two hours on a map beside their list (its own lazy chunk). */
export default function IncidentsMapSection() {
  const { vm } = useSectionViewModel('incidents-map', createIncidentsMapViewModel);
  return <MapListPage section="incidents-map" words="admin.incidents-map" vm={vm} />;
}
