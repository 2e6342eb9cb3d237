import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { formatDebrief } from '../../src/composition/simulation/format-debrief';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { debriefJson } from '../../src/ui/training/panel/debrief-json';
import { clock, scenario, serveTrainingRoom, trainee, trainer } from './training-room-support';

/**
 * A drill the trainer ends before anything in it was due has no score (not full marks for nothing): the server's
 * debrief says so with what was left out, and the headless runner, playing the same drill, says the same.
 */
serveTrainingRoom();

describe('a drill ended before anything was due', () => {
  it('is not scored, on the server and in the headless runner alike, and names what was left out', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    await expect.poll(() => room.desks()).toEqual(['operator@public.demo']);
    const desk = room.desk(ana.email);
    desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    await ana.sendLink('+5521987654321');
    await expect.poll(() => desk.drill?.phase).toBe('running');
    await clock.advance(1_000);
    desk.inject(injectionSteps('endCall'));
    await expect.poll(() => desk.drill?.injected.length).toBe(1);
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');

    const report = desk.report()!;
    expect(report.debrief.score).toBeNull();
    expect(report.debrief.scoreLines).toEqual([]);
    expect(report.debrief.leftOutFigures.map((left) => left.figure)).toEqual(['firstVideo', 'firstLocation', 'firstChatReply']);
    expect(debriefJson(report, desk.drill!.injected).debrief).toMatchObject({ score: null, cutShortAt: expect.any(Number) });

    const recorded = desk.record();
    const parsed = parseScenario('recorded', recorded?.ok ? JSON.parse(recorded.text) : null);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const headless = await runScenario(parsed.scenario);
    expect({ score: headless.debrief.score, leftOut: headless.debrief.leftOutFigures }).toEqual({
      score: null,
      leftOut: report.debrief.leftOutFigures,
    });
    expect(formatDebrief(headless.debrief)).toMatch(/not scored: the call was ended at .*, before anything was due; left out: first video/);
  });
});
