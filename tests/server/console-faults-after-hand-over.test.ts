import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { formatDebrief } from '../../src/composition/simulation/format-debrief';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { callerPage, clock, linkSent, loadedScenario, serveTrainingRoom } from './training-room-support';

/**
 * After an actor's phone claims a room drill's link, the scenario caller's own steps are the actor's (not run), but the
 * scenario's faults of the trainee's console (a socket drop, the chat service going down and back) still happen at
 * their times: the trainee is alerted, the steps list shows them done, the debrief names them, and the headless runner,
 * told the same moment, agrees.
 */
serveTrainingRoom();

const SCENARIO = {
  name: 'Faults after the hand-over',
  description: 'The caller streams; the console’s socket drops and the chat goes down and back later.',
  caller: { name: 'Maria Souza' },
  steps: [
    { at: 2, action: 'status', status: 'delivered' },
    { at: 4, action: 'clickLink' },
    { at: 20, action: 'chat', body: 'Can you see me?' },
    { at: 25, action: 'socketDrop' },
    { at: 30, action: 'chatDown' },
    { at: 35, action: 'chatUp' },
  ],
  durationSeconds: 60,
};

describe('the console’s faults after an actor took the caller over', () => {
  it('still happen at their times, in the room and headless, and the debrief says which ran', async () => {
    const read = loadedScenario('faults-after-hand-over.json', SCENARIO);
    const { room, desk, incident } = await linkSent('operator@public.demo', read, '+5521987654381');
    await clock.advance(9_000);
    const phone = await callerPage('phone-of-the-faulted-actor');
    phone.say({ type: 'claim', link: await phone.offered(incident), name: 'Ana Actor' });
    await expect.poll(() => desk.drill?.events.find((e) => e.kind === 'actorTookOver')?.at).toBe(9);
    // The caller's line at 00:20 is the actor's to say; the socket drop and the chat's outage still come.
    await expect
      .poll(
        async () => {
          await clock.advance(1_000);
          return desk.drill?.steps;
        },
        { timeout: 15_000 },
      )
      .toEqual(['done', 'done', 'actor', 'done', 'done', 'done']);
    const events = desk.drill!.events;
    expect(events.filter((e) => e.kind === 'alert').map((e) => [e.at, e.detail])).toEqual([[25, 'socket_dropped']]);
    expect(events.some((e) => e.kind === 'callerChat')).toBe(false);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(2_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');

    const { debrief } = desk.report()!;
    const ran = [
      { index: 3, action: 'socketDrop', at: 25 },
      { index: 4, action: 'chatDown', at: 30 },
      { index: 5, action: 'chatUp', at: 35 },
    ];
    expect(debrief.ranAfterActor).toEqual(ran);
    // Kept by the server as it ran.
    await expect
      .poll(() =>
        room
          .kept()
          .find((d) => d.incidentId === incident)
          ?.events.filter((e) => e.kind === 'step')
          .map((e) => e.detail),
      )
      .toEqual(['0:status', '1:clickLink', '3:socketDrop', '4:chatDown', '5:chatUp']);

    // The headless runner, the actor taking over at the same moment: the same steps run, the same alert.
    const parsed = parseScenario('faults-after-hand-over.json', SCENARIO);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const headless = await runScenario(parsed.scenario, { actorFrom: 9 });
    expect(headless.debrief.ranAfterActor).toEqual(ran);
    expect(headless.debrief.alerts.map((a) => [a.at, a.key])).toEqual([[25, 'socket_dropped']]);
    expect(formatDebrief(headless.debrief)).toMatch(
      /the console's faults still ran after it: socketDrop at 25\.0 s, chatDown at 30\.0 s, chatUp at 35\.0 s/,
    );
  });
});
