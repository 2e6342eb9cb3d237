import { describe, expect, it } from 'vitest';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { signedReport } from '../../src/domain/training/debrief-report';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { clock, linkSent, scenario, server, serveTrainingRoom } from './training-room-support';

/**
 * "First video" is when the caller published; the trainee's screen shows the picture when the trainee's live page draws
 * its first frame of the caller and tells the server (`video.shown` over its relay). The debrief shows both and the lag
 * between them, on the trainer's console and in the kept drill, and the lag is not scored: the room's debrief scores as
 * the headless runner does for the same drill, whose page shows the picture at once.
 */
serveTrainingRoom();

describe('the caller’s first picture on the trainee’s screen', () => {
  it('is timed by the trainee’s page, shown beside "First video" with its lag, and not scored', async () => {
    const drill = scenario('1-cooperative-caller.json');
    const { room, trainee: ana, desk, incident } = await linkSent('operator@public.demo', drill, '+5521987654361');
    await clock.advance(15_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'firstVideo')).toBe(true);
    const published = desk.drill!.events.find((e) => e.kind === 'firstVideo')!.at;
    expect(desk.drill!.events.some((e) => e.kind === 'videoShown')).toBe(false);

    // The trainee's computer draws the caller's first frame only now, seconds after the caller published (a slow desk).
    expect(published).toBeLessThanOrEqual(12);
    const hub = server.world.get<LiveHub>(LiveHub as unknown as symbol);
    const caller = hub.remoteUsers(`incident-${incident}`).find((user) => user.role === 'caller')!;
    await ana.showsPicture(incident, caller.uid);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'videoShown')).toBe(true);
    const shownAt = desk.drill!.events.find((e) => e.kind === 'videoShown')!.at;
    expect(shownAt).toBeGreaterThanOrEqual(published + 3);

    await ana.write(incident, 'We can see you now');
    await clock.advance(20_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(2_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');

    const { debrief } = desk.report()!;
    expect(debrief.figures.firstVideo).toBe(published);
    expect(debrief.videoShown).toEqual({ at: shownAt, lag: Math.round((shownAt - published) * 10) / 10 });
    // The kept drill, read again from the server, tells the same.
    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)).toBeDefined();
    const kept = room.kept().find((d) => d.incidentId === incident)!;
    const again = signedReport({ ...kept, scenario: drill, startedAt: kept.assignedAt });
    expect(again.debrief.videoShown).toEqual(debrief.videoShown);

    // The headless runner plays the same drill (its page shows the picture at once): the same "First video", no lag,
    // and the same score, since the lag to the screen is not scored.
    const recorded = desk.record();
    if (!recorded?.ok) throw new Error('the drill does not record');
    const reply = desk.drill!.events.find((e) => e.kind === 'operatorChat')!.at;
    const parsed = parseScenario('first-picture.json', {
      ...(JSON.parse(recorded.text) as object),
      operator: { steps: [{ at: reply, action: 'chat', body: 'We can see you now' }] },
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const headless = await runScenario(parsed.scenario);
    expect(headless.debrief.figures.firstVideo).toBe(published);
    expect(headless.debrief.videoShown).toEqual({ at: published, lag: 0 });
    const firstVideoLine = (lines: typeof debrief.scoreLines) => lines.find((line) => line.component === 'firstVideo');
    expect(firstVideoLine(headless.debrief.scoreLines)).toEqual(firstVideoLine(debrief.scoreLines));
    expect(firstVideoLine(debrief.scoreLines)?.ratio).toBe(1);
  });
});
