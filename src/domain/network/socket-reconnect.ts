import { TIMINGS } from '../shared/constants';
import type { NetworkWidgetState } from './connection-status';

/**
 * SPEC §4, §7 Socket lifecycle events. `connect`: the app opens the socket (again clearing any earlier
 * close request); `closeRequested`: the app closes it on purpose (logout, leaving); `retry`: the reconnect
 * timer fired and a new socket is being opened; `open`, `error`, `close`: what the socket reports.
 */
export type SocketEvent =
  | { readonly type: 'connect' }
  | { readonly type: 'open' }
  | { readonly type: 'error' }
  | { readonly type: 'close' }
  | { readonly type: 'closeRequested' }
  | { readonly type: 'retry' };

export type SocketPhase = 'idle' | 'connecting' | 'open' | 'waitingToReconnect' | 'closed';

export interface SocketLink {
  readonly phase: SocketPhase;
  readonly closeRequested: boolean;
}

/** What to do after an event: schedule a reconnect, stay closed, or nothing new. */
export type ReconnectDecision =
  { readonly kind: 'reconnect'; readonly reconnectInMs: number } | { readonly kind: 'stayClosed' } | { readonly kind: 'none' };

export const INITIAL_SOCKET_LINK: SocketLink = { phase: 'idle', closeRequested: false };

const NONE: ReconnectDecision = { kind: 'none' };
const STAY_CLOSED: ReconnectDecision = { kind: 'stayClosed' };

/**
 * SPEC §4 Socket: reconnect TIMINGS.socketReconnectDelay (1 s) after an error or an unrequested close,
 * never after a requested close. An error followed by its close schedules only one reconnect; after the
 * reconnect the caller rejoins its channels and resubscribes. Unknown events change nothing.
 */
export function socketReconnectReducer(
  link: SocketLink,
  event: SocketEvent,
): { readonly link: SocketLink; readonly decision: ReconnectDecision } {
  switch (event?.type) {
    case 'connect':
      return { link: { phase: 'connecting', closeRequested: false }, decision: NONE };
    case 'open':
      if (link.closeRequested) return { link, decision: STAY_CLOSED };
      return { link: { phase: 'open', closeRequested: false }, decision: NONE };
    case 'closeRequested':
      return { link: { phase: 'closed', closeRequested: true }, decision: STAY_CLOSED };
    case 'error':
    case 'close':
      if (link.closeRequested) return { link: { ...link, phase: 'closed' }, decision: STAY_CLOSED };
      if (link.phase === 'waitingToReconnect') return { link, decision: NONE };
      return {
        link: { phase: 'waitingToReconnect', closeRequested: false },
        decision: { kind: 'reconnect', reconnectInMs: TIMINGS.socketReconnectDelay },
      };
    case 'retry':
      if (link.closeRequested) return { link, decision: STAY_CLOSED };
      return { link: { phase: 'connecting', closeRequested: false }, decision: NONE };
    default:
      return { link, decision: NONE };
  }
}

/** SPEC §4: the decision after a whole sequence of events, from the initial link (last non-'none' one wins). */
export function reconnectDecisionAfter(events: readonly SocketEvent[]): ReconnectDecision {
  let link = INITIAL_SOCKET_LINK;
  let last: ReconnectDecision = NONE;
  for (const event of events) {
    const step = socketReconnectReducer(link, event);
    link = step.link;
    if (step.decision.kind !== 'none') last = step.decision;
    if (link.phase === 'open' || link.phase === 'connecting') last = NONE;
  }
  return last;
}

/**
 * SPEC §1, §4 network widget: offline browser or a socket closed for good → DISCONNECTED; socket open →
 * CONNECTED; connecting or waiting to reconnect → RECONNECTING; never connected (idle) → DISCONNECTED.
 */
export function networkWidgetState(link: SocketLink, browserOnline: boolean | null | undefined): NetworkWidgetState {
  if (browserOnline === false) return 'DISCONNECTED';
  if (link.phase === 'open') return 'CONNECTED';
  if (link.phase === 'connecting' || link.phase === 'waitingToReconnect') return 'RECONNECTING';
  return 'DISCONNECTED';
}
