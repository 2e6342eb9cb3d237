import type { TFunction } from 'i18next';
import {
  DEBRIEF_FIGURES,
  type Debrief,
  type DebriefAlert,
  type DebriefFigure,
  type ExpectationResult,
  type ScoreLine,
} from '../../../domain/training/debrief';
import { drillTimeText } from '../../../domain/training/drill-time';
import { recordingLength, type KeptRecording } from '../../../domain/training/kept-drill';
import { actionText } from './drill-words';

/** A figure's value (minutes and seconds) and its target when the scenario sets one; `not reached` when it never happened. */
export function figureText(t: TFunction, debrief: Debrief, figure: DebriefFigure): string {
  const value = debrief.figures[figure];
  const text = value === null ? t('training.debrief.not_reached') : drillTimeText(value);
  const byActor = debrief.leftOutFigures.some((left) => left.figure === figure && left.reason === 'actor');
  if (byActor && debrief.actorFrom !== null)
    return t('training.debrief.figure_by_actor', { value: text, at: drillTimeText(debrief.actorFrom) });
  const target = debrief.scoreLines.find((line) => line.component === figure)?.target ?? null;
  return target === null ? text : t('training.debrief.with_target', { value: text, target: drillTimeText(target) });
}

/**
 * The debrief's figures as rows of words (what, and its value), with the trainee's screen's first picture of the caller
 * right under "First video": when it showed and how long after the caller published it.
 */
export function figureRows(
  t: TFunction,
  debrief: Debrief,
): readonly { readonly key: string; readonly label: string; readonly value: string }[] {
  return DEBRIEF_FIGURES.flatMap((figure) => {
    const row = { key: figure, label: t(`training.debrief.figure.${figure}`), value: figureText(t, debrief, figure) };
    if (figure !== 'firstVideo' || (debrief.figures.firstVideo === null && debrief.videoShown === null)) return [row];
    return [row, { key: 'videoShown', label: t('training.debrief.video_shown'), value: videoShownText(t, debrief) }];
  });
}

/** When the trainee's screen first showed the caller's picture, and the lag behind the caller's publishing it. */
function videoShownText(t: TFunction, debrief: Debrief): string {
  const shown = debrief.videoShown;
  if (shown === null) return t('training.debrief.video_not_shown');
  const at = drillTimeText(shown.at);
  return shown.lag === null ? at : t('training.debrief.video_shown_at', { at, lag: shown.lag.toFixed(1) });
}

/** What an alert was: its kind, and a caller's line with its words (`Caller wrote in the chat: “Which floor?”`). */
export function alertText(t: TFunction, alert: DebriefAlert): string {
  const what = t(`training.alerts.${alert.key}`, { defaultValue: alert.key });
  return alert.line === undefined ? what : t('training.debrief.alert_line', { alert: what, line: alert.line });
}

/** Whether and when the trainee reacted to an alert (within its window), or that no reaction was expected. */
export function alertReactionText(t: TFunction, alert: DebriefAlert): string {
  if (alert.reactions.length === 0) return t('training.debrief.no_reaction_expected');
  if (alert.reactedAt === null) return t('training.debrief.no_reaction', { window: alert.windowSeconds });
  return t('training.debrief.reacted', { after: Math.round((alert.reactedAt - alert.at) * 10) / 10 });
}

/** A score line: what it earned, out of its share, and the value it was measured on. */
export function scoreLineText(t: TFunction, line: ScoreLine): string {
  const measured =
    line.component === 'reactions' || line.component === 'expectations'
      ? t('training.debrief.of', { value: line.value ?? 0, total: line.target ?? 0 })
      : line.value === null
        ? t('training.debrief.not_reached')
        : t('training.debrief.with_target', { value: drillTimeText(line.value), target: drillTimeText(line.target ?? 0) });
  return t('training.debrief.points', { points: line.points, ratio: Math.round(line.ratio * 100), measured });
}

/**
 * One of the scenario's expectations in words: what was expected (and what it names), and whether it happened, when,
 * and by when it had to; one a live drill's events cannot tell says it was not checked.
 */
export function expectationText(
  t: TFunction,
  e: ExpectationResult,
  actorFrom: number | null = null,
): { readonly what: string; readonly subject: string; readonly outcome: string } {
  const what = t(`training.debrief.expect.${e.expect}`, { defaultValue: e.expect });
  const outcome =
    e.byActor === true && actorFrom !== null
      ? t('training.debrief.expect_by_actor', { at: drillTimeText(actorFrom) })
      : expectationOutcome(t, e);
  return { what, subject: subjectText(t, e), outcome };
}

/** What an expectation names, in words: the toast's own message, how the session ended, else as the scenario wrote it. */
function subjectText(t: TFunction, e: ExpectationResult): string {
  if (e.subject === undefined) return '';
  if (e.expect === 'sessionEnded') return t(`training.debrief.end_cause.${e.subject}`, { defaultValue: e.subject });
  if (e.expect === 'toast') return t(e.subject, { defaultValue: e.subject });
  return e.subject;
}

function expectationOutcome(t: TFunction, e: ExpectationResult): string {
  if (e.vacuous === true) return t('training.debrief.expect_vacuous');
  if (e.unchecked === true) return t('training.debrief.expect_unchecked');
  const by = e.by === null ? null : drillTimeText(e.by);
  if (e.notDue === true) return t('training.debrief.expect_not_due', { by: by ?? '' });
  if (e.met) return t('training.debrief.expect_met', { at: drillTimeText(e.at ?? 0) });
  if (e.at !== null) return t('training.debrief.expect_late', { at: drillTimeText(e.at), by: by ?? '' });
  return by === null ? t('training.debrief.expect_never') : t('training.debrief.expect_missed', { by });
}

/**
 * When the server ended the call (the trainer's "End the call"), what the score leaves out: null when the call ended
 * otherwise.
 */
export function cutShortText(t: TFunction, debrief: Debrief): string | null {
  if (debrief.cutShortAt === null) return null;
  if (debrief.score === null) return unscoredText(t, debrief);
  const left = debrief.expectations.filter((e) => e.notDue === true).length;
  return t('training.debrief.cut_short', { at: drillTimeText(debrief.cutShortAt), count: left });
}

/**
 * When an actor's phone took the caller over, what the score leaves out for it: null when no actor did. (An unscored
 * drill says it once, in cutShortText's place when the call was also cut short.)
 */
export function actorText(t: TFunction, debrief: Debrief): string | null {
  if (debrief.actorFrom === null) return null;
  const ran = ranAfterActorText(t, debrief);
  if (debrief.score === null) return debrief.cutShortAt === null ? [unscoredText(t, debrief), ran].filter(Boolean).join(' ') : ran;
  const left = debrief.expectations.filter((e) => e.byActor === true).length;
  return [t('training.debrief.actor', { at: drillTimeText(debrief.actorFrom), count: left }), ran].filter(Boolean).join(' ');
}

/** Which of the scenario's steps still ran after the actor took the caller over (the console's faults), or null. */
function ranAfterActorText(t: TFunction, debrief: Debrief): string | null {
  if (debrief.ranAfterActor.length === 0) return null;
  const steps = debrief.ranAfterActor.map((step) =>
    t('training.debrief.ran_step', { action: actionText(t, step.action), at: drillTimeText(step.at) }),
  );
  return t('training.debrief.ran_after_actor', { steps: steps.join(', ') });
}

/** The score in words: `85 / 100`, or `Not scored` when nothing the trainee could be judged on was left. */
export function scoreText(t: TFunction, debrief: Debrief): string {
  return debrief.score === null ? t('training.debrief.not_scored') : `${debrief.score} / 100`;
}

/**
 * Why a drill has no score (it was ended before anything was due, or an actor played the caller before anything the
 * trainee could be judged on), and what was left out of it.
 */
function unscoredText(t: TFunction, debrief: Debrief): string {
  const notDue = debrief.expectations.filter((e) => e.notDue === true).length;
  const byActor = debrief.expectations.filter((e) => e.byActor === true).length;
  const leftOut = [
    ...debrief.leftOutFigures.map(({ figure, target }) =>
      t('training.debrief.left_out_figure', { figure: t(`training.debrief.figure.${figure}`), target: drillTimeText(target) }),
    ),
    ...(notDue > 0 ? [t('training.debrief.left_out_expectations', { count: notDue })] : []),
    ...(byActor > 0 ? [t('training.debrief.left_out_by_actor', { count: byActor })] : []),
  ].join(', ');
  if (debrief.cutShortAt === null && debrief.actorFrom !== null) {
    const at = drillTimeText(debrief.actorFrom);
    return leftOut ? t('training.debrief.unscored_actor', { at, leftOut }) : t('training.debrief.unscored_actor_nothing', { at });
  }
  const at = drillTimeText(debrief.cutShortAt ?? 0);
  return leftOut ? t('training.debrief.unscored', { at, leftOut }) : t('training.debrief.unscored_nothing', { at });
}

/**
 * Why the score has no lines: nothing was set to score (full marks), the call was ended before anything was due, or
 * nothing was left to judge the trainee on once an actor played the caller.
 */
export function noScoreLinesText(t: TFunction, debrief: Debrief): string {
  if (debrief.score !== null) return t('training.debrief.no_score_lines');
  return t(debrief.cutShortAt === null ? 'training.debrief.no_score_lines_actor' : 'training.debrief.no_score_lines_unscored');
}

/**
 * Where a recording runs on the drill's clock and how long, in the one form the debrief and the kept drills' list both
 * show (`00:05`, `00:19`, 14.1 seconds: to a tenth, as recordingLength gives it); null where the recording did not tell.
 */
export function recordingSpan(recording: KeptRecording): { readonly from: string; readonly to: string; readonly length: number } | null {
  const length = recordingLength(recording);
  if (length === null || recording.from === null || recording.to === null) return null;
  return { from: drillTimeText(recording.from), to: drillTimeText(recording.to), length };
}

/** A recording as the debrief lists it: where it starts on the drill's clock (`—` where it did not tell), and the clip. */
export function recordingText(t: TFunction, recording: KeptRecording): { readonly at: string; readonly what: string } {
  const span = recordingSpan(recording);
  return {
    at: recording.from === null ? '—' : drillTimeText(recording.from),
    what:
      span === null
        ? t('training.debrief.recording_untimed', { filename: recording.filename })
        : t('training.debrief.recording_row', { filename: recording.filename, length: span.length }),
  };
}

/**
 * A kept drill's recording's name: where in the drill it runs and how long (`Recording 00:05–00:19, 14.1 s`), so the
 * several of a call whose picture restarted are told apart; `Recording n` where it did not tell. With `names`, the
 * link's full label, which says it plays (`Play recording 1 of 2, from 00:05 to 00:19 …`).
 */
export function keptRecordingName(
  t: TFunction,
  recording: KeptRecording,
  index: number,
  count: number,
  names?: { readonly scenario: string; readonly trainee: string; readonly date: string },
): string {
  const number = index + 1;
  const span = recordingSpan(recording);
  if (span === null)
    return names ? t('training.kept.recording_label', { ...names, number, total: count }) : t('training.kept.recording', { number });
  return names
    ? t('training.kept.recording_span_label', { ...names, ...span, number, total: count })
    : t('training.kept.recording_span', span);
}
