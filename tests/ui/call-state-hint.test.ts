import { describe, expect, it } from 'vitest';
import type { CallState } from '../../src/domain/live/call-state';
import { callStateHintKey } from '../../src/ui/incident/live/call-state.model';

describe('callStateHintKey: sending the link again is the hint of the one who can', () => {
  it.each<[CallState, boolean, string]>([
    ['waiting', true, 'live.callState.hint.waiting'],
    ['waiting', false, 'live.callState.hint.waiting_watch'],
    ['joining', false, 'live.callState.hint.joining'],
    ['joining', true, 'live.callState.hint.joining'],
    ['undelivered', false, 'live.callState.hint.undelivered'],
  ])('%s, may resend %s → %s', (kind, canResend, key) => {
    expect(callStateHintKey(kind, canResend)).toBe(key);
  });
});
