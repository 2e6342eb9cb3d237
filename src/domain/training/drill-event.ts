/**
 * What happened during a training drill, as a trainer's debrief reads it: one call of a link, stamped in seconds since
 * the link was sent (a `drillStarted` before the link is negative: how long the trainee took to send it).
 */

/** What the trainee (the operator being trained) does: what counts as a reaction to an alert. */
export const TRAINEE_ACTIONS = ['linkSent', 'operatorChat', 'edit', 'share', 'stop'] as const;

export const DRILL_EVENT_KINDS = [
  /** The drill began (a trainer assigned it, or the runner signed in): before the link, so `at` ≤ 0. */
  'drillStarted',
  /** A link was sent to the caller (detail: the channel, `sms` or `whatsapp`); a resend is another one. */
  'linkSent',
  /** The link's delivery status changed (detail: the status). */
  'delivery',
  /** The caller opened the link (clicked_link). */
  'linkOpened',
  'callerJoined',
  /** The caller's first video track reached the channel (the caller published it). */
  'firstVideo',
  /**
   * The trainee's live page showed the caller's first picture (its first rendered frame): later than `firstVideo` by
   * what the network and the trainee's computer took to bring it to the screen.
   */
  'videoShown',
  'firstLocation',
  /** The caller wrote in the chat (detail: the text). */
  'callerChat',
  /** The operator wrote in the chat (detail: the text). */
  'operatorChat',
  /** Something the console shows the trainee as a warning (detail: an alert key, ALERT_KEYS). */
  'alert',
  /** The operator changed the incident's title or description (detail: `title` or `description`). */
  'edit',
  /** The operator shared the incident (detail: the channel). */
  'share',
  /** The live stream stopped (detail: `operator` or `server`). */
  'stop',
  /** A trainer injected an action live (detail: the action, e.g. `socketDrop`). */
  'injected',
  /** The scenario played one of its steps (detail: `<index>:<action>`). */
  'step',
  /**
   * An actor's phone claimed the link (detail: the name the actor gave): a person plays the caller from here, and the
   * scenario caller's steps still to come are not run (the console's faults still are).
   */
  'actorTookOver',
  /** The actor gave their name after their phone took the caller over (detail: the name). */
  'actorNamed',
  /** The drill is over. */
  'ended',
] as const;

export type DrillEventKind = (typeof DRILL_EVENT_KINDS)[number];

/** The alerts a drill can show the trainee (the `detail` of an `alert` event): what the caller's side caused… */
export const CALLER_ALERTS = ['refused_camera', 'refused_location', 'delivery_failed', 'caller_left', 'caller_wrote'] as const;
/** …and what happened to the console. */
export const CONSOLE_ALERTS = ['taken_over', 'socket_dropped', 'session_expired', 'server_stopped', 'slow_network'] as const;
export const ALERT_KEYS = [...CALLER_ALERTS, ...CONSOLE_ALERTS] as const;

export type AlertKey = (typeof ALERT_KEYS)[number];

export interface DrillEvent {
  /** Seconds since the link was sent. */
  readonly at: number;
  readonly kind: DrillEventKind;
  readonly detail?: string;
}

export function isDrillEventKind(value: unknown): value is DrillEventKind {
  return typeof value === 'string' && (DRILL_EVENT_KINDS as readonly string[]).includes(value);
}

/** The events in time order (stable: events at the same moment keep the order they happened in). */
export function inTimeOrder(events: readonly DrillEvent[]): readonly DrillEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at - b.event.at || a.index - b.index)
    .map(({ event }) => event);
}

/** When an actor's phone took the drill's caller over, and the name the actor gave (null when none). */
export interface ActorHandOver {
  readonly at: number;
  readonly name: string | null;
}

/**
 * The drill's hand-over to an actor (the first), or null when no actor's phone took the caller over: its moment, and the
 * name the actor gave last (with the claim, or after it).
 */
export function actorHandOver(events: readonly DrillEvent[]): ActorHandOver | null {
  const ordered = inTimeOrder(events);
  const took = ordered.find((event) => event.kind === 'actorTookOver');
  if (!took) return null;
  const named = ordered.filter((event) => event.kind === 'actorNamed' && event.detail).at(-1);
  return { at: took.at, name: named?.detail || took.detail || null };
}

/**
 * The drill's moments as a timeline shows them: the actor's hand-over once, named with the name the actor gave (at the
 * claim or later), the later naming folded into it.
 */
export function timelineEvents(events: readonly DrillEvent[]): readonly DrillEvent[] {
  const handOver = actorHandOver(events);
  return events
    .filter((event) => event.kind !== 'actorNamed')
    .map((event) => (event.kind === 'actorTookOver' && handOver?.name ? { ...event, detail: handOver.name } : event));
}
