import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { clock, linkSent, loadedScenario, serveTrainingRoom } from './training-room-support';

/**
 * A caller's line is answered by a trainee's message sent after it that no other line took (a reply answers the latest
 * open line before it): the scenario's line and the trainer's injected line, then one reply, score the injected line
 * answered and the scenario's left unanswered (with its time), in the room and in the headless runner given the same
 * drill (the injection and the reply at their times).
 */
serveTrainingRoom();

const SCENARIO = {
  name: 'Two lines, one reply',
  description: 'The caller writes; the trainer injects a second line; the trainee answers once.',
  caller: { name: 'Maria Souza' },
  steps: [
    { at: 2, action: 'status', status: 'delivered' },
    { at: 4, action: 'clickLink' },
    { at: 20, action: 'chat', body: 'Can you see me?' },
  ],
  durationSeconds: 60,
};

describe('two caller lines and one reply', () => {
  it('score one line answered and the other not, in the room and headless alike', async () => {
    const read = loadedScenario('two-lines-one-reply.json', SCENARIO);
    const { trainee: ana, desk, incident } = await linkSent('operator@public.demo', read, '+5521987654391');
    await clock.advance(22_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'callerChat')).toBe(true);
    desk.inject(injectionSteps('callerChat', 'Is anyone coming?'));
    await expect.poll(() => desk.drill?.events.filter((e) => e.kind === 'callerChat').length).toBe(2);
    await clock.advance(3_000);
    await ana.write(incident, 'We are on our way');
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'operatorChat')).toBe(true);
    await clock.advance(10_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(2_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');

    const { debrief } = desk.report()!;
    const events = desk.drill!.events;
    const lines = events.filter((e) => e.kind === 'alert' && e.detail === 'caller_wrote').map((e) => e.at);
    const reply = events.find((e) => e.kind === 'operatorChat')!.at;
    expect(lines).toHaveLength(2);
    expect(debrief.alerts.filter((a) => a.key === 'caller_wrote').map((a) => [a.at, a.reactedAt])).toEqual([
      [lines[0], null],
      [lines[1], reply],
    ]);
    expect(debrief.scoreLines.find((line) => line.component === 'reactions')).toMatchObject({ value: 1, ratio: 0.5 });

    // The headless runner plays the same drill as `npm run simulate` plays its recorded file (the trainer's injections
    // as steps at their times), with the trainee's reply as the operator's step at its time.
    const recorded = desk.record();
    if (!recorded?.ok) throw new Error('the drill does not record');
    const file = JSON.parse(recorded.text) as object;
    const parsed = parseScenario('two-lines-one-reply.json', {
      ...file,
      operator: { steps: [{ at: reply, action: 'chat', body: 'We are on our way' }] },
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const headless = await runScenario(parsed.scenario);
    const answered = (alerts: typeof debrief.alerts) =>
      alerts.filter((a) => a.key === 'caller_wrote').map((a) => (a.reactedAt === null ? 'unanswered' : 'answered'));
    expect(answered(headless.debrief.alerts)).toEqual(['unanswered', 'answered']);
    expect(answered(headless.debrief.alerts)).toEqual(answered(debrief.alerts));
    expect(headless.debrief.scoreLines.find((line) => line.component === 'reactions')).toEqual(
      debrief.scoreLines.find((line) => line.component === 'reactions'),
    );
  });
});
