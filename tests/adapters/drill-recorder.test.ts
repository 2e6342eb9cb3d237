import { describe, expect, it } from 'vitest';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { parseScenario, type Scenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { chatConversationName } from '../../src/domain/sharing/chat-conversation';
import { startDrillRecorder } from '../../src/composition/simulation/start-drill-recorder';
import type { DrillRecorder } from '../../src/adapters/fake/simulation/drill-recorder';
import { drillWorld } from './support/drill-world';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { incidentChannelName } from '../../src/adapters/fake/demo-world/hub-channels';
import { VideoGateway } from '../../src/application/ports/video.port';

function scenario(json: unknown): Scenario {
  const parsed = parseScenario('test.json', json);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.scenario;
}

const cooperative = scenario({
  name: 'Cooperative',
  steps: [
    { at: 2, action: 'status', status: 'read' },
    { at: 4, action: 'clickLink' },
    { at: 6, action: 'permissions', grant: { privacy_policy: true, local: true, audio: false, video: false } },
    { at: 8, action: 'join' },
    { at: 9, action: 'publish', tracks: ['video'] },
    { at: 12, action: 'moveTo', to: { lat: -22.95, long: -43.19 } },
    { at: 60, action: 'chat', body: 'Still here' },
  ],
});

async function setup() {
  const { clock, director, send, container } = await drillWorld();
  const recorder = startDrillRecorder(container);
  return { clock, director, recorder, send, container };
}

const kinds = (recorder: DrillRecorder) => recorder.events().map((e) => (e.detail ? `${e.kind}:${e.detail}` : e.kind));

describe('DrillRecorder and the trainer’s controls on CallerDirector', () => {
  it('tells the call of a link as drill events, in seconds since the link was sent', async () => {
    const { clock, director, recorder, send } = await setup();
    await clock.advance(5_000);
    director.attach(cooperative);
    const incidentId = await send();
    await clock.advance(20_000);
    expect(recorder.incidentId()).toBe(incidentId);
    const events = recorder.events();
    expect(events[0]).toMatchObject({ kind: 'drillStarted' });
    expect(events[0]!.at).toBeLessThanOrEqual(-5);
    expect(events.find((e) => e.kind === 'linkSent')).toEqual({ at: 0, kind: 'linkSent', detail: 'sms' });
    expect(kinds(recorder)).toEqual(
      expect.arrayContaining(['delivery:read', 'linkOpened', 'alert:refused_camera', 'callerJoined', 'firstVideo', 'firstLocation']),
    );
    expect(events.find((e) => e.kind === 'firstVideo')?.at).toBeGreaterThanOrEqual(9);
    expect(kinds(recorder)).not.toContain('alert:refused_location');
    director.dispose();
  });

  it('tells when the trainee’s live page first shows the caller’s picture, after the caller published it', async () => {
    const { clock, director, recorder, send, container } = await setup();
    director.attach(cooperative);
    const incidentId = await send();
    await clock.advance(11_000);
    const channel = incidentChannelName(incidentId);
    const hub = container.get(LiveHub);
    const caller = hub.remoteUsers(channel).find((user) => user.role === 'caller')!;
    // A screen that is not the trainee's console (an audience member's, unknown to the channel) does not count.
    hub.videoShown({ channel, uid: caller.uid, viewer: 'someone-watching' });
    expect(kinds(recorder)).not.toContain('videoShown');
    await clock.advance(4_000);
    const session = await container.get<VideoGateway>(VideoGateway).join({ channel, token: 'token', uid: 'operator-1' });
    await session.play(caller.uid, {});
    await session.play(caller.uid, {});
    const published = recorder.events().find((e) => e.kind === 'firstVideo')!.at;
    const shown = recorder.events().filter((e) => e.kind === 'videoShown');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.at).toBeGreaterThanOrEqual(published + 4);
    director.dispose();
  });

  it('injects a step now (recorded as injected, with its alert) and reports each step’s progress', async () => {
    const { clock, director, recorder, send } = await setup();
    director.attach(cooperative);
    const incidentId = await send();
    await clock.advance(10_000);
    expect(director.stepProgress(incidentId)).toEqual(['done', 'done', 'done', 'done', 'done', 'next', 'pending']);
    expect(director.inject(incidentId, { action: 'socketDrop' })).toEqual({ ok: true });
    expect(director.inject(incidentId, { action: 'latency', ms: 900 })).toEqual({ ok: true });
    expect(director.inject(incidentId, { action: 'walk' } as never)).toMatchObject({ ok: false });
    expect(director.inject('nope', { action: 'leave' })).toMatchObject({ ok: false });
    await clock.advance(1_000);
    expect(kinds(recorder)).toEqual(expect.arrayContaining(['injected:socketDrop', 'alert:socket_dropped', 'injected:latency']));
    expect(director.injections(incidentId).map((i) => [i.step.action, i.at])).toEqual([
      ['socketDrop', 10],
      ['latency', 10],
    ]);
    director.inject(incidentId, { action: 'leave' });
    await clock.advance(1_000);
    expect(kinds(recorder)).toContain('alert:caller_left');
    director.inject(incidentId, { action: 'serverStop' });
    await clock.advance(1_000);
    expect(kinds(recorder).slice(-2)).toEqual(['stop:server', 'ended']);
    expect(director.stepProgress(incidentId)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'skipped']);
    director.dispose();
  });

  it('tells the operator’s chat (through the chat service) from the caller’s, even a person playing the caller', async () => {
    const { clock, director, recorder, send, container } = await setup();
    director.attach(scenario({ name: 'Quiet', steps: [] }));
    const incidentId = await send();
    const rooms = container.get(ChatRooms);
    const conversation = chatConversationName(incidentId, 'public')!;
    rooms.join(conversation, 'admin@public.demo', false);
    rooms.callerJoins(conversation, 'Ana Played');
    await clock.advance(3_000);
    rooms.callerSays(conversation, 'Help, please', { author: 'Ana Played' });
    await clock.advance(2_000);
    rooms.send(conversation, 'admin@public.demo', 'I am here');
    expect(recorder.events().filter((e) => e.kind.endsWith('Chat'))).toEqual([
      { at: 3, kind: 'callerChat', detail: 'Help, please' },
      { at: 5, kind: 'operatorChat', detail: 'I am here' },
    ]);
    director.dispose();
  });

  it('follows a call already in progress when given its incident (a page reloaded mid-drill), timed from its link', async () => {
    const { clock, director, recorder, send, container } = await setup();
    director.attach(cooperative);
    const incidentId = await send();
    await clock.advance(10_000);
    recorder.dispose();
    const again = startDrillRecorder(container, { incidentId });
    expect(again.incidentId()).toBe(incidentId);
    await clock.advance(2_000);
    director.inject(incidentId, { action: 'socketDrop' });
    await clock.advance(1_000);
    expect(again.events().slice(0, 4)).toEqual([
      { at: 12, kind: 'step', detail: '5:moveTo' },
      { at: 12, kind: 'firstLocation' },
      { at: 12, kind: 'injected', detail: 'socketDrop' },
      { at: 12, kind: 'alert', detail: 'socket_dropped' },
    ]);
    director.inject(incidentId, { action: 'leave' });
    await clock.advance(1_000);
    expect(kinds(again)).toContain('alert:caller_left');
    // A caller's line the trainer injected is told with its words: the timeline and the PDF say what was asked.
    director.inject(incidentId, { action: 'chat', body: 'Is the door open?' });
    await clock.advance(1_000);
    expect(again.events().find((e) => e.kind === 'injected' && e.detail?.startsWith('chat'))?.detail).toBe('chat:Is the door open?');
    expect(startDrillRecorder(container, { incidentId: 'gone' }).incidentId()).toBeNull();
    director.dispose();
  });

  it('assigns a drill to a phone number: the next link to it follows the drill, others do not', async () => {
    const { clock, director, send } = await setup();
    const drill = scenario({ name: 'Phone drill', onLink: { sms: 'delivered' }, steps: [] });
    director.assignToPhone('+55 21 98765-4320', drill);
    expect(director.assignments()).toEqual([{ phone: '+55 21 98765-4320', scenario: 'Phone drill' }]);
    const other = await send('21987654329');
    expect(director.scenarioOf(other)?.name).not.toBe('Phone drill');
    const mine = await send('21987654320');
    expect(director.scenarioOf(mine)?.name).toBe('Phone drill');
    expect(director.assignments()).toEqual([]);
    director.dispose();
    await clock.advance(1_000);
  });
});
