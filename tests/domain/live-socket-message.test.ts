import { describe, expect, it } from 'vitest';
import {
  liveSocketEffect,
  sameId,
  type LiveSocketContext,
  type LiveSocketEffect,
  type LiveSocketMessage,
} from '../../src/domain/live/live-socket-message';

const live: LiveSocketContext = { phase: 'live', incidentId: '42', channel: 'ch-42', collabChannels: ['collab-1'] };
const joining: LiveSocketContext = { ...live, phase: 'joining' };
const none: LiveSocketEffect = { kind: 'none' };

describe('SPEC §4, §7, §8: what a socket message means for the live session', () => {
  it.each<[string, LiveSocketMessage, LiveSocketContext, LiveSocketEffect]>([
    ['stopLiveStream for its incident', { type: 'stopLiveStream', incidentId: 42 }, live, { kind: 'server-stop' }],
    ['stopLiveStream for its channel', { type: 'stopLiveStream', channel: 'ch-42' }, live, { kind: 'server-stop' }],
    ['stopLiveStream naming nothing', { type: 'stopLiveStream' }, live, { kind: 'server-stop' }],
    ['stopLiveStream for another incident', { type: 'stopLiveStream', incidentId: 7, channel: 'ch-7' }, live, none],
    ['stopLiveStream while joining', { type: 'stopLiveStream', incidentId: '42' }, joining, { kind: 'server-stop' }],
    ['stopLiveStream after the end', { type: 'stopLiveStream', incidentId: '42' }, { ...live, phase: 'ended' }, none],
    ['stopLiveStream while loading', { type: 'stopLiveStream', incidentId: '42' }, { ...live, phase: 'loading' }, none],
    ['muteLiveStream true', { type: 'muteLiveStream', channel: 'ch-42', muted: true }, live, { kind: 'muted', muted: true }],
    ['muteLiveStream false', { type: 'muteLiveStream', muted: false }, live, { kind: 'muted', muted: false }],
    ['muteLiveStream without a flag', { type: 'muteLiveStream', channel: 'ch-42', muted: null }, live, none],
    ['muteLiveStream of another channel', { type: 'muteLiveStream', channel: 'ch-7', muted: true }, live, none],
    [
      'connectionStatus',
      { type: 'connectionStatus', channel: 'ch-42', status: 'CONNECTED' },
      live,
      { kind: 'server-status', status: 'CONNECTED' },
    ],
    ['connectionStatus garbage', { type: 'connectionStatus', status: 'weird' }, live, { kind: 'server-status', status: 'UNKNOWN' }],
    ['connectionStatus of another channel', { type: 'connectionStatus', channel: 'ch-7', status: 'CONNECTED' }, live, none],
    [
      'INCIDENT_UPDATED with an operator',
      { type: 'INCIDENT_UPDATED', incidentId: 42, activeOperator: { id: 'op-2', name: ' Sara Supervisor ' } },
      live,
      { kind: 'incident-updated', activeOperatorId: 'op-2', activeOperator: { id: 'op-2', email: null, name: 'Sara Supervisor' } },
    ],
    [
      'INCIDENT_UPDATED without operator',
      { type: 'INCIDENT_UPDATED', incidentId: '42' },
      live,
      { kind: 'incident-updated', activeOperatorId: null, activeOperator: null },
    ],
    ['INCIDENT_UPDATED of another incident', { type: 'INCIDENT_UPDATED', incidentId: 7 }, live, none],
    ['INCIDENT_UPDATED naming no incident', { type: 'INCIDENT_UPDATED' }, live, none],
    [
      "'Not joined, already joined' while live",
      { type: 'alreadyJoined', message: 'Not joined, already joined' },
      live,
      { kind: 'already-joined' },
    ],
    ["'Not joined, already joined' while joining", { type: 'alreadyJoined', message: 'Not joined, already joined' }, joining, none],
    [
      'a new collab broadcast',
      { type: 'COLAB_BROADCAST_STARTED', incidentId: 42, channel: 'collab-2' },
      live,
      { kind: 'collab-started', channel: 'collab-2' },
    ],
    ['a known collab broadcast', { type: 'COLAB_BROADCAST_STARTED', incidentId: 42, channel: 'collab-1' }, live, none],
    ['a collab broadcast without channel', { type: 'COLAB_BROADCAST_STARTED', incidentId: 42 }, live, none],
    [
      'permissions',
      { type: 'showPermissions', incidentId: 42, permissions: { camera: true } },
      live,
      { kind: 'permissions', permissions: { camera: true } },
    ],
    ['permissions without a body', { type: 'showPermissions', incidentId: 42 }, live, { kind: 'permissions', permissions: {} }],
    ['permissions of another incident', { type: 'showPermissions', incidentId: 7 }, live, none],
    ['an unknown message', { type: 'unknown', raw: 'hello' }, live, none],
  ])('%s', (_name, message, session, expected) => {
    expect(liveSocketEffect(message, session)).toEqual(expected);
  });

  it.each<[unknown, unknown, boolean]>([
    [42, '42', true],
    ['a', 'a', true],
    [null, null, false],
    [undefined, '42', false],
    [0, '0', true],
    [1, 2, false],
  ])('sameId(%j, %j) → %s', (a, b, expected) => {
    expect(sameId(a, b)).toBe(expected);
  });
});
