import { computeDebrief, type Debrief, type DebriefConfig, type ExpectationResult } from './debrief';
import { inTimeOrder, type DrillEvent } from './drill-event';

/** A scenario's expectation as a live drill reads it (the fields of the scenario file's `expect[]` entries). */
export interface LiveExpectation {
  readonly expect: string;
  readonly by?: number;
  readonly key?: string;
  readonly cause?: string;
  readonly atLeast?: number;
}

type Finder = (e: LiveExpectation, events: readonly DrillEvent[]) => number | null | undefined;

const firstAt = (events: readonly DrillEvent[], kind: DrillEvent['kind'], detail?: string) =>
  events.find((event) => event.kind === kind && (detail === undefined || event.detail === detail))?.at ?? null;

/** The toasts a drill's events tell: a read link, refused permissions. */
const TOASTS: Readonly<Record<string, (events: readonly DrillEvent[]) => number | null>> = {
  'message_status.link_read': (events) => firstAt(events, 'delivery', 'read'),
  'message_status.refused_media': (events) => firstAt(events, 'alert', 'refused_camera'),
  'message_status.refused_location': (events) => firstAt(events, 'alert', 'refused_location'),
  'message_status.refused_both': (events) => {
    const camera = firstAt(events, 'alert', 'refused_camera');
    const location = firstAt(events, 'alert', 'refused_location');
    return camera === null || location === null ? null : Math.max(camera, location);
  },
};

/** How a session's end shows among the events, by the expectation's cause. */
const ENDINGS: Readonly<Record<string, (events: readonly DrillEvent[]) => number | null>> = {
  operatorStop: (events) => firstAt(events, 'stop', 'operator'),
  serverStop: (events) => firstAt(events, 'stop', 'server'),
  takeOver: (events) => firstAt(events, 'alert', 'taken_over'),
  callerLeft: (events) => firstAt(events, 'alert', 'caller_left'),
};

/** When the n-th event of these kinds happened. */
const nth = (events: readonly DrillEvent[], kinds: readonly DrillEvent['kind'][], n: number) =>
  n <= 0 ? 0 : (events.filter((event) => kinds.includes(event.kind))[n - 1]?.at ?? null);

/** undefined: the drill's events cannot tell (the expectation is left unchecked). */
const FINDERS: Readonly<Record<string, Finder>> = {
  toast: (e, events) => (e.key === undefined ? undefined : TOASTS[e.key]?.(events)),
  streamShown: (_, events) => firstAt(events, 'firstVideo'),
  sessionEnded: (e, events) => (e.cause === undefined ? undefined : ENDINGS[e.cause]?.(events)),
  chatMessages: (e, events) => nth(events, ['callerChat', 'operatorChat'], e.atLeast ?? 0),
  locationPoints: (e, events) => ((e.atLeast ?? 0) <= 1 ? nth(events, ['firstLocation'], e.atLeast ?? 0) : undefined),
};

/**
 * A live drill's expectations, checked from its events alone (the trainer's console has no headless runner watching
 * the trainee's screen): the caller's video, the session's end, chat lines, a first location point, and the toasts the
 * events tell. Others (a description, media, more location points, other toasts) are `unchecked`: the debrief shows
 * them but does not score them. The headless runner checks every expectation against the console itself.
 */
export function expectationsFromEvents(expectations: readonly LiveExpectation[], events: readonly DrillEvent[]): ExpectationResult[] {
  const ordered = inTimeOrder(events);
  return expectations.map((e, index) => {
    const at = FINDERS[e.expect]?.(e, ordered);
    const by = e.by ?? null;
    const subject = e.key ?? e.cause ?? (e.atLeast === undefined ? undefined : String(e.atLeast));
    const base = { index, expect: e.expect, ...(subject === undefined ? {} : { subject }), by };
    if (at === undefined) return { ...base, met: false, at: null, unchecked: true };
    return { ...base, met: at !== null && (by === null || at <= by), at };
  });
}

/**
 * The debrief of a drill followed live (the trainer's console, the server's kept drills): its events scored with the
 * scenario's settings, its expectations checked from those same events. Given the events the headless runner recorded,
 * it scores them as the runner does wherever the events can tell.
 */
export function liveDebrief(
  events: readonly DrillEvent[],
  scenario: { readonly expectations: readonly LiveExpectation[]; readonly debrief: DebriefConfig },
): Debrief {
  return computeDebrief(events, expectationsFromEvents(scenario.expectations, events), scenario.debrief);
}
