import { parseServerConnectionStatus, type ServerConnectionStatus } from '../network/connection-status';

/** SPEC §7 WebSocket: a message the console receives. Unknown messages arrive as 'unknown' and are ignored. */
export type LiveSocketMessage =
  | { readonly type: 'stopLiveStream'; readonly channel?: string | null; readonly incidentId?: string | number | null }
  | { readonly type: 'muteLiveStream'; readonly channel?: string | null; readonly muted?: boolean | null }
  | { readonly type: 'connectionStatus'; readonly status?: string | null; readonly channel?: string | null }
  | {
      readonly type: 'showPermissions';
      readonly incidentId?: string | number | null;
      readonly permissions?: Record<string, unknown> | null;
    }
  | { readonly type: 'COLAB_BROADCAST_STARTED'; readonly channel?: string | null; readonly incidentId?: string | number | null }
  | {
      readonly type: 'INCIDENT_UPDATED';
      readonly incidentId?: string | number | null;
      readonly activeOperator?: {
        readonly id?: string | number | null;
        readonly email?: string | null;
        readonly name?: string | null;
      } | null;
    }
  | { readonly type: 'alreadyJoined'; readonly message: 'Not joined, already joined' }
  | { readonly type: 'unknown'; readonly raw: unknown };

/** What the session is when the message arrives. */
export interface LiveSocketContext {
  readonly phase: 'idle' | 'loading' | 'joining' | 'live' | 'ended' | 'disposed';
  readonly incidentId: string;
  readonly channel: string | null;
  readonly collabChannels: readonly string[];
}

/** What the message means for the session. */
export type LiveSocketEffect =
  | { readonly kind: 'none' }
  /** SPEC §8 'Not joined, already joined': the session ends with that warning. */
  | { readonly kind: 'already-joined' }
  /** SPEC §4 server stop event: the stream ends. */
  | { readonly kind: 'server-stop' }
  | { readonly kind: 'muted'; readonly muted: boolean }
  | { readonly kind: 'server-status'; readonly status: ServerConnectionStatus }
  /** SPEC §4: another activeOperator means a take-over; else the incident is reloaded (deleted ends the session). */
  | {
      readonly kind: 'incident-updated';
      readonly activeOperatorId: string | number | null;
      /** Who the message names as the active operator (id, email and, when the server says it, name). */
      readonly activeOperator: { readonly id: string | number; readonly email: string | null; readonly name: string | null } | null;
    }
  | { readonly kind: 'collab-started'; readonly channel: string }
  | { readonly kind: 'permissions'; readonly permissions: Record<string, unknown> };

/** Two ids are the same incident when both are present and print the same. */
export function sameId(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

const NONE: LiveSocketEffect = { kind: 'none' };

/**
 * SPEC §4, §7, §8: a message counts only while the session joins or is live. A channel message is the session's when
 * it names its incident or its channel, or names neither (the server's per-socket answers).
 */
export function liveSocketEffect(message: LiveSocketMessage, session: LiveSocketContext): LiveSocketEffect {
  const { phase, channel, incidentId } = session;
  if (phase !== 'live' && phase !== 'joining') return NONE;
  const mine = (m: { readonly channel?: string | null; readonly incidentId?: string | number | null }) =>
    sameId(m.incidentId, incidentId) ||
    (channel !== null && m.channel === channel) ||
    ((m.incidentId ?? null) === null && (m.channel ?? null) === null);
  switch (message.type) {
    case 'alreadyJoined':
      return phase === 'live' ? { kind: 'already-joined' } : NONE;
    case 'stopLiveStream':
      return mine(message) ? { kind: 'server-stop' } : NONE;
    case 'muteLiveStream':
      return mine(message) && typeof message.muted === 'boolean' ? { kind: 'muted', muted: message.muted } : NONE;
    case 'connectionStatus':
      return mine(message) ? { kind: 'server-status', status: parseServerConnectionStatus(message.status) } : NONE;
    case 'INCIDENT_UPDATED':
      return sameId(message.incidentId, incidentId)
        ? {
            kind: 'incident-updated',
            activeOperatorId: message.activeOperator?.id ?? null,
            activeOperator: operatorOf(message.activeOperator),
          }
        : NONE;
    case 'COLAB_BROADCAST_STARTED':
      return sameId(message.incidentId, incidentId) && message.channel && !session.collabChannels.includes(message.channel)
        ? { kind: 'collab-started', channel: message.channel }
        : NONE;
    case 'showPermissions':
      return sameId(message.incidentId, incidentId) ? { kind: 'permissions', permissions: message.permissions ?? {} } : NONE;
    default:
      return NONE;
  }
}

/** The active operator a message names, with only the text fields it really holds. */
function operatorOf(
  operator: { readonly id?: string | number | null; readonly email?: string | null; readonly name?: string | null } | null | undefined,
): { readonly id: string | number; readonly email: string | null; readonly name: string | null } | null {
  const id = operator?.id ?? null;
  if (id === null) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return { id, email: text(operator?.email), name: text(operator?.name) };
}
