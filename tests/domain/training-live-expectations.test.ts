import { describe, expect, it } from 'vitest';
import { computeDebrief } from '../../src/domain/training/debrief';
import type { DrillEvent } from '../../src/domain/training/drill-event';
import { expectationsFromEvents, type LiveExpectation } from '../../src/domain/training/live-expectations';

const e = (at: number, kind: DrillEvent['kind'], detail?: string): DrillEvent =>
  detail === undefined ? { at, kind } : { at, kind, detail };

/** A drill written as its timeline: `seconds kind [detail]` per line. */
const DRILL: DrillEvent[] = `
  0 linkSent sms · 4 delivery read · 8 alert refused_location · 10 firstVideo · 12 firstLocation
  20 callerChat hi · 25 operatorChat hello · 40 alert taken_over · 41 ended`
  .split(/[·\n]/)
  .map((item) => item.trim().split(' '))
  .filter((words) => words.length >= 2)
  .map(([at, kind, detail]) => e(Number(at), kind as DrillEvent['kind'], detail));

describe('expectationsFromEvents: a live drill’s expectations from its events', () => {
  it.each<[string, LiveExpectation, { met: boolean; at: number | null; unchecked?: boolean }]>([
    ['the video in time', { expect: 'streamShown', by: 12 }, { met: true, at: 10 }],
    ['the video late', { expect: 'streamShown', by: 9 }, { met: false, at: 10 }],
    ['a read link', { expect: 'toast', key: 'message_status.link_read', by: 7 }, { met: true, at: 4 }],
    ['a refused location', { expect: 'toast', key: 'message_status.refused_location', by: 11 }, { met: true, at: 8 }],
    ['both refused, only one was', { expect: 'toast', key: 'message_status.refused_both', by: 11 }, { met: false, at: null }],
    [
      'a toast the events cannot tell',
      { expect: 'toast', key: 'message_status.accepted_camera', by: 11 },
      { met: false, at: null, unchecked: true },
    ],
    ['two chat lines', { expect: 'chatMessages', atLeast: 2, by: 30 }, { met: true, at: 25 }],
    ['three chat lines', { expect: 'chatMessages', atLeast: 3, by: 30 }, { met: false, at: null }],
    ['a first location point', { expect: 'locationPoints', atLeast: 1, by: 15 }, { met: true, at: 12 }],
    ['ten location points', { expect: 'locationPoints', atLeast: 10, by: 90 }, { met: false, at: null, unchecked: true }],
    ['ended by a take-over', { expect: 'sessionEnded', cause: 'takeOver', by: 41 }, { met: true, at: 40 }],
    ['ended by the operator', { expect: 'sessionEnded', cause: 'operatorStop', by: 60 }, { met: false, at: null }],
    ['a description', { expect: 'description', by: 60 }, { met: false, at: null, unchecked: true }],
  ])('%s', (_, expectation, outcome) => {
    const [result] = expectationsFromEvents([expectation], DRILL);
    expect(result).toMatchObject({ index: 0, expect: expectation.expect, by: expectation.by, ...outcome });
    expect(result?.unchecked).toBe(outcome.unchecked);
  });

  it('leaves unchecked expectations out of the score', () => {
    const results = expectationsFromEvents(
      [
        { expect: 'streamShown', by: 12 },
        { expect: 'mediaCount', atLeast: 2, by: 60 },
      ],
      DRILL,
    );
    expect(computeDebrief(DRILL, results).scoreLines.find((line) => line.component === 'expectations')).toMatchObject({
      value: 1,
      target: 1,
    });
  });
});

describe('a drill whose call the server ended (the trainer’s “End the call”)', () => {
  const ended = (at: number) => [
    ...[e(0, 'drillStarted'), e(0, 'linkSent', 'sms'), e(4, 'delivery', 'read'), e(10, 'firstVideo')].filter((x) => x.at < at),
    e(at, 'stop', 'server'),
    e(at, 'ended'),
  ];
  const scenario: LiveExpectation[] = [
    { expect: 'toast', key: 'message_status.link_read', by: 7 },
    { expect: 'streamShown', by: 12 },
    { expect: 'chatMessages', atLeast: 1, by: 40 },
    { expect: 'sessionEnded', cause: 'takeOver' },
  ];
  it.each<[string, number, { score: number; notDue: readonly boolean[]; scored: string }]>([
    // At 20 s the chat line was not due yet (by 40): left out; the take-over (no deadline) was due and did not come.
    ['at 20 s', 20, { score: 67, notDue: [false, false, true, false], scored: '2 of 3' }],
    // At 50 s every deadline had passed: the missing chat line counts against.
    ['at 50 s', 50, { score: 50, notDue: [false, false, false, false], scored: '2 of 4' }],
    // At 5 s the video (by 12) was not due yet either.
    ['at 5 s', 5, { score: 50, notDue: [false, true, true, false], scored: '1 of 2' }],
  ])('is scored on what was due when it ended %s', (_, at, outcome) => {
    const events = ended(at);
    const debrief = computeDebrief(events, expectationsFromEvents(scenario, events), {
      targets: { firstChatReply: 30, firstVideo: 15 },
      weights: { firstChatReply: 0, firstVideo: 0 },
      reactionWindowSeconds: 30,
      reactions: {},
    });
    expect(debrief.cutShortAt).toBe(at);
    expect(debrief.expectations.map((x) => x.notDue === true)).toEqual(outcome.notDue);
    const line = debrief.scoreLines.find((l) => l.component === 'expectations');
    expect(`${line?.value} of ${line?.target}`).toBe(outcome.scored);
    expect(debrief.score).toBe(outcome.score);
  });

  it('leaves out a figure whose target was still ahead and counts one whose target had passed', () => {
    const config = { targets: { firstChatReply: 30 }, weights: {}, reactionWindowSeconds: 30, reactions: {} };
    expect(computeDebrief(ended(20), [], config).scoreLines.map((l) => l.component)).toEqual([]);
    expect(computeDebrief(ended(45), [], config).scoreLines.map((l) => [l.component, l.points])).toEqual([['firstChatReply', 0]]);
    // The operator stopping the call is not the server's: everything counts.
    const stopped = [e(0, 'linkSent', 'sms'), e(20, 'stop', 'operator'), e(20, 'ended')];
    expect(computeDebrief(stopped, [], config)).toMatchObject({ cutShortAt: null, score: 0 });
  });
});
