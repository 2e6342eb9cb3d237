import { describe, expect, it } from 'vitest';
import {
  computeDebrief,
  DEFAULT_DEBRIEF_CONFIG,
  figureRatio,
  type DebriefConfig,
  type ExpectationResult,
} from '../../src/domain/training/debrief';
import { inTimeOrder, type DrillEvent } from '../../src/domain/training/drill-event';

const e = (at: number, kind: DrillEvent['kind'], detail?: string): DrillEvent =>
  detail === undefined ? { at, kind } : { at, kind, detail };
const config = (patch: Partial<DebriefConfig>): DebriefConfig => ({ ...DEFAULT_DEBRIEF_CONFIG, ...patch });
const result = (index: number, met: boolean, at: number | null): ExpectationResult => ({ index, expect: 'toast', met, at, by: 10 });

const DRILL: DrillEvent[] = [
  e(-42, 'drillStarted'),
  e(0, 'linkSent', 'sms'),
  e(3, 'delivery', 'read'),
  e(8, 'alert', 'refused_camera'),
  e(9, 'callerJoined'),
  e(12, 'firstVideo'),
  e(15, 'firstLocation'),
  e(20, 'callerChat', 'hello'),
  e(25, 'operatorChat', 'stay there'),
  e(30, 'edit', 'description'),
  e(90, 'ended'),
];

describe('computeDebrief: the figures of a drill', () => {
  it.each<[string, DrillEvent[], Record<string, number | null>]>([
    ['a full drill', DRILL, { linkSent: 42, callerJoined: 9, firstVideo: 12, firstLocation: 15, firstChatReply: 25 }],
    [
      'nothing but the link',
      [e(0, 'linkSent')],
      { linkSent: null, callerJoined: null, firstVideo: null, firstLocation: null, firstChatReply: null },
    ],
    [
      'events out of order are read in time order',
      [e(30, 'firstVideo'), e(10, 'firstVideo'), e(-5, 'drillStarted'), e(0, 'linkSent')],
      { linkSent: 5, firstVideo: 10 },
    ],
    [
      'the first of each counts',
      [e(0, 'linkSent'), e(5, 'operatorChat'), e(7, 'operatorChat'), e(2, 'callerJoined'), e(40, 'callerJoined')],
      { firstChatReply: 5, callerJoined: 2 },
    ],
  ])('%s', (_, events, figures) => {
    expect(computeDebrief(events, []).figures).toMatchObject(figures);
  });

  it('counts chat lines and edits, and ends at the ended event (else the last event)', () => {
    expect(computeDebrief(DRILL, [])).toMatchObject({ counts: { callerChat: 1, operatorChat: 1, edits: 1 }, endedAt: 90 });
    expect(computeDebrief([e(0, 'linkSent'), e(12, 'firstVideo')], []).endedAt).toBe(12);
    expect(computeDebrief([], []).endedAt).toBe(0);
  });
});

describe('computeDebrief: the caller’s first picture on the trainee’s screen', () => {
  const targets = config({ targets: { firstVideo: 20 } });
  it.each<[string, DrillEvent[], { at: number; lag: number | null } | null]>([
    ['shown 4.2 s after the caller published it', [e(0, 'linkSent'), e(12, 'firstVideo'), e(16.2, 'videoShown')], { at: 16.2, lag: 4.2 }],
    ['shown at once', [e(0, 'linkSent'), e(12, 'firstVideo'), e(12, 'videoShown')], { at: 12, lag: 0 }],
    ['never shown (the picture never reached the screen)', [e(0, 'linkSent'), e(12, 'firstVideo')], null],
    ['the first showing counts', [e(0, 'linkSent'), e(12, 'firstVideo'), e(40, 'videoShown'), e(14, 'videoShown')], { at: 14, lag: 2 }],
    ['shown with no publishing told: no lag', [e(0, 'linkSent'), e(14, 'videoShown')], { at: 14, lag: null }],
  ])('%s', (_, events, shown) => {
    expect(computeDebrief(events, [], targets).videoShown).toEqual(shown);
  });

  it('keeps "First video" at the caller’s publishing, and does not score the lag to the screen', () => {
    const published = [e(0, 'linkSent'), e(12, 'firstVideo')];
    const late = computeDebrief([...published, e(31, 'videoShown')], [], targets);
    expect(late.figures.firstVideo).toBe(12);
    expect(late.videoShown).toEqual({ at: 31, lag: 19 });
    expect(late.score).toBe(computeDebrief([...published, e(12.3, 'videoShown')], [], targets).score);
    expect(late.scoreLines.map((line) => line.component)).toEqual(['firstVideo']);
  });
});

describe('computeDebrief: alerts and reactions', () => {
  it.each<[string, DrillEvent[], DebriefConfig, Array<{ key: string; reactedAt: number | null }>]>([
    ['a chat after the refused camera is a reaction', DRILL, DEFAULT_DEBRIEF_CONFIG, [{ key: 'refused_camera', reactedAt: 25 }]],
    ['too late for a 10 s window', DRILL, config({ reactionWindowSeconds: 10 }), [{ key: 'refused_camera', reactedAt: null }]],
    [
      'an edit does not answer a refused camera',
      [e(0, 'linkSent'), e(8, 'alert', 'refused_camera'), e(9, 'edit')],
      DEFAULT_DEBRIEF_CONFIG,
      [{ key: 'refused_camera', reactedAt: null }],
    ],
    [
      'unless the scenario says so',
      [e(0, 'linkSent'), e(8, 'alert', 'refused_camera'), e(9, 'edit')],
      config({ reactions: { refused_camera: ['edit'] } }),
      [{ key: 'refused_camera', reactedAt: 9 }],
    ],
    [
      'a chat before the alert does not count',
      [e(0, 'operatorChat'), e(8, 'alert', 'refused_location')],
      DEFAULT_DEBRIEF_CONFIG,
      [{ key: 'refused_location', reactedAt: null }],
    ],
    [
      'a failed delivery is answered by sending again',
      [e(0, 'linkSent'), e(1, 'alert', 'delivery_failed'), e(20, 'linkSent', 'whatsapp')],
      DEFAULT_DEBRIEF_CONFIG,
      [{ key: 'delivery_failed', reactedAt: 20 }],
    ],
    [
      'each alert on its own',
      [e(0, 'linkSent'), e(5, 'alert', 'socket_dropped'), e(9, 'alert', 'caller_left'), e(12, 'operatorChat')],
      DEFAULT_DEBRIEF_CONFIG,
      [
        { key: 'socket_dropped', reactedAt: null },
        { key: 'caller_left', reactedAt: 12 },
      ],
    ],
    [
      'one reply to two caller lines answers the line it follows; the first is left unanswered',
      [e(0, 'linkSent'), e(10, 'alert', 'caller_wrote'), e(12, 'alert', 'caller_wrote'), e(15, 'operatorChat')],
      DEFAULT_DEBRIEF_CONFIG,
      [
        { key: 'caller_wrote', reactedAt: null },
        { key: 'caller_wrote', reactedAt: 15 },
      ],
    ],
    [
      'two replies after two caller lines answer one each, the latest line first',
      [e(0, 'linkSent'), e(10, 'alert', 'caller_wrote'), e(12, 'alert', 'caller_wrote'), e(15, 'operatorChat'), e(18, 'operatorChat')],
      DEFAULT_DEBRIEF_CONFIG,
      [
        { key: 'caller_wrote', reactedAt: 18 },
        { key: 'caller_wrote', reactedAt: 15 },
      ],
    ],
    [
      'a second reply too late for the first line leaves it unanswered',
      [e(0, 'linkSent'), e(10, 'alert', 'caller_wrote'), e(12, 'alert', 'caller_wrote'), e(15, 'operatorChat'), e(45, 'operatorChat')],
      DEFAULT_DEBRIEF_CONFIG,
      [
        { key: 'caller_wrote', reactedAt: null },
        { key: 'caller_wrote', reactedAt: 15 },
      ],
    ],
    [
      'a reply between two caller lines answers the first only',
      [e(0, 'linkSent'), e(10, 'alert', 'caller_wrote'), e(11, 'operatorChat'), e(12, 'alert', 'caller_wrote')],
      DEFAULT_DEBRIEF_CONFIG,
      [
        { key: 'caller_wrote', reactedAt: 11 },
        { key: 'caller_wrote', reactedAt: null },
      ],
    ],
    [
      'the reply that answered a caller line may also tell the caller the network is slow',
      [e(0, 'linkSent'), e(10, 'alert', 'caller_wrote'), e(11, 'alert', 'slow_network'), e(14, 'operatorChat')],
      DEFAULT_DEBRIEF_CONFIG,
      [
        { key: 'caller_wrote', reactedAt: 14 },
        { key: 'slow_network', reactedAt: 14 },
      ],
    ],
  ])('%s', (_, events, cfg, alerts) => {
    expect(computeDebrief(events, [], cfg).alerts.map(({ key, reactedAt }) => ({ key, reactedAt }))).toEqual(alerts);
  });

  it('carries the window and the expected reactions (none for a socket drop)', () => {
    const { alerts } = computeDebrief(
      [e(5, 'alert', 'socket_dropped'), e(6, 'alert', 'refused_camera')],
      [],
      config({ reactionWindowSeconds: 20 }),
    );
    expect(alerts).toEqual([
      { key: 'socket_dropped', at: 5, reactions: [], reactedAt: null, windowSeconds: 20 },
      { key: 'refused_camera', at: 6, reactions: ['operatorChat'], reactedAt: null, windowSeconds: 20 },
    ]);
  });
});

describe('computeDebrief: a caller’s line’s words', () => {
  it.each<[string, DrillEvent[], Array<string | undefined>]>([
    [
      'each line its own words, two at one moment told apart',
      [
        e(20, 'alert', 'caller_wrote'),
        e(20, 'callerChat', 'Hello, can you see me?'),
        e(20, 'alert', 'caller_wrote'),
        e(20.2, 'callerChat', 'Which floor are you on?'),
      ],
      ['Hello, can you see me?', 'Which floor are you on?'],
    ],
    [
      'a line prompted to an actor’s phone, which the chat never showed, has none',
      [e(30, 'alert', 'caller_wrote'), e(45, 'callerChat', 'The door is open')],
      [undefined],
    ],
  ])('%s', (_, events, lines) => {
    expect(computeDebrief(events, []).alerts.map((a) => a.line)).toEqual(lines);
  });
});

describe('computeDebrief: caller lines left unanswered', () => {
  it('count against the reactions’ score, each with its time', () => {
    const debrief = computeDebrief(
      [e(0, 'linkSent'), e(10, 'alert', 'caller_wrote'), e(12, 'alert', 'caller_wrote'), e(15, 'operatorChat'), e(90, 'ended')],
      [],
    );
    expect(debrief.alerts.filter((a) => a.reactedAt === null).map((a) => a.at)).toEqual([10]);
    expect(debrief.scoreLines).toEqual([expect.objectContaining({ component: 'reactions', value: 1, ratio: 0.5 })]);
    expect(debrief.score).toBe(50);
  });
});

describe('computeDebrief: the score', () => {
  it.each<[string, DrillEvent[], ExpectationResult[], DebriefConfig, number | null]>([
    ['nothing to score is full marks', [e(0, 'linkSent')], [], DEFAULT_DEBRIEF_CONFIG, 100],
    ['every expectation met, the alert answered', DRILL, [result(0, true, 3), result(1, true, 9)], DEFAULT_DEBRIEF_CONFIG, 100],
    ['half the expectations, the alert answered', DRILL, [result(0, true, 3), result(1, false, null)], DEFAULT_DEBRIEF_CONFIG, 75],
    [
      'the video target met, the link target missed by half, the alert answered',
      DRILL,
      [],
      config({ targets: { firstVideo: 15, linkSent: 28 } }),
      83,
    ],
    ['a figure that never happened earns nothing', [e(0, 'linkSent')], [], config({ targets: { firstVideo: 15 } }), 0],
    ['weights share the score', DRILL, [result(0, false, null)], config({ weights: { reactions: 3, expectations: 1 } }), 75],
    ['a weight of 0 leaves the part out', DRILL, [result(0, false, null)], config({ weights: { expectations: 0 } }), 100],
    [
      'cut short before anything was due: no score',
      [e(0, 'linkSent'), e(5, 'stop', 'server'), e(5, 'ended')],
      [result(0, false, null)],
      config({ targets: { callerJoined: 15 } }),
      null,
    ],
    [
      'cut short with nothing set to score: no score either',
      [e(0, 'linkSent'), e(5, 'stop', 'server'), e(5, 'ended')],
      [],
      DEFAULT_DEBRIEF_CONFIG,
      null,
    ],
    [
      'cut short after an expectation was due: scored on it',
      [e(0, 'linkSent'), e(12, 'stop', 'server'), e(12, 'ended')],
      [result(0, false, null)],
      config({ targets: { callerJoined: 15 } }),
      0,
    ],
    [
      'cut short after an alert the trainee answered: scored on it',
      [e(0, 'linkSent'), e(2, 'alert', 'refused_camera'), e(3, 'operatorChat', 'ok'), e(5, 'stop', 'server')],
      [result(0, false, null)],
      DEFAULT_DEBRIEF_CONFIG,
      100,
    ],
  ])('%s', (_, events, expectations, cfg, score) => {
    expect(computeDebrief(events, expectations, cfg).score).toBe(score);
  });

  it('explains the score line by line: the lines add up to it', () => {
    const debrief = computeDebrief(DRILL, [result(0, true, 3), result(1, false, null)], config({ targets: { firstVideo: 10 } }));
    expect(debrief.scoreLines).toEqual([
      { component: 'firstVideo', weight: 1, ratio: 0.8, points: 26.7, value: 12, target: 10 },
      { component: 'reactions', weight: 1, ratio: 1, points: 33.3, value: 1, target: 1 },
      { component: 'expectations', weight: 1, ratio: 0.5, points: 16.7, value: 1, target: 2 },
    ]);
    expect(debrief.score).toBe(77);
  });

  it.each<[string, number | null, number]>([
    ['never happened', null, 0],
    ['under the target', 5, 1],
    ['on the target', 10, 1],
    ['half again the target', 15, 0.5],
    ['twice the target', 20, 0],
    ['beyond twice the target', 35, 0],
  ])('a figure %s (target 10)', (_, value, ratio) => {
    expect(figureRatio(value, 10)).toBe(ratio);
  });
});

describe('inTimeOrder', () => {
  it('sorts by time and keeps the order of events at the same moment', () => {
    expect(inTimeOrder([e(2, 'stop'), e(1, 'alert', 'a'), e(1, 'alert', 'b')])).toEqual([
      e(1, 'alert', 'a'),
      e(1, 'alert', 'b'),
      e(2, 'stop'),
    ]);
  });
});

describe('computeDebrief: a drill cut short', () => {
  it('names the figures whose target was still ahead, and leaves them and the expectations not yet due out', () => {
    const events = [e(0, 'linkSent'), e(4, 'callerJoined'), e(5, 'stop', 'server'), e(5, 'ended')];
    const debrief = computeDebrief(events, [result(0, false, null)], config({ targets: { callerJoined: 3, firstVideo: 15 } }));
    expect(debrief.leftOutFigures).toEqual([{ figure: 'firstVideo', target: 15, reason: 'cutShort' }]);
    expect(debrief.expectations.map((x) => x.notDue)).toEqual([true]);
    expect(debrief.scoreLines.map((line) => line.component)).toEqual(['callerJoined']);
    expect(debrief.score).toBe(67);
  });
});

describe('computeDebrief: an actor’s phone took the caller over', () => {
  const expectation = (index: number, expect: string, met: boolean, at: number | null, subject?: string): ExpectationResult => ({
    index,
    expect,
    ...(subject === undefined ? {} : { subject }),
    met,
    at,
    by: 20,
  });
  const handOver = [e(0, 'linkSent'), e(3, 'delivery', 'read'), e(5, 'actorTookOver', 'Ana Actor'), e(9, 'callerJoined'), e(40, 'ended')];

  it.each([
    // [what, met, at, left out of the score]
    ['a caller-side expectation met before the hand-over counts', 'toast', true, 3, undefined, false],
    ['a caller-side expectation met only by the actor is left out', 'streamShown', true, 12, undefined, true],
    ['a caller-side expectation never met is left out', 'chatMessages', false, null, undefined, true],
    ['the trainee’s own stop is judged whoever plays the caller', 'sessionEnded', false, null, 'operatorStop', false],
    ['the trainee’s description is judged whoever plays the caller', 'description', false, null, undefined, false],
    // The console's faults still happen after the hand-over: the session they end is judged.
    ['a take-over the scenario was to play is judged', 'sessionEnded', false, null, 'takeOver', false],
    ['a stop by the server is judged', 'sessionEnded', false, null, 'serverStop', false],
    ['a session ended by the caller leaving is left out', 'sessionEnded', false, null, 'callerLeft', true],
  ] as const)('%s', (_, kind, met, at, subject, leftOut) => {
    const debrief = computeDebrief(handOver, [expectation(0, kind, met, at, subject)]);
    expect(debrief.actorFrom).toBe(5);
    expect(debrief.expectations[0]?.byActor === true).toBe(leftOut);
    expect(debrief.scoreLines.some((line) => line.component === 'expectations')).toBe(!leftOut);
  });

  it('leaves out the caller’s figures not reached by the hand-over, keeps the trainee’s and those reached before', () => {
    const events = [...handOver, e(2, 'drillStarted'), e(30, 'operatorChat', 'on our way')];
    const targets = { linkSent: 10, callerJoined: 15, firstVideo: 15, firstChatReply: 20 };
    const debrief = computeDebrief(events, [], config({ targets }));
    expect(debrief.leftOutFigures).toEqual([
      { figure: 'callerJoined', target: 15, reason: 'actor' },
      { figure: 'firstVideo', target: 15, reason: 'actor' },
    ]);
    expect(debrief.scoreLines.map((line) => line.component)).toEqual(['linkSent', 'firstChatReply']);
    const before = computeDebrief([e(0, 'linkSent'), e(4, 'callerJoined'), e(5, 'actorTookOver')], [], config({ targets }));
    expect(before.scoreLines.map((line) => line.component)).toContain('callerJoined');
  });

  it('scores the trainee’s reactions to alerts after the hand-over', () => {
    const debrief = computeDebrief([...handOver, e(10, 'alert', 'caller_wrote'), e(12, 'operatorChat', 'yes')], []);
    expect(debrief.scoreLines).toEqual([expect.objectContaining({ component: 'reactions', value: 1, target: 1 })]);
    expect(debrief.score).toBe(100);
  });

  it('has no score when nothing the trainee could be judged on was left (not full marks for nothing)', () => {
    const debrief = computeDebrief(handOver, [expectation(0, 'streamShown', false, null)], config({ targets: { firstVideo: 15 } }));
    expect(debrief.scoreLines).toEqual([]);
    expect(debrief.score).toBeNull();
    expect(
      computeDebrief(
        handOver.filter((x) => x.kind !== 'actorTookOver'),
        [],
      ).score,
    ).toBe(100);
  });
});

describe('computeDebrief: an expectation that asks for nothing', () => {
  const count = (expect: string, atLeast: number, met: boolean, at: number | null): ExpectationResult => ({
    index: 0,
    expect,
    subject: String(atLeast),
    met,
    at,
    by: 60,
  });
  it.each<[string, ExpectationResult, boolean, number | null]>([
    ['location points, at least 0 (met at 00:00 whatever happened)', count('locationPoints', 0, true, 0), true, 100],
    ['media, at least 0', count('mediaCount', 0, true, 0), true, 100],
    ['chat lines, at least 0', count('chatMessages', 0, true, 0), true, 100],
    ['location points, at least 1, met', count('locationPoints', 1, true, 12), false, 100],
    ['location points, at least 1, missed', count('locationPoints', 1, false, null), false, 0],
    ['a toast (no count)', { index: 0, expect: 'toast', subject: 'message_status.link_read', met: true, at: 3, by: 7 }, false, 100],
  ])('%s', (_, expectation, vacuous, score) => {
    const debrief = computeDebrief([e(-5, 'drillStarted'), e(0, 'linkSent'), e(90, 'ended')], [expectation]);
    expect(debrief.expectations[0]?.vacuous === true).toBe(vacuous);
    // Shown, but not scored: a drill with nothing else to score has no expectations line.
    expect(debrief.scoreLines.some((line) => line.component === 'expectations')).toBe(!vacuous);
    expect(debrief.score).toBe(score);
  });
});
