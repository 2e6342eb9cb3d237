import { SessionStore } from '../../../application/session/session.store';
import { DelayFlow } from '../../../application/shared/delay.flow';
import type { Services } from '../../shared/services';
import { downloadText } from '../../shared/download';
import { listNavigation } from './list-address';
import { listSnapshotsOf } from './list-snapshots';
import type { Notice } from '../../../domain/shared/notice';
import type { ResourceListDeps } from './resource-list.view-model';

/**
 * What every section's list needs besides its source: the route (a new query of the list reaches the address after
 * its rows are on screen: listNavigation), the toasts, the search pause, CSV downloads and the page each list showed
 * when it was last open in this session.
 */
export function adminListDeps(services: Services, notify: (toast: Notice) => void): Omit<ResourceListDeps<never>, 'source'> {
  return {
    navigate: listNavigation(),
    notify,
    searchDelay: services.get(DelayFlow),
    download: (fileName, text) => downloadText(fileName, text, 'text/csv'),
    snapshots: listSnapshotsOf(services.get(SessionStore)),
  };
}
