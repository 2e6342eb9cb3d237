import type { LiveSessionState } from '../../../application/live/live-session.state';

/** What the no-login view's video area says (an i18n key and its values). */
export interface ViewVideoText {
  readonly key: string;
  readonly values?: Record<string, string>;
}

/**
 * The no-login view's video area while no picture shows: connecting, waiting for the caller, no video, ended, or why
 * the video could not start (the warning's reason stays once its dialog is closed, never "connecting" for ever nor
 * "ended" for a session that never began).
 */
export function viewVideoText(state: Pick<LiveSessionState, 'phase' | 'outcome'> | null, hasRemote: boolean): ViewVideoText {
  const phase = state?.phase ?? 'idle';
  if (phase === 'live') return { key: hasRemote ? 'incident_live.video.no_video' : 'incident_live.video.waiting' };
  const outcome = state?.outcome ?? null;
  if (outcome?.kind === 'start_failed') {
    if (outcome.videoService) return { key: 'incident_live.video.unavailable' };
    const reason = outcome.message?.trim() ?? '';
    return reason === ''
      ? { key: 'incident_live.video.start_failed' }
      : { key: 'incident_live.video.start_failed_reason', values: { reason } };
  }
  if (phase === 'ended' || phase === 'disposed') return { key: 'incident_live.video.ended' };
  return { key: 'incident_live.video.connecting' };
}
