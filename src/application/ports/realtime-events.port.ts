import type { LiveSocketMessage } from '../../domain/live/live-socket-message';
import type { Unsubscribe } from './subscription';

/** SPEC §7 WebSocket: messages the console sends. */
export type RealtimeOutgoing =
  | { readonly type: 'joinLiveStream'; readonly channel: string; readonly incidentId: string | number }
  | { readonly type: 'getConnectionStatus'; readonly channel: string }
  | { readonly type: 'stopLiveStream'; readonly channel: string; readonly incidentId: string | number }
  | { readonly type: 'muteLiveStream'; readonly channel: string; readonly muted: boolean }
  | { readonly type: 'leaveLiveStream'; readonly channel: string }
  | { readonly type: 'subscribeToEvents'; readonly events: readonly string[] }
  | { readonly type: 'ping' }
  | { readonly type: 'incidentUpdates'; readonly incidentId: string | number };

/** SPEC §7 WebSocket: messages the console receives (the domain's LiveSocketMessage). */
export type RealtimeIncoming = LiveSocketMessage;

/** Why a socket closed: the console asked (never reconnect) or the network/server closed it. */
export type RealtimeClose = { readonly requested: boolean; readonly code?: number };

/**
 * One WebSocket connection, authenticated with the token as its protocol (SPEC §7). The connection does not
 * reconnect by itself: the realtime use case decides (SPEC §4: 1 s after an error or an unrequested close).
 */
export interface RealtimeConnection {
  send(message: RealtimeOutgoing): void;
  close(): void;
  onOpen(listener: () => void): Unsubscribe;
  onMessage(listener: (message: RealtimeIncoming) => void): Unsubscribe;
  onError(listener: (error: unknown) => void): Unsubscribe;
  onClose(listener: (close: RealtimeClose) => void): Unsubscribe;
}

export interface RealtimeEvents {
  connect(token: string): RealtimeConnection;
}
export const RealtimeEvents = Symbol.for('RealtimeEvents');
