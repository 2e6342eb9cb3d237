import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import type { Debrief } from '../../src/domain/training/debrief';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { callerPage, clock, library, linkSent, serveTrainingRoom, trainee } from './training-room-support';

/**
 * A room drill whose caller an actor's phone took over, saved as a new scenario, keeps the hand-over: the file holds it
 * as a step (with the actor's name and the trainer's injections after it), and played again, by the headless runner or
 * on the server, the scenario's caller stands down at the same moment and the debrief is the same.
 */
serveTrainingRoom();

/** What a debrief says about the hand-over and the score, to compare two runs of the same drill. */
const judged = (debrief: Debrief) => ({
  actorFrom: debrief.actorFrom,
  byActor: debrief.expectations.filter((e) => e.byActor === true).map((e) => e.index),
  alerts: debrief.alerts.map((a) => [a.key, a.at, a.reactedAt]),
  score: debrief.score,
});

describe('a drill an actor’s phone took over, saved as a new scenario', () => {
  it('replays the hand-over at the same moment headless and in the room, with the same debrief', async () => {
    const { room, desk, incident } = await linkSent('operator@public.demo', '3-denies-location.json', '+5521987654371');
    await clock.advance(9_000);
    const phone = await callerPage('phone-of-the-recorded-actor');
    phone.say({ type: 'claim', link: await phone.offered(incident), name: 'Ana Actor' });
    await expect.poll(() => desk.drill?.events.find((e) => e.kind === 'actorTookOver')?.at).toBe(9);
    await clock.advance(3_000);
    desk.inject(injectionSteps('callerChat', 'Are you still there?'));
    await expect.poll(() => desk.drill?.injected.length).toBe(1);
    await clock.advance(20_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');
    const live = desk.report()!.debrief;
    expect(live.actorFrom).toBe(9);

    const recorded = desk.record();
    if (!recorded?.ok) throw new Error(JSON.stringify(recorded));
    const parsed = parseScenarioText(recorded.fileName, recorded.text);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    // The hand-over is a step of the file, at its time, with the actor's name; the injections after it ride in it.
    const handOver = parsed.scenario.steps.find((step) => step.action === 'actorTakesOver');
    const [line, end] = desk.drill!.injected.map((injected) => injected.at);
    expect(handOver).toEqual({
      at: 9,
      action: 'actorTakesOver',
      name: 'Ana Actor',
      then: [
        { at: line, action: 'chat', body: 'Are you still there?' },
        { at: end, action: 'serverStop' },
      ],
    });

    // npm run simulate's runner, told nothing but the file: the same hand-over, the same debrief.
    const headless = await runScenario(parsed.scenario);
    expect(headless.events.filter((e) => e.kind === 'actorTookOver')).toEqual([{ at: 9, kind: 'actorTookOver', detail: 'Ana Actor' }]);
    expect(judged(headless.debrief)).toEqual(judged(live));
    expect(headless.failures).toEqual([]);

    // The server plays the file again at another desk's next link: the caller stands down at 00:09 without a phone.
    const read = library.read(recorded.fileName, recorded.text);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const bruno = await trainee('admin@public.demo');
    const again = room.desk(bruno.email);
    again.assign(read.scenario, { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => again.drill?.tabs).toBe(1);
    const second = await bruno.sendLink('+5521987654371');
    await expect.poll(() => again.drill?.incidentId).toBe(second);
    await clock.advance(10_000);
    await expect
      .poll(() => again.drill?.events.find((e) => e.kind === 'actorTookOver'))
      .toEqual({ at: 9, kind: 'actorTookOver', detail: 'Ana Actor' });
    // The steps before it done, the hand-over done, the caller's join and publish not run.
    await expect
      .poll(async () => {
        await clock.advance(500);
        return again.drill?.steps;
      })
      .toEqual(['done', 'done', 'done', 'done', 'actor', 'actor']);
    // The trainer's line and "End the call" play at their recorded times, as injections.
    await clock.advance(20_000);
    await expect
      .poll(async () => {
        await clock.advance(1_000);
        return again.drill?.phase;
      })
      .toBe('ended');
    expect(again.drill!.events.filter((e) => e.kind === 'injected').map((e) => [e.at, e.detail])).toEqual([
      [line, 'chat:Are you still there?'],
      [end, 'serverStop'],
    ]);
    expect(judged(again.report()!.debrief)).toEqual(judged(live));
  });
});
