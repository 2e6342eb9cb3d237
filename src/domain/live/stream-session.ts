/** SPEC §4 Stream session phases. */
export type StreamPhase = 'waiting' | 'remoteJoined' | 'published' | 'streamShown' | 'ended';

/** SPEC §4: why a session ended. */
export type StreamEndCause = 'operatorStop' | 'callerLeft' | 'serverStop' | 'takeOver' | 'incidentDeleted';

export type TrackKind = 'audio' | 'video';

/** A remote user of the channel (uid as a string) and what it publishes. */
export interface RemoteUser {
  readonly uid: string;
  readonly audio: boolean;
  readonly video: boolean;
}

export interface StreamSession {
  readonly phase: StreamPhase;
  readonly remoteUsers: readonly RemoteUser[];
  readonly selectedUid: string | null;
  readonly endCause: StreamEndCause | null;
}

type Uid = string | number | null | undefined;

/** SPEC §4 events reaching a stream session (from the video SDK, the operator, the socket, the incident). */
export type StreamEvent =
  | { readonly type: 'remoteUserJoined'; readonly uid: Uid }
  | { readonly type: 'remoteUserPublished'; readonly uid: Uid; readonly kind: string | null | undefined }
  | { readonly type: 'remoteUserUnpublished'; readonly uid: Uid; readonly kind: string | null | undefined }
  | { readonly type: 'remoteUserLeft'; readonly uid: Uid }
  | { readonly type: 'streamSelected'; readonly uid: Uid }
  | { readonly type: 'operatorStop' }
  | { readonly type: 'serverStopEvent' }
  | { readonly type: 'activeOperatorChanged'; readonly otherOperatorId: Uid; readonly myId: Uid }
  | { readonly type: 'incidentDeleted' };

/** What the caller of the reducer must do (the reducer itself does nothing). */
export type StreamEffect =
  | { readonly type: 'subscribe'; readonly uid: string; readonly kind: TrackKind }
  | { readonly type: 'showStream'; readonly uid: string }
  | { readonly type: 'hideStream'; readonly uid: string }
  | { readonly type: 'sendStopLiveStream' }
  | { readonly type: 'leaveChannel' }
  | { readonly type: 'clearIncident' }
  | { readonly type: 'goToList' }
  | { readonly type: 'showWarning'; readonly key: 'take-over' };

export interface StreamStep {
  readonly state: StreamSession;
  readonly effects: readonly StreamEffect[];
}

/** SPEC §4: a new session waits for the caller. */
export const INITIAL_STREAM_SESSION: StreamSession = {
  phase: 'waiting',
  remoteUsers: [],
  selectedUid: null,
  endCause: null,
};

/** SPEC §4: what each end cause leads to. */
export const END_EFFECTS: Readonly<Record<StreamEndCause, readonly StreamEffect[]>> = {
  operatorStop: [{ type: 'sendStopLiveStream' }, { type: 'leaveChannel' }, { type: 'clearIncident' }, { type: 'goToList' }],
  serverStop: [{ type: 'leaveChannel' }, { type: 'clearIncident' }, { type: 'goToList' }],
  callerLeft: [{ type: 'leaveChannel' }, { type: 'clearIncident' }, { type: 'goToList' }],
  incidentDeleted: [{ type: 'leaveChannel' }, { type: 'clearIncident' }, { type: 'goToList' }],
  takeOver: [{ type: 'leaveChannel' }, { type: 'showWarning', key: 'take-over' }],
};

function normalizeUid(uid: unknown): string | null {
  if (typeof uid === 'number') return Number.isFinite(uid) ? String(uid) : null;
  if (typeof uid !== 'string') return null;
  const text = uid.trim();
  return text === '' ? null : text;
}

function normalizeKind(kind: unknown): TrackKind | null {
  if (typeof kind !== 'string' || kind.length > 16) return null;
  const k = kind.trim().toLowerCase();
  return k === 'audio' || k === 'video' ? k : null;
}

function phaseOf(users: readonly RemoteUser[], selectedUid: string | null): StreamPhase {
  if (selectedUid !== null) return 'streamShown';
  if (users.some((u) => u.audio || u.video)) return 'published';
  return users.length > 0 ? 'remoteJoined' : 'waiting';
}

function noEffects(state: StreamSession): StreamStep {
  return { state, effects: [] };
}

function end(state: StreamSession, cause: StreamEndCause): StreamStep {
  return { state: { ...state, phase: 'ended', selectedUid: null, endCause: cause }, effects: END_EFFECTS[cause] };
}

function withUsers(state: StreamSession, users: readonly RemoteUser[], selectedUid: string | null): StreamSession {
  return { ...state, remoteUsers: users, selectedUid, phase: phaseOf(users, selectedUid) };
}

/**
 * SPEC §4 Stream session: waiting → remoteJoined → published → streamShown → ended.
 * Ends on operator stop, caller left (last remote user left), server stop event, take-over by another
 * operator, or incident deleted. Invalid events (ended session, unknown uid, bad kind, selecting a user
 * without video, take-over by myself or by an unknown id) return the same state and no effects.
 */
export function streamSessionReducer(state: StreamSession, event: StreamEvent): StreamStep {
  if (state.phase === 'ended') return noEffects(state);
  switch (event?.type) {
    case 'remoteUserJoined': {
      const uid = normalizeUid(event.uid);
      if (uid === null || state.remoteUsers.some((u) => u.uid === uid)) return noEffects(state);
      return noEffects(withUsers(state, [...state.remoteUsers, { uid, audio: false, video: false }], state.selectedUid));
    }
    case 'remoteUserPublished':
    case 'remoteUserUnpublished': {
      const uid = normalizeUid(event.uid);
      const kind = normalizeKind(event.kind);
      const user = state.remoteUsers.find((u) => u.uid === uid);
      if (uid === null || kind === null || !user) return noEffects(state);
      const on = event.type === 'remoteUserPublished';
      if (user[kind] === on) return noEffects(state);
      const users = state.remoteUsers.map((u) => (u.uid === uid ? { ...u, [kind]: on } : u));
      if (on) return { state: withUsers(state, users, state.selectedUid), effects: [{ type: 'subscribe', uid, kind }] };
      const losesShown = kind === 'video' && state.selectedUid === uid;
      return {
        state: withUsers(state, users, losesShown ? null : state.selectedUid),
        effects: losesShown ? [{ type: 'hideStream', uid }] : [],
      };
    }
    case 'remoteUserLeft': {
      const uid = normalizeUid(event.uid);
      if (uid === null || !state.remoteUsers.some((u) => u.uid === uid)) return noEffects(state);
      const users = state.remoteUsers.filter((u) => u.uid !== uid);
      if (users.length === 0) return end({ ...state, remoteUsers: users }, 'callerLeft');
      const losesShown = state.selectedUid === uid;
      return {
        state: withUsers(state, users, losesShown ? null : state.selectedUid),
        effects: losesShown ? [{ type: 'hideStream', uid }] : [],
      };
    }
    case 'streamSelected': {
      const uid = normalizeUid(event.uid);
      const user = state.remoteUsers.find((u) => u.uid === uid);
      if (uid === null || !user || !user.video || state.selectedUid === uid) return noEffects(state);
      return { state: withUsers(state, state.remoteUsers, uid), effects: [{ type: 'showStream', uid }] };
    }
    case 'operatorStop':
      return end(state, 'operatorStop');
    case 'serverStopEvent':
      return end(state, 'serverStop');
    case 'incidentDeleted':
      return end(state, 'incidentDeleted');
    case 'activeOperatorChanged': {
      const other = normalizeUid(event.otherOperatorId);
      const me = normalizeUid(event.myId);
      if (other === null || me === null || other === me) return noEffects(state);
      return end(state, 'takeOver');
    }
    default:
      return noEffects(state);
  }
}
