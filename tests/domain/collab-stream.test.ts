import { describe, expect, it } from 'vitest';
import {
  collabStreamStep,
  collabTileShown,
  collabTileStatus,
  newCollabStream,
  type CollabStreamEvent,
  type CollabStreamState,
  type CollabTileStatus,
} from '../../src/domain/live/collab-stream';

/** SPEC §7 collab broadcast (joinLiveCollabChannel, COLAB_BROADCAST_STARTED): one collab channel the console watches. */
const joining = newCollabStream('incident-1-collab-1', 'started');
const waiting: CollabStreamState = { ...joining, phase: 'waiting' };
const ana = { uid: 'collab-ana', audio: false, video: false };
const live: CollabStreamState = { ...joining, phase: 'live', collaborator: { ...ana, video: true, audio: true } };
const left: CollabStreamState = { ...live, phase: 'left', collaborator: ana };

describe('collabStreamStep', () => {
  it.each<[string, CollabStreamState, CollabStreamEvent, Partial<CollabStreamState>]>([
    ['joined with nobody there: waiting', joining, { type: 'joined' }, { phase: 'waiting', collaborator: null }],
    ['joined a channel whose user was already heard: live', { ...joining, collaborator: ana }, { type: 'joined' }, { phase: 'live' }],
    ['join refused: failed', joining, { type: 'joinFailed' }, { phase: 'failed' }],
    ['the collaborator arrives', waiting, { type: 'userJoined', uid: 'collab-ana' }, { phase: 'live', collaborator: ana }],
    [
      'their video',
      { ...waiting, phase: 'live', collaborator: ana },
      { type: 'published', uid: 'collab-ana', kind: 'video' },
      {
        collaborator: { ...ana, video: true },
      },
    ],
    [
      'a track before its user: the publisher is the collaborator',
      waiting,
      { type: 'published', uid: 'x', kind: 'video' },
      {
        phase: 'live',
        collaborator: { uid: 'x', audio: false, video: true },
      },
    ],
    ['a second user is not the collaborator', live, { type: 'userJoined', uid: 'other' }, live],
    ['another user’s track changes nothing', live, { type: 'unpublished', uid: 'other', kind: 'video' }, live],
    ['an unpublish with nobody there changes nothing', waiting, { type: 'unpublished', uid: 'x', kind: 'video' }, waiting],
    ['video drops', live, { type: 'unpublished', uid: 'collab-ana', kind: 'video' }, { collaborator: { ...ana, audio: true } }],
    ['the collaborator leaves: left, no tracks', live, { type: 'userLeft', uid: 'collab-ana' }, left],
    ['another user leaving changes nothing', live, { type: 'userLeft', uid: 'other' }, live],
    [
      'someone joins after the collaborator left: live again',
      left,
      { type: 'userJoined', uid: 'collab-bo' },
      {
        phase: 'live',
        collaborator: { uid: 'collab-bo', audio: false, video: false },
      },
    ],
    ['named by the collab service', waiting, { type: 'described', name: ' Ana ', phone: '' }, { name: 'Ana', phone: null }],
    [
      'a blank name keeps the known one',
      { ...waiting, name: 'Ana' },
      { type: 'described', name: ' ', phone: '+57300' },
      {
        name: 'Ana',
        phone: '+57300',
      },
    ],
    ['a failure is final', { ...joining, phase: 'failed' }, { type: 'userJoined', uid: 'x' }, { phase: 'failed', collaborator: null }],
  ])('%s', (_name, state, event, expected) => {
    expect(collabStreamStep(state, event)).toEqual({ ...state, ...expected });
  });
});

describe('collabTileShown: a tile for a broadcast the server announced, and for a listed channel once its collaborator came', () => {
  it.each<[CollabStreamState, boolean]>([
    [joining, true],
    [{ ...joining, phase: 'failed' }, true],
    [{ ...waiting, origin: 'listed' }, false],
    [{ ...joining, origin: 'listed', phase: 'failed' }, false],
    [{ ...live, origin: 'listed' }, true],
    [{ ...left, origin: 'listed' }, true],
  ])('%j -> %s', (state, shown) => {
    expect(collabTileShown(state)).toBe(shown);
  });
});

describe('collabTileStatus: what a tile says of its channel', () => {
  it.each<[CollabStreamState, CollabTileStatus]>([
    [joining, 'joining'],
    [waiting, 'waiting'],
    [live, 'playing'],
    [{ ...live, collaborator: { ...ana, audio: true } }, 'no_video'],
    [{ ...live, collaborator: null }, 'no_video'],
    [left, 'left'],
    [{ ...joining, phase: 'failed' }, 'failed'],
  ])('%j -> %s', (state, status) => {
    expect(collabTileStatus(state)).toBe(status);
  });
});
