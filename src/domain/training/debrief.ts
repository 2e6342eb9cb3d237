import { inTimeOrder, type AlertKey, type DrillEvent, type DrillEventKind } from './drill-event';
import { stepsRunAfterHandOver, type RanStep } from './hand-over-steps';

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
  /**
   * True when it was about what the scenario's caller does (not the trainee's own doing) and was not met when an
   * actor's phone took the caller over: the scenario's steps stopped there, so the trainee cannot be judged on it.
   */
  readonly byActor?: boolean;
  /**
   * True when it asks for nothing (a count of at least 0: always met, from the first moment): shown, not scored, so a
   * drill is not credited with it.
   */
  readonly vacuous?: boolean;
}

export interface DebriefAlert {
  readonly key: string;
  readonly at: number;
  /** The trainee actions that count as a reaction (empty: none expected, not scored). */
  readonly reactions: readonly DrillEventKind[];
  /** The first reaction within the window, or null. */
  readonly reactedAt: number | null;
  readonly windowSeconds: number;
  /**
   * A caller's line: its words, as the trainee's chat showed them (absent when no line reached the chat, as when an
   * actor's phone is prompted to say it), so that lines are told apart.
   */
  readonly line?: string;
}

export interface LeftOutFigure {
  readonly figure: DebriefFigure;
  readonly target: number;
  readonly reason: 'cutShort' | 'actor';
}

/** The figures the caller reaches (joining, the first picture and position), not the trainee. */
export const CALLER_FIGURES: readonly DebriefFigure[] = ['callerJoined', 'firstVideo', 'firstLocation'];

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

/**
 * When the trainee's screen first showed the caller's picture, and how long after the caller published it (`lag`, null
 * when the drill has no `firstVideo`). Shown beside "First video", not scored: the lag is the room's network and the
 * trainee's computer, not the trainee's doing; a slow network the trainee should notice is the `slow_network` alert.
 */
export interface VideoShown {
  readonly at: number;
  readonly lag: number | null;
}

export interface Debrief {
  readonly figures: Readonly<Record<DebriefFigure, number | null>>;
  /** The trainee's screen's first picture of the caller, or null when it never showed one (or did not tell). */
  readonly videoShown: VideoShown | null;
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
  /**
   * When an actor's phone claimed the link and a person played the caller from then on, or null: what the scenario's
   * caller was still to do is left out of the score (the caller's figures not reached by then, and the expectations
   * about the caller not met by then); the trainee's own figures, their reactions to every alert and the expectations
   * on what they do still count.
   */
  readonly actorFrom: number | null;
  /** The scenario's steps that still ran after the actor took the caller over: the faults of the trainee's console. */
  readonly ranAfterActor: readonly RanStep[];
  /**
   * The figures left out of the score, and why: their target was still ahead when the call was cut short (`cutShort`),
   * or they were the caller's to reach and an actor took the caller over before (`actor`).
   */
  readonly leftOutFigures: readonly LeftOutFigure[];
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
  const actorFrom = ordered.find((e) => e.kind === 'actorTookOver')?.at ?? null;
  const expectations = checked.map((e) => judged(e, cutShortAt, actorFrom));
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
  const shownAt = first('videoShown');
  const videoShown =
    shownAt === null ? null : { at: shownAt, lag: figures.firstVideo === null ? null : round(Math.max(0, shownAt - figures.firstVideo)) };
  const answers = answerLines(ordered, config);
  const words = lineWords(ordered);
  const alerts = ordered
    .filter((e) => e.kind === 'alert')
    .map((alert) => {
      const reacted = react(alert, ordered, config, answers);
      const line = words.get(alert);
      return line === undefined ? reacted : { ...reacted, line };
    });
  const count = (kind: DrillEventKind) => ordered.filter((e) => e.kind === kind).length;
  const leftOutFigures = DEBRIEF_FIGURES.flatMap((figure) => {
    const reason = leftOut(figure, figures, config, cutShortAt, actorFrom);
    return reason === null ? [] : [{ figure, target: config.targets[figure] ?? 0, reason }];
  });
  const lines = scoreLines(
    figures,
    alerts,
    expectations,
    config,
    leftOutFigures.map((left) => left.figure),
  );
  // Nothing to score in a drill that ran its course is full marks; in one ended before anything was due, or whose
  // caller an actor played before anything the trainee could be judged on, no score.
  const unjudged = cutShortAt !== null || actorFrom !== null;
  const sum = lines.length === 0 ? (unjudged ? null : 100) : Math.round(lines.reduce((total, line) => total + line.points, 0));
  return {
    figures,
    videoShown,
    alerts,
    expectations,
    counts: { callerChat: count('callerChat'), operatorChat: count('operatorChat'), edits: count('edit') },
    endedAt: first('ended') ?? ordered.at(-1)?.at ?? 0,
    cutShortAt,
    actorFrom,
    ranAfterActor: stepsRunAfterHandOver(ordered, actorFrom),
    leftOutFigures,
    score: sum === null ? null : Math.min(100, Math.max(0, sum)),
    scoreLines: lines,
  };
}

/**
 * An expectation as the score takes it: not due yet when the call was cut short (not met, its deadline still ahead), or
 * the scenario's caller's to bring about and not met when an actor took the caller over (whatever the actor did later).
 */
function judged(e: ExpectationResult, cutShortAt: number | null, actorFrom: number | null): ExpectationResult {
  if (isVacuous(e)) return { ...e, vacuous: true };
  if (e.unchecked === true) return e;
  if (actorFrom !== null && !isTraineesDoing(e) && !(e.met && e.at !== null && e.at <= actorFrom)) return { ...e, byActor: true };
  if (cutShortAt !== null && !e.met && e.by !== null && e.by > cutShortAt) return { ...e, notDue: true };
  return e;
}

/** The counts an expectation may ask for at least of (media, location points, chat lines). */
const COUNTED = new Set(['mediaCount', 'locationPoints', 'chatMessages']);

/** A count of at least 0 holds whatever happens: no expectation at all. */
function isVacuous(e: ExpectationResult): boolean {
  return COUNTED.has(e.expect) && e.subject !== undefined && Number(e.subject) <= 0;
}

/** The causes of a session's end that are no doing of the caller: the trainee's stop, and the console's faults. */
const SESSION_ENDS_NOT_BY_CALLER: ReadonlySet<string | undefined> = new Set(['operatorStop', 'serverStop', 'takeOver', 'already_joined']);

/**
 * What happens whoever plays the caller: what the trainee does alone (the incident's text, stopping the call), and a
 * session ended by a fault of the console (which still runs after an actor took the caller over).
 */
function isTraineesDoing(e: ExpectationResult): boolean {
  return (
    e.expect === 'description' ||
    e.expect === 'descriptionHolds' ||
    (e.expect === 'sessionEnded' && SESSION_ENDS_NOT_BY_CALLER.has(e.subject))
  );
}

/**
 * When each caller's line was answered. A line wants an answer of its own: each trainee reaction, in time order, answers
 * the latest line before it still open (within the window, not answered yet), as a chat reads (a reply follows the line
 * it answers). One reply after two lines answers the second; the first is left unanswered.
 */
function answerLines(ordered: readonly DrillEvent[], config: DebriefConfig): ReadonlyMap<DrillEvent, number> {
  const lines = ordered.filter((e) => e.kind === 'alert' && e.detail === 'caller_wrote');
  const reactions = config.reactions.caller_wrote ?? REACTIONS.caller_wrote;
  const window = config.reactionWindowSeconds;
  const answered = new Map<DrillEvent, number>();
  for (const reply of ordered) {
    if (!reactions.includes(reply.kind)) continue;
    const line = lines.findLast((l) => l.at < reply.at && reply.at <= l.at + window && !answered.has(l));
    if (line) answered.set(line, reply.at);
  }
  return answered;
}

/** How soon after its alert a caller's line reaches the chat and is still that line's words (seconds). */
const LINE_REACHES_CHAT_SECONDS = 1;

/** Each caller's line's words: the first line the caller wrote in the chat as the alert was shown, not another's. */
function lineWords(ordered: readonly DrillEvent[]): ReadonlyMap<DrillEvent, string> {
  const written = ordered.filter((e) => e.kind === 'callerChat' && e.detail !== undefined);
  const taken = new Set<DrillEvent>();
  const words = new Map<DrillEvent, string>();
  for (const alert of ordered) {
    if (alert.kind !== 'alert' || alert.detail !== 'caller_wrote') continue;
    const chat = written.find((e) => !taken.has(e) && e.at >= alert.at && e.at <= alert.at + LINE_REACHES_CHAT_SECONDS);
    if (!chat) continue;
    taken.add(chat);
    words.set(alert, chat.detail!);
  }
  return words;
}

/** The trainee's first reaction to an alert within the window; a caller's line, the reply that answered it. */
function react(
  alert: DrillEvent,
  ordered: readonly DrillEvent[],
  config: DebriefConfig,
  lines: ReadonlyMap<DrillEvent, number>,
): DebriefAlert {
  const key = alert.detail ?? '';
  const reactions = config.reactions[key as AlertKey] ?? REACTIONS[key as AlertKey] ?? [];
  const window = config.reactionWindowSeconds;
  const reactedAt =
    key === 'caller_wrote'
      ? (lines.get(alert) ?? null)
      : (ordered.find((e) => e.at > alert.at && e.at <= alert.at + window && reactions.includes(e.kind))?.at ?? null);
  return { key, at: alert.at, reactions, reactedAt, windowSeconds: window };
}

/** Full marks at or under the target, falling in a straight line to none at twice the target; none when it never happened. */
export function figureRatio(value: number | null, target: number): number {
  if (value === null) return 0;
  if (value <= target) return 1;
  if (target <= 0) return 0;
  return Math.max(0, 1 - (value - target) / target);
}

/**
 * Why a figure with a target could not be earned, or null when it counts: the caller's figure not reached when an actor
 * took the caller over, or a figure that had not happened when the call was cut short with its target still ahead.
 */
function leftOut(
  figure: DebriefFigure,
  figures: Readonly<Record<DebriefFigure, number | null>>,
  config: DebriefConfig,
  cutShortAt: number | null,
  actorFrom: number | null,
): LeftOutFigure['reason'] | null {
  const target = config.targets[figure];
  const value = figures[figure];
  if (target === undefined) return null;
  if (actorFrom !== null && CALLER_FIGURES.includes(figure) && (value === null || value > actorFrom)) return 'actor';
  return cutShortAt !== null && value === null && target > cutShortAt ? 'cutShort' : null;
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
  const checked = expectations.filter((e) => e.unchecked !== true && e.notDue !== true && e.byActor !== true && e.vacuous !== true);
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
