import type { RemoteUser, TrackKind } from './stream-session';

/**
 * SPEC §7 collab broadcast, one collab channel as the console watches it: joining it (joinLiveCollabChannel and the
 * video service), waiting for the collaborator, their stream, and their leaving.
 */
export type CollabStreamPhase = 'joining' | 'waiting' | 'live' | 'left' | 'failed';

export interface CollabStreamState {
  readonly phase: CollabStreamPhase;
  readonly channel: string;
  /**
   * How the console learnt of the channel: a COLAB_BROADCAST_STARTED event ('started': someone broadcasts now), or the
   * incident's list of collab channels when the page opened ('listed': an invitation that may never be answered).
   */
  readonly origin: 'started' | 'listed';
  /** The collaborator in the channel (its first remote user) and what they publish; null before one joined. */
  readonly collaborator: RemoteUser | null;
  /** Who broadcasts, when the collab service says it (an assumed field of GET /live-streaming-colab/{channel}). */
  readonly name: string | null;
  readonly phone: string | null;
}

export type CollabStreamOrigin = CollabStreamState['origin'];

export type CollabStreamEvent =
  | { readonly type: 'joined' }
  | { readonly type: 'joinFailed' }
  | { readonly type: 'described'; readonly name: string | null; readonly phone: string | null }
  | { readonly type: 'userJoined'; readonly uid: string }
  | { readonly type: 'published'; readonly uid: string; readonly kind: TrackKind }
  | { readonly type: 'unpublished'; readonly uid: string; readonly kind: TrackKind }
  | { readonly type: 'userLeft'; readonly uid: string };

/** A channel the console starts joining. */
export function newCollabStream(channel: string, origin: CollabStreamOrigin): CollabStreamState {
  return { channel, origin, phase: 'joining', collaborator: null, name: null, phone: null };
}

function text(value: string | null): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The next state of a collab channel. The first remote user is the collaborator; others are ignored. A collaborator
 * who leaves leaves the channel 'left' (the tile says so) until they join again; a join failure is final.
 */
export function collabStreamStep(state: CollabStreamState, event: CollabStreamEvent): CollabStreamState {
  if (state.phase === 'failed') return state;
  const current = state.collaborator;
  switch (event.type) {
    case 'joined':
      return state.phase === 'joining' ? { ...state, phase: current ? 'live' : 'waiting' } : state;
    case 'joinFailed':
      return { ...state, phase: 'failed', collaborator: current && { ...current, audio: false, video: false } };
    case 'described':
      return { ...state, name: text(event.name) ?? state.name, phone: text(event.phone) ?? state.phone };
    case 'userJoined':
      if (current && current.uid !== event.uid && state.phase !== 'left') return state;
      return { ...state, collaborator: { uid: event.uid, audio: false, video: false }, phase: arrived(state.phase) };
    case 'published':
    case 'unpublished': {
      // A track may be reported before its user (an SDK replaying the channel): the first publisher is the collaborator.
      if (current ? current.uid !== event.uid : event.type === 'unpublished') return state;
      const user = current ?? { uid: event.uid, audio: false, video: false };
      return { ...state, collaborator: { ...user, [event.kind]: event.type === 'published' }, phase: arrived(state.phase) };
    }
    case 'userLeft':
      if (current?.uid !== event.uid) return state;
      return { ...state, phase: 'left', collaborator: { ...current, audio: false, video: false } };
  }
}

/** A collaborator is there: the channel is live, unless the console is still joining it. */
function arrived(phase: CollabStreamPhase): CollabStreamPhase {
  return phase === 'joining' ? 'joining' : 'live';
}

/**
 * Whether the live page shows a tile for the channel: once its collaborator is there (or was), and for a broadcast
 * the server announced, from the moment the console starts joining it (a failure there is the operator's to know).
 * A listed invitation nobody answered stays out of sight.
 */
export function collabTileShown(state: CollabStreamState): boolean {
  if (state.origin === 'started') return true;
  return state.phase === 'live' || state.phase === 'left';
}

/** What a collaborator's tile says: joining, waiting for them, their video playing, no video from them, left, failed. */
export type CollabTileStatus = 'joining' | 'waiting' | 'playing' | 'no_video' | 'left' | 'failed';

/** The tile's status: a live channel plays the collaborator's video when they send one; every other phase is said as it is. */
export function collabTileStatus(state: CollabStreamState): CollabTileStatus {
  if (state.phase !== 'live') return state.phase;
  return state.collaborator?.video ? 'playing' : 'no_video';
}
