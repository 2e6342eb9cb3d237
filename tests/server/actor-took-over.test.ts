import { describe, expect, it } from 'vitest';
import { parseInjectedStep, parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { formatDebrief } from '../../src/composition/simulation/format-debrief';
import { timelineEvents } from '../../src/domain/training/drill-event';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { callerPage, clock, linkSent, serveTrainingRoom } from './training-room-support';

/**
 * An actor's phone taking a room drill's caller over is a moment of the drill: the timeline tells it once, the
 * scenario's steps after it are marked as not run for the actor (not a bare "skipped"), and the debrief scores only what
 * the trainee could be judged on; the headless runner, told the same moment, scores the drill the same.
 */
serveTrainingRoom();

describe('an actor’s phone taking the caller over', () => {
  it('is marked on the timeline and in the steps, leaves the scenario caller’s part out of the score, and the runner agrees', async () => {
    // Refuses location at 8 s, would join and stream at 10–11 s: the phone claims the link in between.
    const { desk, incident } = await linkSent('operator@public.demo', '3-denies-location.json', '+5521987654371');
    await clock.advance(9_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'alert' && e.detail === 'refused_location')).toBe(true);

    const phone = await callerPage('phone-of-the-marked-actor');
    const link = await phone.offered(incident);
    phone.say({ type: 'claim', link, name: 'Ana Actor' });
    await expect.poll(() => phone.heard.some((m) => m.type === 'claimed' && m.link === link)).toBe(true);
    const events = () => desk.drill?.events ?? [];
    await expect
      .poll(() => events().find((e) => e.kind === 'actorTookOver'))
      .toEqual({ at: 9, kind: 'actorTookOver', detail: 'Ana Actor' });
    // The steps the scenario had played stay done; the join and the publish were not run: the actor played the caller.
    await expect
      .poll(async () => {
        await clock.advance(500);
        return desk.drill?.steps;
      })
      .toEqual(['done', 'done', 'done', 'actor', 'actor']);

    // A caller line injected after the hand-over (the actor's prompt) that the trainee leaves unanswered, then the end.
    await clock.advance(3_000);
    desk.inject(injectionSteps('callerChat', 'Are you still there?'));
    await expect.poll(() => desk.drill?.injected.length).toBe(1);
    await clock.advance(20_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');
    // Told once, though the phone's claim reaches the server again with each of its words.
    expect(events().filter((e) => e.kind === 'actorTookOver')).toHaveLength(1);

    const { debrief } = desk.report()!;
    expect(debrief.actorFrom).toBe(9);
    // The refused location (before the hand-over) counts; the caller's video and joining were the actor's to give.
    const outcome = debrief.expectations.map((e) => [
      e.expect,
      e.subject,
      e.byActor === true ? 'actor' : e.unchecked ? 'unchecked' : e.met,
    ]);
    expect(outcome).toEqual([
      ['toast', 'message_status.refused_location', true],
      ['toast', 'message_status.accepted_camera', 'unchecked'],
      ['streamShown', undefined, 'actor'],
    ]);
    // The trainee's reactions still count: the refused location and the actor's prompted line went unanswered.
    expect(debrief.alerts.filter((a) => a.reactions.length > 0).map((a) => [a.key, a.reactedAt])).toEqual([
      ['refused_location', null],
      ['caller_wrote', null],
    ]);
    expect(debrief.scoreLines.map((l) => [l.component, l.value, l.target])).toEqual([
      ['reactions', 0, 2],
      ['expectations', 1, 1],
    ]);
    expect(debrief.score).toBe(50);

    // The headless runner plays the same drill (the scenario, the trainer's injections at their times) with the actor
    // taking over at the same moment: the same mark, the same expectations left out, the same alerts and score.
    const parsed = parseScenario('assigned', desk.drill!.scenario.json);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const inject = desk.drill!.injected.map(({ at, step }) => {
      const read = parseInjectedStep(step);
      if (!read.ok) throw new Error(read.errors.join('\n'));
      return { at, step: { ...read.step, at } };
    });
    const headless = await runScenario(parsed.scenario, { inject, actorFrom: debrief.actorFrom! });
    expect(headless.events.filter((e) => e.kind === 'actorTookOver').map((e) => e.at)).toEqual([9]);
    const leftOut = (d: typeof debrief) => d.expectations.filter((e) => e.byActor === true).map((e) => e.index);
    expect({
      actorFrom: headless.debrief.actorFrom,
      byActor: leftOut(headless.debrief),
      alerts: headless.debrief.alerts,
      score: headless.debrief.score,
    }).toEqual({ actorFrom: 9, byActor: leftOut(debrief), alerts: debrief.alerts, score: debrief.score });
    // The runner's check of the caller's video, which the scenario's caller never reached, is no failure.
    expect(headless.failures).toEqual([]);
    expect(formatDebrief(headless.debrief)).toMatch(/an actor's phone took the caller over at 9\.0 s/);
    expect(formatDebrief(headless.debrief)).toMatch(/ACTOR +streamShown: never, by 14 s/);
  });

  it('is told as the actor taking over when the phone claims before a name is typed, and named once it is', async () => {
    const { desk, incident } = await linkSent('admin@public.demo', '3-denies-location.json', '+5521987654371');
    await clock.advance(4_000);

    const phone = await callerPage('phone-of-the-unnamed-actor');
    const link = await phone.offered(incident);
    phone.say({ type: 'claim', link, name: '' });
    const events = () => desk.drill?.events ?? [];
    // Not "Caller's phone claimed the link": the actor took over, no name yet.
    await expect.poll(() => events().find((e) => e.kind === 'actorTookOver')).toEqual({ at: 4, kind: 'actorTookOver' });
    await clock.advance(3_000);
    phone.say({ type: 'claim', link, name: 'Bea Actor' });
    await expect.poll(() => events().find((e) => e.kind === 'actorNamed')).toEqual({ at: 7, kind: 'actorNamed', detail: 'Bea Actor' });
    expect(events().filter((e) => e.kind === 'actorTookOver')).toHaveLength(1);
    expect(timelineEvents(events()).filter((e) => e.kind.startsWith('actor'))).toEqual([
      { at: 4, kind: 'actorTookOver', detail: 'Bea Actor' },
    ]);
    // The name the actor gave is the one the saved scenario keeps.
    desk.inject(injectionSteps('endCall'));
    await clock.advance(2_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');
    const recorded = desk.record();
    expect(
      recorded?.ok ? JSON.parse(recorded.text).steps.find((s: { action: string }) => s.action === 'actorTakesOver') : recorded,
    ).toMatchObject({
      at: 4,
      name: 'Bea Actor',
    });
  });
});
