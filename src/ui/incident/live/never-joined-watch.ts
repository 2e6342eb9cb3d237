import type { LiveSessionFlow } from '../../../application/live/live-session.flow';
import { leftNoticeRoute } from '../shared/left-notice';
import type { LiveIncidentDeps, LiveIncidentParams, NeverJoinedWatcher } from './live-incident.types';

/**
 * SPEC §8: when the caller never joined, the description is written and the page goes back to create mode (with the
 * notice that says why). Answers the watch's end.
 */
export function watchNeverJoined(
  session: LiveSessionFlow,
  neverJoined: NeverJoinedWatcher,
  deps: Pick<LiveIncidentDeps, 'describe' | 'navigate'>,
  params: LiveIncidentParams,
): () => void {
  let active = true;
  const stop = session.onEvent((event) => {
    if (event.type !== 'callerNeverJoined') return;
    const describe = deps.describe;
    void neverJoined.execute({ incidentId: event.incidentId, ...(describe ? { describe } : {}) }).then((result) => {
      if (active && result.ok) deps.navigate(leftNoticeRoute(params.tenant, params.incidentId, 'caller_never_joined'));
    });
  });
  return () => {
    active = false;
    stop();
  };
}
