import type { LiveSessionFlow } from '../../../application/live/live-session.flow';
import type { MapPoint } from '../../../domain/live/map-points';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import { parseSettings } from '../../../domain/incident/settings';
import type { CallStateModel } from './call-state.model';
import type { LiveIncidentDeps, LiveIncidentParams } from './live-incident.types';
import { watchNeverJoined } from './never-joined-watch';

/** Where the followers put what they read (the page's view model). */
export interface CallFollowersSink {
  readonly records: (records: readonly MessageStatusRecord[]) => void;
  readonly points: (points: readonly MapPoint[]) => void;
}

/**
 * SPEC §2, §8, §9: what follows a call the page runs: the message status polling (each notice a toast and a call log
 * line, the server's showPermissions push read at once), the caller's track, the caller-never-joined watch, the
 * tenant's settings as they are saved, and the call's state. Answers the releases, in the order to run them.
 */
export function startCallFollowers(
  session: LiveSessionFlow,
  deps: LiveIncidentDeps,
  params: LiveIncidentParams,
  call: CallStateModel,
  sink: CallFollowersSink,
): Array<() => void> {
  const releases: Array<() => void> = [];
  const status = deps.createStatusPoller?.();
  if (status) {
    releases.push(
      status.onRecords((records) => {
        sink.records(records);
        call.mergeHistory(records);
      }),
    );
    releases.push(
      status.onNotice((notice) => {
        if (call.linkFailureNotice(notice.key)) return;
        deps.notify(notice);
        call.record(notice.key, notice.kind);
      }),
    );
    releases.push(session.onEvent((event) => void (event.type === 'permissions' && status.refresh())));
    releases.push(() => status.dispose());
    status.start(params.incidentId);
  }
  const location = deps.createLocationPoller?.();
  if (location) {
    releases.push(location.onPoints((points) => sink.points(points)));
    releases.push(() => location.dispose());
    location.start(params.incidentId);
  }
  if (deps.neverJoined) releases.push(watchNeverJoined(session, deps.neverJoined, deps, params));
  const settings = deps.settings;
  const stop = settings?.onSettingsChange?.(() => void session.applySettings(parseSettings(settings.settings())));
  if (stop) releases.push(stop);
  call.start();
  releases.push(() => call.dispose());
  return releases;
}
