import { describe, expect, it } from 'vitest';
import { injectionSteps } from '../../src/domain/training/training-protocol';
import { callerPage, clock, linkSent, post, scenario, serveTrainingRoom, trainee, trainer } from './training-room-support';

serveTrainingRoom();

/** The caller played from an actor's phone in a room drill, headless: the phone is a relay socket without sign-in. */
describe('the caller played from a phone in a room drill', () => {
  it('one page claims the drill’s link (another is refused), its joining, location and chat reach that desk’s drill, the trainee’s stop reaches the page; the other desk’s caller is simulated', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const bea = await trainee('admin@public.demo');
    const first = room.desk(ana.email);
    const second = room.desk(bea.email);
    first.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    second.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => [first.drill?.tabs, second.drill?.tabs]).toEqual([1, 1]);
    const [anaIncident, beaIncident] = await Promise.all([ana.sendLink('+5521987654331'), bea.sendLink('+5521987654332')]);
    await expect.poll(() => [first.drill?.incidentId, second.drill?.incidentId]).toEqual([anaIncident, beaIncident]);

    // The simulated caller has joined and streams when the actor's phone takes its place.
    await clock.advance(12_000);
    await expect.poll(() => first.drill?.events.some((e) => e.kind === 'firstVideo')).toBe(true);
    const phone = await callerPage('phone-of-the-actor');
    const link = await phone.offered(anaIncident);
    phone.say({ type: 'claim', link, name: 'Ana Actor' });
    await expect.poll(() => phone.heard.some((m) => m.type === 'claimed' && m.link === link)).toBe(true);
    // One actor per link: a second page is refused while the first holds it.
    const other = await callerPage('another-phone');
    other.say({ type: 'claim', link, name: 'Someone else' });
    await expect.poll(() => other.heard.find((m) => m.type === 'refused')).toMatchObject({ reason: 'taken', link });

    phone.say({ type: 'permissions', link, grant: { privacy_policy: true, local: true, audio: true, video: true } });
    phone.media(link);
    phone.say({ type: 'location', link, lat: -22.9512, long: -43.1944 });
    phone.say({ type: 'chat', link, body: 'Smoke in the kitchen' });
    // The page's words arrive over its socket while the world's clock moves on. The person takes the simulated
    // caller's seat in the channel (one caller joined), and their location and chat are the drill's.
    const kinds = () => first.drill?.events.map((e) => e.kind) ?? [];
    await expect
      .poll(async () => {
        await clock.advance(1_000);
        return ['callerJoined', 'firstLocation', 'callerChat'].map((kind) => kinds().filter((k) => k === kind).length);
      })
      .toEqual([1, 1, 1]);
    await clock.advance(20_000);
    // The person speaks in the call; the simulated caller, stood down, no longer does.
    expect(first.drill?.events.filter((e) => e.kind === 'callerChat').map((e) => e.detail)).toEqual(['Smoke in the kitchen']);
    // The person took the simulated caller's place: no "caller left" alert for the hand-over.
    expect(first.drill?.events.filter((e) => e.kind === 'alert').map((e) => e.detail)).not.toContain('caller_left');
    // The other desk's link, which no page claimed, has its simulated caller.
    await expect.poll(() => second.drill?.events.some((e) => e.kind === 'callerJoined')).toBe(true);
    expect(second.drill?.events.some((e) => e.kind === 'callerChat' && e.detail === 'Smoke in the kitchen')).toBe(false);

    // The trainee stops the call: the phone hears it, and the desk's drill ends with a debrief naming the trainee.
    ana.realtime.send(JSON.stringify({ event: 'stopLiveStream', data: { channel: `incident-${anaIncident}`, incidentId: anaIncident } }));
    await expect.poll(() => phone.heard.some((m) => m.type === 'ended' && m.link === link)).toBe(true);
    await expect.poll(() => first.drill?.phase).toBe('ended');
    expect(first.report()).toMatchObject({ trainee: 'operator@public.demo', trainer: 'Rita Trainer' });
    expect(first.drill?.events.filter((e) => e.kind === 'stop').map((e) => e.detail)).toEqual(['operator']);
    second.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => second.drill?.phase).toBe('ended');
  });
});

describe('the trainer’s injections into a desk whose caller an actor plays', () => {
  it('faults still reach that desk, a caller line is the actor’s prompt (injected, scored unanswered), coming back plays the actor’s camera, and the hand-over is told once', async () => {
    const { desk, incident } = await linkSent('operator@public.demo', '1-cooperative-caller.json', '+5521987654361');
    await clock.advance(12_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'firstVideo')).toBe(true);

    const phone = await callerPage('phone-of-the-prompted-actor');
    const link = await phone.offered(incident);
    phone.say({ type: 'claim', link, name: 'Ana Actor' });
    await expect.poll(() => phone.heard.some((m) => m.type === 'claimed' && m.link === link)).toBe(true);
    phone.say({ type: 'permissions', link, grant: { privacy_policy: true, local: true, audio: true, video: true } });
    phone.media(link);
    // The simulated caller stood down: the scenario's steps still to come are not run, marked as the actor's.
    await expect
      .poll(async () => {
        await clock.advance(500);
        return desk.drill?.steps.includes('actor') && !desk.drill.steps.includes('skipped');
      })
      .toBe(true);
    const events = () => desk.drill?.events ?? [];

    // A slow network and a caller line, injected after the actor claimed the link: both reach this desk's drill.
    desk.inject(injectionSteps('slowNetwork'));
    desk.inject(injectionSteps('callerChat', 'My neighbour is still inside'));
    await expect.poll(() => desk.drill?.injected.map((i) => i.step.action)).toEqual(['latency', 'networkQuality', 'chat']);
    expect(desk.drill?.problems).toEqual([]);
    // The line is the actor's to say: their phone shows it, the simulated caller (stood down) does not write it.
    await expect.poll(() => phone.heard.find((m) => m.type === 'prompt')).toMatchObject({ link, body: 'My neighbour is still inside' });
    expect(
      events()
        .filter((e) => e.kind === 'alert')
        .map((e) => e.detail),
    ).toEqual(expect.arrayContaining(['slow_network', 'caller_wrote']));
    expect(
      events()
        .filter((e) => e.kind === 'injected')
        .map((e) => e.detail),
    ).toEqual(['latency', 'networkQuality', 'chat:My neighbour is still inside']);
    phone.say({ type: 'chat', link, body: 'My neighbour is still inside, please hurry' });
    await expect
      .poll(() =>
        events()
          .filter((e) => e.kind === 'callerChat')
          .map((e) => e.detail),
      )
      .toEqual(['My neighbour is still inside, please hurry']);

    // The caller's media drops and comes back: the actor's camera plays again under the caller's seat.
    desk.inject(injectionSteps('callerLeaves'));
    await expect.poll(() => events().filter((e) => e.kind === 'alert' && e.detail === 'caller_left').length).toBe(1);
    desk.inject(injectionSteps('callerReturns'));
    await expect.poll(() => events().filter((e) => e.kind === 'callerJoined').length).toBe(2);
    // Moving the caller is the actor's phone's to do: refused, with the reason.
    desk.inject(injectionSteps('moveCaller'));
    await expect.poll(() => desk.drill?.problems.join('\n')).toMatch(/a person plays the caller/);

    // The hand-over from the simulated caller to the actor is told once on the timeline.
    expect(events().filter((e) => e.kind === 'linkOpened')).toHaveLength(1);
    expect(events().filter((e) => e.kind === 'delivery' && e.detail === 'read')).toHaveLength(1);

    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');
    expect(phone.heard.some((m) => m.type === 'ended' && m.link === link)).toBe(true);
    // The trainee never answered: the injected line and the slow network count against the score.
    const report = desk.report()!;
    const unanswered = report.debrief.alerts.filter((a) => a.reactions.length > 0 && a.reactedAt === null).map((a) => a.key);
    expect(unanswered).toEqual(expect.arrayContaining(['slow_network', 'caller_wrote']));
    expect(report.debrief.score).toBeLessThan(100);
    // The world's answers are no longer slow once the drill that slowed them ended.
    const started = Date.now();
    await post('/auth/login', { email: 'operator@public.demo', password: 'demo1234', tenant: 'public', lat: null, long: null });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
