import { describe, expect, it } from 'vitest';
import { viewVideoText } from '../../src/ui/incident/live/view-video-text';
import type { LiveSessionState } from '../../src/application/live/live-session.state';

type Reading = Pick<LiveSessionState, 'phase' | 'outcome'>;

describe("the no-login view's video area says what the session is doing, and why it could not start", () => {
  it.each<[Reading | null, boolean, ReturnType<typeof viewVideoText>]>([
    [null, false, { key: 'incident_live.video.connecting' }],
    [{ phase: 'joining', outcome: null }, false, { key: 'incident_live.video.connecting' }],
    [{ phase: 'live', outcome: null }, false, { key: 'incident_live.video.waiting' }],
    [{ phase: 'live', outcome: null }, true, { key: 'incident_live.video.no_video' }],
    [{ phase: 'ended', outcome: { kind: 'ended', cause: 'callerLeft' } }, false, { key: 'incident_live.video.ended' }],
    [
      { phase: 'ended', outcome: { kind: 'start_failed', message: 'No Agora app id: set VITE_AGORA_APP_ID' } },
      false,
      { key: 'incident_live.video.start_failed_reason', values: { reason: 'No Agora app id: set VITE_AGORA_APP_ID' } },
    ],
    [{ phase: 'ended', outcome: { kind: 'start_failed', message: null } }, false, { key: 'incident_live.video.start_failed' }],
    // The video service's own failure (no app id): translated words, never its developer text.
    [
      { phase: 'ended', outcome: { kind: 'start_failed', message: null, videoService: true } },
      false,
      { key: 'incident_live.video.unavailable' },
    ],
    [{ phase: 'ended', outcome: { kind: 'start_failed', message: '  ' } }, false, { key: 'incident_live.video.start_failed' }],
  ])('%j (remote user: %s) -> %j', (state, hasRemote, text) => {
    expect(viewVideoText(state, hasRemote)).toEqual(text);
  });
});
