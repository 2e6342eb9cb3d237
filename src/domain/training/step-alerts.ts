import type { AlertKey } from './drill-event';

/** A scenario step as far as its alert goes: its action and the fields that tell how bad it is. */
export interface AlertingStep {
  readonly action: string;
  readonly ms?: number;
  readonly uplink?: number;
  readonly downlink?: number;
}

/** From this many milliseconds per answer the console is slow enough for a trainee to notice (and tell the caller). */
export const SLOW_ANSWER_MS = 1000;
/** Agora's network quality from 4 (poor) to 6 (down): the caller's video stutters or freezes. */
export const POOR_NETWORK_QUALITY = 4;

const BY_ACTION: Readonly<Record<string, AlertKey>> = {
  takeOver: 'taken_over',
  socketDrop: 'socket_dropped',
  tokenExpiry: 'session_expired',
  serverStop: 'server_stopped',
  chat: 'caller_wrote',
};

/**
 * The alert a step (of the scenario, or injected by the trainer) puts before the trainee, or null: a take-over, a
 * dropped socket, an expired session, a stopped stream, a line the caller wrote, and a network slow enough to notice
 * (answers taking a second or more, or a poor network quality on either side).
 */
export function alertOfStep(step: AlertingStep): AlertKey | null {
  if (step.action === 'latency') return (step.ms ?? 0) >= SLOW_ANSWER_MS ? 'slow_network' : null;
  if (step.action === 'networkQuality')
    return Math.max(step.uplink ?? 0, step.downlink ?? 0) >= POOR_NETWORK_QUALITY ? 'slow_network' : null;
  return BY_ACTION[step.action] ?? null;
}
