import type { Debrief, DebriefFigure, ScoreComponent } from '../../domain/training/debrief';

/** The runner's words for the debrief's ids (the trainer's screen has its own, translated). */
const FIGURE_WORDS: Readonly<Record<DebriefFigure, string>> = {
  linkSent: 'time to send the link',
  callerJoined: 'caller joined the video',
  firstVideo: 'first video',
  firstLocation: 'first location',
  firstChatReply: 'first chat reply by the operator',
};

const COMPONENT_WORDS: Readonly<Record<ScoreComponent, string>> = {
  ...FIGURE_WORDS,
  reactions: 'alerts reacted to in time',
  expectations: 'expectations met',
};

const seconds = (value: number | null) => (value === null ? 'never' : `${value.toFixed(1)} s`);

/** When the trainee's screen first showed the caller's picture, and how long after the caller published it (not scored). */
function shownWords(debrief: Debrief): string {
  const shown = debrief.videoShown;
  if (shown === null) return 'not shown';
  return shown.lag === null
    ? seconds(shown.at)
    : `${seconds(shown.at)} (${shown.lag.toFixed(1)} s after the caller published it; not scored)`;
}

/** The debrief as `npm run simulate` prints it after the timeline. */
export function formatDebrief(debrief: Debrief): string {
  const lines = ['', 'Debrief'];
  const byActor = (figure: DebriefFigure) => debrief.leftOutFigures.some((left) => left.figure === figure && left.reason === 'actor');
  for (const [figure, words] of Object.entries(FIGURE_WORDS) as [DebriefFigure, string][]) {
    lines.push(
      `  ${words.padEnd(34)} ${seconds(debrief.figures[figure])}${byActor(figure) ? ' (left out: the actor played the caller)' : ''}`,
    );
    if (figure === 'firstVideo' && (debrief.figures.firstVideo !== null || debrief.videoShown !== null))
      lines.push(`  ${"video on the trainee's screen".padEnd(34)} ${shownWords(debrief)}`);
  }
  lines.push(
    `  ${'chat lines (caller / operator)'.padEnd(34)} ${debrief.counts.callerChat} / ${debrief.counts.operatorChat}`,
    `  ${'edits by the operator'.padEnd(34)} ${debrief.counts.edits}`,
  );
  lines.push(debrief.alerts.length === 0 ? '  alerts: none' : '  alerts:');
  for (const alert of debrief.alerts) {
    const reaction =
      alert.reactions.length === 0
        ? 'no reaction expected'
        : alert.reactedAt === null
          ? `no reaction (${alert.reactions.join(' or ')}) within ${alert.windowSeconds} s`
          : `reacted at ${seconds(alert.reactedAt)} (${(alert.reactedAt - alert.at).toFixed(1)} s later)`;
    lines.push(`    ${seconds(alert.at).padStart(8)}  ${alert.key.padEnd(18)} ${reaction}`);
  }
  lines.push(debrief.expectations.length === 0 ? '  expectations: none' : '  expectations:');
  for (const e of debrief.expectations) {
    const what = [e.expect, e.subject].filter(Boolean).join(' ');
    const when = e.at === null ? 'never' : `at ${seconds(e.at)}`;
    const outcome =
      e.vacuous === true ? 'EMPTY ' : e.byActor === true ? 'ACTOR ' : e.notDue === true ? 'NOTDUE' : e.met ? 'met   ' : 'MISSED';
    lines.push(`    ${outcome}  ${what}: ${when}${e.by === null ? '' : `, by ${e.by} s`}`);
  }
  if (debrief.actorFrom !== null)
    lines.push(
      `  an actor's phone took the caller over at ${seconds(debrief.actorFrom)}: the scenario caller's steps after it were not run;` +
        ' what its caller was still to do is left out of the score',
      ...(debrief.ranAfterActor.length === 0
        ? []
        : [`  the console's faults still ran after it: ${debrief.ranAfterActor.map((s) => `${s.action} at ${seconds(s.at)}`).join(', ')}`]),
    );
  lines.push(debrief.score === null ? `  not scored: ${unscoredWords(debrief)}` : `  score ${debrief.score}/100`);
  for (const line of debrief.scoreLines) {
    const detail =
      line.component === 'reactions' || line.component === 'expectations'
        ? `${line.value ?? 0} of ${line.target ?? 0}`
        : `${seconds(line.value)} for a target of ${seconds(line.target)}`;
    lines.push(`    ${line.points.toFixed(1).padStart(5)}  ${COMPONENT_WORDS[line.component]}: ${detail} (weight ${line.weight})`);
  }
  return lines.join('\n');
}

/**
 * Why a debrief has no score (the call was ended before anything was due, or an actor played the caller before anything
 * the trainee could be judged on), and what was left out of it.
 */
function unscoredWords(debrief: Debrief): string {
  const notDue = debrief.expectations.filter((e) => e.notDue === true).length;
  const byActor = debrief.expectations.filter((e) => e.byActor === true).length;
  const leftOut = [
    ...debrief.leftOutFigures.map(({ figure, target }) => `${FIGURE_WORDS[figure]} (target ${seconds(target)})`),
    ...(notDue > 0 ? [`${notDue} expectation${notDue === 1 ? '' : 's'} not due yet`] : []),
    ...(byActor > 0 ? [`${byActor} expectation${byActor === 1 ? '' : 's'} on the scenario's caller`] : []),
  ];
  const ended =
    debrief.cutShortAt === null
      ? `the actor played the caller from ${seconds(debrief.actorFrom)}, and nothing the trainee could be judged on was left`
      : `the call was ended at ${seconds(debrief.cutShortAt)}, before anything was due`;
  return leftOut.length === 0 ? `${ended} (nothing was set to score by then)` : `${ended}; left out: ${leftOut.join(', ')}`;
}
