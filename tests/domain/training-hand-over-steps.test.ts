import { describe, expect, it } from 'vitest';
import { computeDebrief } from '../../src/domain/training/debrief';
import type { DrillEvent } from '../../src/domain/training/drill-event';
import { runsAfterHandOver, stepsRunAfterHandOver } from '../../src/domain/training/hand-over-steps';

const at = (seconds: number, kind: DrillEvent['kind'], detail?: string): DrillEvent =>
  detail === undefined ? { at: seconds, kind } : { at: seconds, kind, detail };

describe('a scenario step after an actor took the caller over', () => {
  it.each<[string, boolean]>([
    // The caller's behaviour: the actor's to do from then on.
    ['status', false],
    ['clickLink', false],
    ['permissions', false],
    ['join', false],
    ['publish', false],
    ['unpublish', false],
    ['leave', false],
    ['moveTo', false],
    ['walk', false],
    ['sendPhoto', false],
    ['sendVideo', false],
    ['chat', false],
    ['collaboratorJoins', false],
    ['collaboratorLeaves', false],
    ['actorTakesOver', false],
    // Faults of the trainee's console: they happen whoever plays the caller.
    ['networkQuality', true],
    ['latency', true],
    ['tokenExpiry', true],
    ['socketDrop', true],
    ['chatDown', true],
    ['chatUp', true],
    ['takeOver', true],
    ['anotherOperatorJoined', true],
    ['serverStop', true],
  ])('%s still runs: %s', (action, runs) => {
    expect(runsAfterHandOver(action)).toBe(runs);
  });

  it.each<[string, DrillEvent[], number | null, ReturnType<typeof stepsRunAfterHandOver>]>([
    ['no actor: none', [at(5, 'step', '0:socketDrop')], null, []],
    ['before the hand-over: not listed', [at(5, 'step', '0:socketDrop'), at(9, 'actorTookOver')], 9, []],
    [
      'the console’s faults after it, in time order',
      [at(9, 'actorTookOver'), at(30, 'step', '4:chatDown'), at(20, 'step', '3:socketDrop'), at(40, 'step', '5:chatUp')],
      9,
      [
        { index: 3, action: 'socketDrop', at: 20 },
        { index: 4, action: 'chatDown', at: 30 },
        { index: 5, action: 'chatUp', at: 40 },
      ],
    ],
    ['a caller’s step at the moment of the claim: not listed', [at(9, 'step', '2:join'), at(9, 'actorTookOver')], 9, []],
    ['an unreadable detail: not listed', [at(20, 'step', 'socketDrop'), at(21, 'step')], 9, []],
  ])('%s', (_, events, actorFrom, ran) => {
    expect(stepsRunAfterHandOver(events, actorFrom)).toEqual(ran);
  });

  it('is in the debrief, and a session the console’s take-over ended is still judged', () => {
    const events = [at(-3, 'drillStarted'), at(0, 'linkSent'), at(9, 'actorTookOver', 'Ana'), at(20, 'step', '6:takeOver')];
    const checked = [
      { index: 0, expect: 'sessionEnded', subject: 'takeOver', by: 25, at: 20, met: true },
      { index: 1, expect: 'sessionEnded', subject: 'callerLeft', by: 25, at: null, met: false },
    ];
    const debrief = computeDebrief(events, checked);
    expect(debrief.ranAfterActor).toEqual([{ index: 6, action: 'takeOver', at: 20 }]);
    expect(debrief.expectations.map((e) => e.byActor === true)).toEqual([false, true]);
  });
});
