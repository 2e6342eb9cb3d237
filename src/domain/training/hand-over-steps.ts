import { inTimeOrder, type DrillEvent } from './drill-event';

/**
 * The scenario steps that are faults of the trainee's console, not the caller's behaviour: the network slowing, the
 * session expiring, the socket dropping, the chat service going down and back, a take-over, another operator's session
 * holding the video, the server stopping the stream. An actor's phone taking the caller over changes nothing of these:
 * they still happen at their times. What the caller does (the link's status, permissions, joining, streaming, moving,
 * photos, chat lines, leaving) is the actor's to do from then on, and a collaborator joins a call the scenario's caller
 * is in.
 */
export const CONSOLE_FAULT_ACTIONS = [
  'networkQuality',
  'latency',
  'tokenExpiry',
  'socketDrop',
  'chatDown',
  'chatUp',
  'takeOver',
  'anotherOperatorJoined',
  'serverStop',
] as const;

export type ConsoleFaultAction = (typeof CONSOLE_FAULT_ACTIONS)[number];

/** Whether a scenario step with this action still runs after an actor took the caller over. */
export function runsAfterHandOver(action: string): boolean {
  return (CONSOLE_FAULT_ACTIONS as readonly string[]).includes(action);
}

/** A scenario step that ran: its place in the scenario, its action and when (seconds since the link was sent). */
export interface RanStep {
  readonly index: number;
  readonly action: string;
  readonly at: number;
}

/**
 * The scenario's steps that ran after an actor took the caller over at `actorFrom` (the console's faults), in time
 * order, read from the drill's `step` events (detail `<index>:<action>`); none when no actor did.
 */
export function stepsRunAfterHandOver(events: readonly DrillEvent[], actorFrom: number | null): readonly RanStep[] {
  if (actorFrom === null) return [];
  return inTimeOrder(events).flatMap((event) => {
    if (event.kind !== 'step' || event.at < actorFrom) return [];
    const [index = '', action = ''] = (event.detail ?? '').split(':');
    return /^\d+$/.test(index) && runsAfterHandOver(action) ? [{ index: Number(index), action, at: event.at }] : [];
  });
}
