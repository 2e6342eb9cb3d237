import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { latestCallerRecord } from '../../src/domain/messaging/caller-never-joined';
import { readMessageStatus } from '../../src/domain/messaging/message-status';
import { chatConversationName } from '../../src/domain/sharing/chat-conversation';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { demoTab, tabContainer, type DemoTab } from './support/demo-tab';

/**
 * The demo's seeded live incidents are really live: each has a caller on the line, following a seeded scenario of its
 * own from the moment an operator opens it, and the incidents' start times do not move when the tab reloads. Each
 * "page" is a container over the tab's storage and clock, as two loads of one tab are.
 */

const TENANT = 'public';

const tab = () => demoTab(new VirtualClock(Date.UTC(2026, 4, 4, 9, 0, 0)));

async function page(t: DemoTab) {
  const container = tabContainer(t);
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: TENANT });
  const store = container.get(IncidentStore);
  const seeded = await store.seededLive(TENANT);
  /** The operator opens the incident's live page (its session joins the live stream); returns the session. */
  const open = async (incidentId: string) => {
    const created = container.get(LiveSessionFactory).create({ incidentId });
    if (!created.ok) throw new Error('no live session');
    void created.value.start();
    await t.clock.advance(1_000);
    return created.value;
  };
  return {
    container,
    store,
    seeded,
    open,
    director: container.get(CallerDirector),
    hub: container.get(LiveHub),
    board: container.get(MessageBoard),
    tracks: container.get(LocationTracks),
    rooms: container.get(ChatRooms),
  };
}

const channelOf = (incidentId: string) => `incident-${incidentId}`;

/** A new tab's first page, the tenant's newest seeded live incident open in it. */
async function newestOpened() {
  const t = tab();
  const first = await page(t);
  const id = first.seeded[0]!;
  return { t, first, id, session: await first.open(id) };
}

describe('the seeded live incidents have a caller on the line', () => {
  it('nothing plays until an operator opens one; then each follows its own seeded scenario', async () => {
    const t = tab();
    const p = await page(t);
    expect(p.seeded.length).toBeGreaterThanOrEqual(2);
    await t.clock.advance(60_000);
    expect(p.director.activeCalls()).toEqual([]);

    const [streaming, refusing, third] = p.seeded;
    await p.open(streaming!);
    await p.open(refusing!);
    if (third) await p.open(third);
    expect(p.seeded.map((id) => p.director.scenarioOf(id)?.name)).toEqual(
      ['Live now: streaming on the move', 'Live now: camera refused, chat only', 'Live now: poor connection'].slice(0, p.seeded.length),
    );
    await t.clock.advance(30_000);

    // The newest streams video and audio and walks: the map's track grows.
    const caller = p.hub.remoteUsers(channelOf(streaming!));
    expect(caller.map((u) => [u.uid, [...u.tracks].sort()])).toEqual([[`caller-${streaming}`, ['audio', 'video']]]);
    expect(p.tracks.points(streaming!).length).toBeGreaterThanOrEqual(5);

    // The next refused the camera (the link's latest record says so), is in the call without video, and writes.
    const refused = readMessageStatus(latestCallerRecord(p.board.records(refusing!))!);
    expect(refused.video).toBe(false);
    expect(p.hub.remoteUsers(channelOf(refusing!)).map((u) => u.tracks.size)).toEqual([0]);
    const chat = p.rooms.conversation(chatConversationName(refusing!, TENANT) ?? '')?.messages ?? [];
    expect(chat.map((m) => m.body)).toContain('I cannot turn the camera on, they would hear me. I can write here.');

    // A third one streams on a poor connection.
    if (third) expect(p.hub.channel(channelOf(third))?.quality.uplinkNetworkQuality).toBeGreaterThanOrEqual(4);
    p.director.dispose();
  });

  it('a second opening does not start the caller again; a reload picks the call up where it is', async () => {
    const { t, first, id, session } = await newestOpened();
    const call = first.director.callOf(id);
    expect(call).not.toBeNull();
    session.dispose();
    await t.clock.advance(10_000);
    await first.open(id);
    expect(first.director.callOf(id)).toEqual(call);
    const points = first.tracks.points(id).length;
    first.director.dispose();

    const second = await page(t);
    await expect(second.director.resume()).resolves.toBe(1);
    await second.open(id);
    expect(second.director.callOf(id)).toEqual(call);
    expect(second.hub.remoteUsers(channelOf(id))).toHaveLength(1);
    await t.clock.advance(8_000);
    expect(second.tracks.points(id).length).toBeGreaterThan(points);
    second.director.dispose();
  });

  it("the seeded incidents' start times are the same after a reload, however long after", async () => {
    const t = tab();
    const first = await page(t);
    const startsOf = async (p: Awaited<ReturnType<typeof page>>) =>
      Promise.all(p.seeded.map(async (id) => (await p.store.get(TENANT, id))?.videoStream?.startedAt));
    const before = await startsOf(first);
    expect(before.every((at) => typeof at === 'string')).toBe(true);
    first.director.dispose();

    await t.clock.advance(25 * 60_000);
    const second = await page(t);
    expect(second.seeded).toEqual(first.seeded);
    expect(await startsOf(second)).toEqual(before);
    second.director.dispose();

    // A new tab (its own session storage) starts from its own moment.
    const other = { ...t, session: new MemoryStorage() };
    const third = await page(other);
    expect(await startsOf(third)).not.toEqual(before);
    third.director.dispose();
  });

  it("the operator's stop ends the seeded call: the caller leaves and no reload brings it back", async () => {
    const { t, first, id, session } = await newestOpened();
    await t.clock.advance(5_000);
    expect(first.hub.remoteUsers(channelOf(id))).toHaveLength(1);
    await session.stop();
    await t.clock.advance(1_000);
    expect(first.director.activeCalls()).toEqual([]);
    first.director.dispose();
    const second = await page(t);
    await expect(second.director.resume()).resolves.toBe(0);
    expect(second.seeded).toContain(id);
    second.director.dispose();
  });
});
