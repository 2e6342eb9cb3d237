import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { ServerSessionFlow } from '../../src/application/session/server-session.flow';
import { chatConversationName } from '../../src/domain/sharing/chat-conversation';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { demoTab, tabContainer, type DemoTab } from './support/demo-tab';

/**
 * The browser demo keeps its server in the page, so a reload of the console would lose the caller. The tab keeps the
 * world's state (session storage): a new page's world reads it back and the simulated caller's call goes on. Each
 * "page" here is a container over the same local and session storage and the same clock, as two loads of one tab are.
 */

const OPERATOR = 'admin@public.demo';

const tab = () => demoTab();

type Tab = DemoTab;

/** One load of the console in the tab: the demo world and the simulated caller over the tab's storage. */
function page(t: Tab) {
  const container = tabContainer(t);
  return {
    container,
    director: container.get(CallerDirector),
    board: container.get(MessageBoard),
    tracks: container.get(LocationTracks),
    rooms: container.get(ChatRooms),
    hub: container.get(LiveHub),
    store: container.get(IncidentStore),
  };
}

type Page = ReturnType<typeof page>;

/** The operator writes in the incident's chat (as a joined moderator). */
function operatorSays(p: Page, incidentId: string, body: string): void {
  const conversation = chatConversationName(incidentId, 'public') ?? '';
  p.rooms.join(conversation, OPERATOR, true);
  p.rooms.send(conversation, OPERATOR, body);
}

/** Signs in and sends the link to the cooperative caller (…1); the call has run for `seconds` when it returns. */
async function cooperativeCallFor(t: Tab, seconds: number): Promise<{ first: Page; incidentId: string }> {
  const first = page(t);
  await first.container.get(LoginUseCase).execute({ email: OPERATOR, password: 'demo1234', tenant: 'public' });
  const sent = await first.container.get(SendLinkUseCase).execute({
    channel: 'sms',
    phone: { prefix: '+55', number: '21987654321' },
    form: { title: 'Reload drill', address: 'Rua A, 1', description: 'The operator reloads the console' },
    settings: null,
  });
  if (!sent.ok) throw new Error('the link was not sent');
  const incidentId = sent.value.incidentId;
  await t.clock.advance(22_000);
  operatorSays(first, incidentId, 'Help is on the way.');
  await t.clock.advance(seconds * 1000 - 22_000);
  return { first, incidentId };
}

const channelOf = (incidentId: string) => `incident-${incidentId}`;

describe('a reload of the demo keeps the caller (the demo world in the tab)', () => {
  it("the next page finds the message status, the track, the chat and the caller's photo as the server kept them", async () => {
    const t = tab();
    const { first, incidentId } = await cooperativeCallFor(t, 35);
    const before = {
      records: first.board.records(incidentId),
      points: first.tracks.points(incidentId),
      messages: first.rooms.conversation(chatConversationName(incidentId, 'public') ?? '')?.messages ?? [],
    };
    expect(before.records[0]).toMatchObject({ status: 'read', permissions: { clicked_link: true, video: true, local: true } });
    expect(before.points.length).toBeGreaterThanOrEqual(3);
    expect(before.messages.map((m) => m.body)).toEqual([
      'Hello, I am at the corner, can you see me?',
      'Help is on the way.',
      'Yes, I can hear you.',
    ]);
    first.director.dispose();

    const second = page(t);
    expect(second.board.records(incidentId)).toEqual(before.records);
    expect(second.tracks.points(incidentId)).toEqual(before.points);
    expect(second.rooms.conversation(chatConversationName(incidentId, 'public') ?? '')?.messages).toEqual(before.messages);
    expect((await second.store.get('public', incidentId))?.media?.map((m) => m.filename)).toEqual(['photo-30.svg']);
  });

  it('the caller is back in the video channel with their tracks, and their scenario goes on from where it was', async () => {
    const t = tab();
    const { first, incidentId } = await cooperativeCallFor(t, 35);
    const pointsBefore = first.tracks.points(incidentId);
    first.director.dispose();
    expect(t.clock.pendingTimers()).toBe(0);

    const second = page(t);
    expect(second.hub.remoteUsers(channelOf(incidentId))).toEqual([]);
    await expect(second.director.resume()).resolves.toBe(1);
    const caller = second.hub.remoteUsers(channelOf(incidentId));
    expect(caller.map((u) => u.uid)).toEqual([`caller-${incidentId}`]);
    expect([...(caller[0]?.tracks ?? [])].sort()).toEqual(['audio', 'video']);
    // Nothing already on the server is played again.
    expect(second.tracks.points(incidentId)).toEqual(pointsBefore);
    expect((await second.store.get('public', incidentId))?.media).toHaveLength(1);

    // The walk goes on from the last point (bearing 45°: north-east), the second photo arrives at 60 s, once.
    await t.clock.advance(5_000);
    const points = second.tracks.points(incidentId);
    expect(points).toHaveLength(pointsBefore.length + 1);
    const [last, next] = [pointsBefore.at(-1)!, points.at(-1)!];
    expect(next.latitude).toBeGreaterThan(last.latitude);
    expect(next.longitude).toBeGreaterThan(last.longitude);
    expect(next.latitude - last.latitude).toBeCloseTo(last.latitude - pointsBefore.at(-2)!.latitude, 9);
    await t.clock.advance(20_000);
    expect((await second.store.get('public', incidentId))?.media?.map((m) => m.filename)).toEqual(['photo-30.svg', 'photo-60.svg']);

    // The caller's replies go on with the next one (the first was used before the reload).
    operatorSays(second, incidentId, 'Are you safe?');
    await t.clock.advance(3_000);
    const messages = second.rooms.conversation(chatConversationName(incidentId, 'public') ?? '')?.messages ?? [];
    expect(messages.at(-1)?.body).toBe('I will stay here.');
    second.director.dispose();
  });

  it("the operator's stop ends the call: no later page picks it up", async () => {
    const t = tab();
    const { first, incidentId } = await cooperativeCallFor(t, 30);
    first.director.dispose();

    const second = page(t);
    await second.director.resume();
    // The reloaded console has its session once the server confirmed the stored token, as the app does on start.
    const confirmed = second.container.get(ServerSessionFlow).confirm();
    await t.clock.advance(1_000);
    expect(await confirmed).toBe('confirmed');
    const live = second.container.get(LiveSessionFactory).create({ incidentId });
    if (!live.ok) throw new Error('no live session');
    void live.value.start();
    await t.clock.advance(1_000);
    expect(live.value.state.phase).toBe('live');
    await expect(live.value.stop()).resolves.toMatchObject({ ok: true });
    await t.clock.advance(1_000);
    live.value.dispose();
    expect(second.hub.remoteUsers(channelOf(incidentId))).toEqual([]);
    // The stopped call plays no more steps.
    const media = (await second.store.get('public', incidentId))?.media?.length;
    await t.clock.advance(60_000);
    expect((await second.store.get('public', incidentId))?.media?.length).toBe(media);
    second.director.dispose();

    const third = page(t);
    await expect(third.director.resume()).resolves.toBe(0);
    expect(third.hub.remoteUsers(channelOf(incidentId))).toEqual([]);
  });

  it('a call whose incident is no longer live (finished, stream ended) or whose kept scenario cannot be read ends instead of coming back', async () => {
    const t = tab();
    const { first, incidentId } = await cooperativeCallFor(t, 25);
    const kept = t.session.get('demo.calls');
    first.director.dispose();
    await first.store.update('public', incidentId, { finishedAt: new Date(t.clock.now()).toISOString() });
    await expect(page(t).director.resume()).resolves.toBe(0);
    expect(t.session.get('demo.calls')).toBe('[]');

    // The stream ended without the socket's stop (stopAllChannels alone): no caller either.
    await first.store.update('public', incidentId, { finishedAt: null });
    await first.store.endStream('public', incidentId);
    t.session.set('demo.calls', kept ?? '');
    await expect(page(t).director.resume()).resolves.toBe(0);
    expect(t.session.get('demo.calls')).toBe('[]');

    t.session.set(
      'demo.calls',
      JSON.stringify([
        { incidentId, tenantId: 'public', phone: '+5521987654321', channel: 'sms', scenario: { steps: 'x' }, startedAt: 0, replies: 0 },
      ]),
    );
    await expect(page(t).director.resume()).resolves.toBe(0);
    t.session.set('demo.calls', '{not json');
    await expect(page(t).director.resume()).resolves.toBe(0);
  });

  it('logging out clears the tab, and with it every kept call, message status, track and conversation', async () => {
    const t = tab();
    const { first, incidentId } = await cooperativeCallFor(t, 25);
    first.director.dispose();
    t.session.clear();
    const second = page(t);
    await expect(second.director.resume()).resolves.toBe(0);
    expect(second.board.records(incidentId)).toEqual([]);
    expect(second.tracks.points(incidentId)).toEqual([]);
    expect(second.rooms.conversation(chatConversationName(incidentId, 'public') ?? '')).toBeNull();
    expect(second.hub.remoteUsers(channelOf(incidentId))).toEqual([]);
  });
});

describe('a reload mid-drill keeps what the trainer injected', () => {
  it('the caller comes back as the injected steps left them, and the injections are still there to record', async () => {
    const t = tab();
    const { first, incidentId } = await cooperativeCallFor(t, 35);
    expect(first.director.inject(incidentId, { action: 'unpublish', tracks: ['video'] })).toEqual({ ok: true });
    await t.clock.advance(1_000);
    first.director.dispose();

    const second = page(t);
    await expect(second.director.resume()).resolves.toBe(1);
    const caller = second.hub.remoteUsers(channelOf(incidentId));
    expect([...(caller[0]?.tracks ?? [])]).toEqual(['audio']);
    expect(second.director.injections(incidentId)).toEqual([{ at: 35, step: { at: 35, action: 'unpublish', tracks: ['video'] } }]);
    second.director.dispose();
  });
});
