import { inTimeOrder, type AlertKey, type DrillEvent, type DrillEventKind } from './drill-event';

/**
 * The debrief of a training drill: how fast the trainee got each thing going, the alerts the console showed and
 * whether the trainee reacted in time, the scenario's expectations, and a score from 0 to 100 that a trainer tunes in
 * the scenario file (`debrief`). Ids and numbers only: the screens and the CLI put them into words.
 */

/** The figures of a drill, each in seconds. */
export const DEBRIEF_FIGURES = ['linkSent', 'callerJoined', 'firstVideo', 'firstLocation', 'firstChatReply'] as const;
export type DebriefFigure = (typeof DEBRIEF_FIGURES)[number];

/** What a score line is about: a figure against its target, the reactions to alerts, or the expectations. */
export type ScoreComponent = DebriefFigure | 'reactions' | 'expectations';

export interface DebriefConfig {
  /** A figure with a target counts in the score: full marks at or under it, none at twice it or when it never happened. */
  readonly targets: Readonly<Partial<Record<DebriefFigure, number>>>;
  /** Each component's weight (default 1; 0 leaves it out of the score). */
  readonly weights: Readonly<Partial<Record<ScoreComponent, number>>>;
  /** How long after an alert a trainee's action still counts as a reaction. */
  readonly reactionWindowSeconds: number;
  /** Which trainee actions answer an alert (default REACTIONS); an empty list expects none (the alert is not scored). */
  readonly reactions: Readonly<Partial<Record<AlertKey, readonly DrillEventKind[]>>>;
}

/** What the trainee is expected to do after each alert, unless the scenario says otherwise. */
export const REACTIONS: Readonly<Record<AlertKey, readonly DrillEventKind[]>> = {
  refused_camera: ['operatorChat'],
  refused_location: ['operatorChat'],
  caller_left: ['operatorChat'],
  // A caller's line is answered in the chat; a slow network is noticed by telling the caller (the video may freeze).
  caller_wrote: ['operatorChat'],
  slow_network: ['operatorChat'],
  delivery_failed: ['linkSent'],
  taken_over: [],
  socket_dropped: [],
  session_expired: [],
  server_stopped: [],
};

export const DEFAULT_DEBRIEF_CONFIG: DebriefConfig = { targets: {}, weights: {}, reactionWindowSeconds: 30, reactions: {} };

/** One expectation of the scenario, checked (by the runner or a screen). */
export interface ExpectationResult {
  /** Which expectation: its position in the scenario's `expect` list. */
  readonly index: number;
  /** The expectation's kind (`toast`, `streamShown`, …). */
  readonly expect: string;
  /** What it names (a toast key, a cause, a count), when it names something. */
  readonly subject?: string;
  readonly met: boolean;
  /** When it happened (seconds since the link), or null when it never did. */
  readonly at: number | null;
  /** Its deadline, when it has one. */
  readonly by: number | null;
  /** True when nothing could check it (a live drill's events cannot tell): shown, not scored. */
  readonly unchecked?: boolean;
  /**
   * True when it was not met and was not due yet when the server ended the call (the trainer's "End the call", or the
   * scenario's `serverStop`): the trainee could not have met it, so it is shown, not scored.
   */
  readonly notDue?: boolean;
}

export interface DebriefAlert {
  readonly key: string;
  readonly at: number;
  /** The trainee actions that count as a reaction (empty: none expected, not scored). */
  readonly reactions: readonly DrillEventKind[];
  /** The first reaction within the window, or null. */
  readonly reactedAt: number | null;
  readonly windowSeconds: number;
}

export interface ScoreLine {
  readonly component: ScoreComponent;
  readonly weight: number;
  /** 0–1: how much of this component was earned. */
  readonly ratio: number;
  /** What it adds to the score (the score is their sum, rounded). */
  readonly points: number;
  /** A figure's value and target (seconds); for reactions and expectations, how many were earned of how many. */
  readonly value: number | null;
  readonly target: number | null;
}

export interface Debrief {
  readonly figures: Readonly<Record<DebriefFigure, number | null>>;
  readonly alerts: readonly DebriefAlert[];
  readonly expectations: readonly ExpectationResult[];
  /** How many chat lines each side wrote, and how many edits the operator made. */
  readonly counts: { readonly callerChat: number; readonly operatorChat: number; readonly edits: number };
  /** When the drill ended (seconds since the link), or the last event's time. */
  readonly endedAt: number;
  /**
   * When the server ended the call (the trainer's "End the call", or the scenario's `serverStop`), or null: the drill is
   * scored only on what was due by then (an expectation due later and a figure whose target was still ahead are left
   * out; the alerts shown before it still count).
   */
  readonly cutShortAt: number | null;
  /** The figures whose target was still ahead when the call was cut short: left out of the score. */
  readonly leftOutFigures: readonly { readonly figure: DebriefFigure; readonly target: number }[];
  /**
   * 0–100; null when the call was cut short before anything scored was due (no figure, reaction or expectation left to
   * score): no score, rather than full marks for nothing.
   */
  readonly score: number | null;
  readonly scoreLines: readonly ScoreLine[];
}

export function computeDebrief(
  events: readonly DrillEvent[],
  checked: readonly ExpectationResult[],
  config: DebriefConfig = DEFAULT_DEBRIEF_CONFIG,
): Debrief {
  const ordered = inTimeOrder(events);
  const cutShortAt = ordered.find((e) => e.kind === 'stop' && e.detail === 'server')?.at ?? null;
  const expectations = cutShortAt === null ? checked : checked.map((e) => (dueAfter(e, cutShortAt) ? { ...e, notDue: true } : e));
  const first = (kind: DrillEventKind): number | null => ordered.find((e) => e.kind === kind)?.at ?? null;
  const started = first('drillStarted');
  const sent = first('linkSent');
  const figures: Record<DebriefFigure, number | null> = {
    linkSent: started !== null && sent !== null ? round(sent - started) : null,
    callerJoined: first('callerJoined'),
    firstVideo: first('firstVideo'),
    firstLocation: first('firstLocation'),
    firstChatReply: first('operatorChat'),
  };
  const alerts = ordered.filter((e) => e.kind === 'alert').map((alert) => react(alert, ordered, config));
  const count = (kind: DrillEventKind) => ordered.filter((e) => e.kind === kind).length;
  const leftOutFigures = DEBRIEF_FIGURES.filter((figure) => leftOut(figure, figures, config, cutShortAt)).map((figure) => ({
    figure,
    target: config.targets[figure] ?? 0,
  }));
  const lines = scoreLines(
    figures,
    alerts,
    expectations,
    config,
    leftOutFigures.map((left) => left.figure),
  );
  // Nothing to score in a drill that ran its course is full marks; in one ended before anything was due, no score.
  const sum = lines.length === 0 ? (cutShortAt === null ? 100 : null) : Math.round(lines.reduce((total, line) => total + line.points, 0));
  return {
    figures,
    alerts,
    expectations,
    counts: { callerChat: count('callerChat'), operatorChat: count('operatorChat'), edits: count('edit') },
    endedAt: first('ended') ?? ordered.at(-1)?.at ?? 0,
    cutShortAt,
    leftOutFigures,
    score: sum === null ? null : Math.min(100, Math.max(0, sum)),
    scoreLines: lines,
  };
}

/** An expectation not met whose deadline was still ahead when the call was cut short. */
function dueAfter(e: ExpectationResult, cutShortAt: number): boolean {
  return !e.met && e.unchecked !== true && e.by !== null && e.by > cutShortAt;
}

function react(alert: DrillEvent, ordered: readonly DrillEvent[], config: DebriefConfig): DebriefAlert {
  const key = alert.detail ?? '';
  const reactions = config.reactions[key as AlertKey] ?? REACTIONS[key as AlertKey] ?? [];
  const window = config.reactionWindowSeconds;
  const reaction = ordered.find((e) => e.at > alert.at && e.at <= alert.at + window && reactions.includes(e.kind));
  return { key, at: alert.at, reactions, reactedAt: reaction?.at ?? null, windowSeconds: window };
}

/** Full marks at or under the target, falling in a straight line to none at twice the target; none when it never happened. */
export function figureRatio(value: number | null, target: number): number {
  if (value === null) return 0;
  if (value <= target) return 1;
  if (target <= 0) return 0;
  return Math.max(0, 1 - (value - target) / target);
}

/** A figure that had not happened when the call was cut short, with its target still ahead: it could not be earned. */
function leftOut(
  figure: DebriefFigure,
  figures: Readonly<Record<DebriefFigure, number | null>>,
  config: DebriefConfig,
  cutShortAt: number | null,
): boolean {
  const target = config.targets[figure];
  return target !== undefined && cutShortAt !== null && figures[figure] === null && target > cutShortAt;
}

function scoreLines(
  figures: Readonly<Record<DebriefFigure, number | null>>,
  alerts: readonly DebriefAlert[],
  expectations: readonly ExpectationResult[],
  config: DebriefConfig,
  leftOutFigures: readonly DebriefFigure[],
): ScoreLine[] {
  const parts: Omit<ScoreLine, 'points'>[] = [];
  const weightOf = (component: ScoreComponent) => config.weights[component] ?? 1;
  for (const figure of DEBRIEF_FIGURES) {
    const target = config.targets[figure];
    if (target === undefined || leftOutFigures.includes(figure)) continue;
    parts.push({
      component: figure,
      weight: weightOf(figure),
      ratio: figureRatio(figures[figure], target),
      value: figures[figure],
      target,
    });
  }
  const scored = alerts.filter((a) => a.reactions.length > 0);
  if (scored.length > 0) {
    const reacted = scored.filter((a) => a.reactedAt !== null).length;
    parts.push({
      component: 'reactions',
      weight: weightOf('reactions'),
      ratio: reacted / scored.length,
      value: reacted,
      target: scored.length,
    });
  }
  const checked = expectations.filter((e) => e.unchecked !== true && e.notDue !== true);
  if (checked.length > 0) {
    const met = checked.filter((e) => e.met).length;
    parts.push({
      component: 'expectations',
      weight: weightOf('expectations'),
      ratio: met / checked.length,
      value: met,
      target: checked.length,
    });
  }
  const counted = parts.filter((part) => part.weight > 0);
  const total = counted.reduce((sum, part) => sum + part.weight, 0);
  return counted.map((part) => ({ ...part, ratio: round(part.ratio, 3), points: round((100 * part.weight * part.ratio) / total) }));
}

function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
