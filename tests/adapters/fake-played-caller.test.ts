import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import type { CallerCamera, CallerDevices } from '../../src/application/training/ports/caller-line.port';
import { Clock } from '../../src/application/ports/clock.port';
import type { GeoPosition } from '../../src/application/ports/geolocation.port';
import { PlayedCallFlow } from '../../src/application/training/played-call.flow';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { LocationTracks } from '../../src/adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import type { AnsweringPeerFactory, OfferingPeerFactory } from '../../src/adapters/fake/training/caller-peers';
import { ChannelCallerLine } from '../../src/adapters/fake/training/channel-caller-line';
import { callRecordings } from '../../src/adapters/fake/demo-world/call-recordings';
import { PlayedCallerHost, type PlayedCallRecorder } from '../../src/adapters/fake/training/played-caller-host';
import { readTrainingMessage } from '../../src/adapters/fake/training/caller-protocol';
import { FakeTabChannels } from '../../src/adapters/fake/training/training-channel.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { chatConversationName } from '../../src/domain/sharing/chat-conversation';

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const files = Object.fromEntries(
  readdirSync(dir).map((f) => [`/scenarios/${f}`, JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown]),
);

/** A link by SMS to a phone ending in 1: the cooperative caller's scenario, which the person replaces. */
const KITCHEN_FIRE = {
  channel: 'sms',
  phone: { prefix: '+55', number: '21987654321' },
  form: { title: 'Fire in the kitchen', address: 'Rua A, 1', description: 'Smoke' },
  settings: null,
} as const;

/** Peers that "connect" through the bus's signalling: the answer names the offer, the media is the caller's. */
function fakePeers() {
  const sent = new Map<string, unknown>();
  const offering: OfferingPeerFactory = (media) => ({
    offer: async () => {
      const sdp = `offer-${sent.size + 1}`;
      sent.set(sdp, media);
      return sdp;
    },
    accept: async () => undefined,
    addIce: () => undefined,
    close: () => undefined,
  });
  let offered = '';
  const answering: AnsweringPeerFactory = () => ({
    answer: async (sdp) => {
      offered = sdp;
      return `answer-to-${sdp}`;
    },
    addIce: () => undefined,
    get media() {
      return Promise.resolve(sent.get(offered));
    },
    close: () => undefined,
  });
  return { offering, answering };
}

function fakeDevices(options: { camera: boolean; location: boolean }) {
  const stopped: string[] = [];
  let follow: ((position: GeoPosition) => void) | null = null;
  const devices: CallerDevices = {
    openCamera: async (): Promise<CallerCamera | null> =>
      options.camera ? { media: { webcam: true }, tracks: ['video', 'audio'], stop: () => stopped.push('camera') } : null,
    watchPosition: (listener, refused) => {
      if (!options.location) refused();
      else follow = listener;
      return () => stopped.push('location');
    },
  };
  return { devices, stopped, move: (position: GeoPosition) => follow?.(position) };
}

async function setup(options = { camera: true, location: true }) {
  const clock = new VirtualClock();
  const container = createContainer('fake', {
    bindings: [[Clock, clock]],
    simulation: { catalog: new FileScenarioCatalog(files), media: null, trainerScenario: () => null },
  });
  await container.get(LoginUseCase).execute({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public' });
  const bus = new FakeTabChannels(readTrainingMessage, 'later');
  const peers = fakePeers();
  const director = container.get(CallerDirector);
  const parts = {
    world: container.get(DemoWorld),
    board: container.get(MessageBoard),
    hub: container.get(LiveHub),
    rooms: container.get(ChatRooms),
    tracks: container.get(LocationTracks),
    store: container.get(IncidentStore),
    director,
  };
  /** What the console's recorder was given to record, and whether each recording was stopped. */
  const recordings: { media: unknown; stopped: boolean }[] = [];
  const recorder: PlayedCallRecorder = (media) => {
    const recording = { media, stopped: false };
    recordings.push(recording);
    let finish: () => void = () => undefined;
    const file = new Promise<void>((resolve) => (finish = resolve)).then(() => ({
      blob: new Blob([`recorded ${JSON.stringify(media)}`], { type: 'video/webm' }),
      mimeType: 'video/webm',
    }));
    return {
      file,
      stop: () => {
        recording.stopped = true;
        finish();
      },
    };
  };
  /** The console's side as a page of the operator's tab starts it (the same id after a reload). */
  const openHost = () => {
    const started = new PlayedCallerHost(parts, bus.open(), peers.answering, 'console-1', recorder);
    started.start();
    return started;
  };
  const host = openHost();
  const sent = await container.get(SendLinkUseCase).execute(KITCHEN_FIRE);
  if (!sent.ok) throw new Error('the link was not sent');
  const incidentId = sent.value.incidentId;
  const board = container.get(MessageBoard);
  const link = board.records(incidentId)[0]?.linkId ?? '';
  const device = fakeDevices(options);
  const flow = (named: string | null) =>
    new PlayedCallFlow(
      { openLine: () => new ChannelCallerLine(bus.open(), peers.offering, `caller-${Math.random()}`), devices: device.devices, clock },
      { link: named },
    );
  /** A caller page on the link that has claimed it and started (camera, then location) under `name`. */
  const playing = async (name: string) => {
    const page = flow(link);
    page.start();
    await clock.advance(100);
    await page.begin(name);
    await clock.advance(100);
    const incident = await container.get(IncidentStore).get('public', incidentId);
    return { page, channel: incident?.videoStream?.channel ?? '' };
  };
  return {
    playing,
    clock,
    container,
    host,
    openHost,
    director,
    board,
    incidentId,
    link,
    device,
    flow,
    recordings,
    hub: container.get(LiveHub),
  };
}

describe('playing the caller yourself: the caller page and the operator tab over a broadcast channel', () => {
  it('lists the links the console sent, then claims one: the simulated caller stands down and the link reads as opened', async () => {
    const { clock, incidentId, link, flow, board, director } = await setup();
    const list = flow(null);
    list.start();
    await clock.advance(2_000);
    expect(list.state.phase).toBe('choosing');
    expect(list.state.offers).toEqual([
      expect.objectContaining({
        link,
        incidentId,
        title: 'Fire in the kitchen',
        taken: false,
        phone: expect.stringContaining('21987654321'),
      }),
    ]);
    list.dispose();

    const page = flow(link);
    page.start();
    await clock.advance(100);
    expect(page.state.phase).toBe('ready');
    expect(page.state.incident).toMatchObject({ id: incidentId, title: 'Fire in the kitchen' });
    expect(director.activeCalls()).not.toContain(incidentId);
    expect(board.records(incidentId)[0]).toMatchObject({ status: 'read', permissions: { clicked_link: true } });
    // The scenario's later steps (its permissions at 8 s, its join at 10 s) do not play.
    await clock.advance(60_000);
    expect(board.records(incidentId)[0]?.permissions.privacy_policy).toBeUndefined();
    page.dispose();
  });

  it('streams the camera into the video channel, reports permissions and the location, and chats both ways', async () => {
    const { playing, clock, container, incidentId, board, hub, device } = await setup();
    const { page, channel } = await playing('Ana (trainer)');
    expect(page.state).toMatchObject({ phase: 'live', camera: 'granted', location: 'asking' });
    const caller = hub.remoteUsers(channel).find((user) => user.uid === `caller-${incidentId}`);
    expect(caller).toMatchObject({ name: 'Ana (trainer)', mediaSource: { webcam: true } });
    expect([...(caller?.tracks ?? [])].sort()).toEqual(['audio', 'video']);

    device.move({ lat: -22.95, long: -43.19 });
    device.move({ lat: -22.951, long: -43.19 });
    await clock.advance(100);
    expect(container.get(LocationTracks).points(incidentId)).toHaveLength(1);
    await clock.advance(5_000);
    device.move({ lat: -22.952, long: -43.19 });
    await clock.advance(100);
    expect(container.get(LocationTracks).points(incidentId)).toHaveLength(2);
    expect(board.records(incidentId)[0]?.permissions).toMatchObject({
      privacy_policy: true,
      audio: true,
      video: true,
      local: true,
      start_live_streaming: true,
    });

    const conversation = chatConversationName(incidentId, 'public') ?? '';
    page.say('There is smoke on the stairs');
    await clock.advance(100);
    expect(container.get(ChatRooms).conversation(conversation)?.messages.at(-1)).toMatchObject({
      author: 'Ana (trainer)',
      body: 'There is smoke on the stairs',
    });
    container.get(ChatRooms).callerSays(conversation, 'Leave the building now', { author: 'operator@public.demo' });
    await clock.advance(100);
    expect(page.state.chat.map((line) => [line.body, line.fromCaller])).toEqual([
      ['There is smoke on the stairs', true],
      ['Leave the building now', false],
    ]);
    page.dispose();
  });

  it("hears the operator's stop: the call ends and the camera and location are let go", async () => {
    const { playing, clock, incidentId, hub, device } = await setup();
    const { page } = await playing('');
    hub.serverStop(incidentId);
    await clock.advance(100);
    expect(page.state.phase).toBe('ended');
    expect(device.stopped).toEqual(expect.arrayContaining(['camera', 'location']));
    page.dispose();
  });

  it("records what the page streams, as the simulated caller's call is recorded: the stop makes it the incident's recording", async () => {
    const { playing, clock, container, incidentId, hub, recordings } = await setup();
    const { page } = await playing('Ana');
    expect(recordings).toEqual([{ media: { webcam: true }, stopped: false }]);
    hub.serverStop(incidentId);
    await clock.advance(100);
    expect(recordings[0]?.stopped).toBe(true);
    const incident = await container.get(IncidentStore).get('public', incidentId);
    const kept = (incident?.media ?? []).filter((m) => m.typeContent === 'cloudRecording');
    expect(kept.map((m) => m.filename)).toEqual([`call-${incidentId}-1.webm`]);
    const file = callRecordings(container.get(DemoWorld)).fileAt(kept[0]?.url ?? '');
    expect(await file?.blob.text()).toBe('recorded {"webcam":true}');
    page.dispose();
  });

  it('reports refusals as denials, and a second page cannot take a link already played', async () => {
    const { playing, clock, incidentId, link, flow, board } = await setup({ camera: false, location: false });
    const { page } = await playing('');
    expect(page.state).toMatchObject({ camera: 'refused', location: 'refused' });
    expect(board.records(incidentId)[0]?.permissions).toMatchObject({ audio: false, video: false, local: false });

    const second = flow(link);
    second.start();
    await clock.advance(100);
    expect(second.state).toMatchObject({ phase: 'refused', refusal: 'taken' });
    second.dispose();
    page.dispose();
  });

  it('says so when no console in this browser has the link', async () => {
    const { clock, flow } = await setup();
    const page = flow('link-999');
    page.start();
    await clock.advance(2_000);
    expect(page.state.phase).toBe('missing');
    page.dispose();
  });

  it('after a reload of the console, the page claims its call again and its camera plays again', async () => {
    const { playing, clock, host, openHost, incidentId, hub, board } = await setup();
    const { page, channel } = await playing('Ana');
    const uid = `caller-${incidentId}`;
    // The page of the console goes away; the next one starts with nobody in the video channel.
    host.dispose();
    hub.remoteLeave(channel, uid);
    const permissions = board.records(incidentId)[0]?.permissions;

    openHost();
    await clock.advance(100);
    expect(page.state.phase).toBe('live');
    expect(hub.remoteUsers(channel).find((user) => user.uid === uid)).toMatchObject({ mediaSource: { webcam: true } });
    expect(board.records(incidentId)[0]?.permissions).toEqual(permissions);
    page.dispose();
  });

  it('hanging up leaves the video channel and frees the link for another page', async () => {
    const { playing, clock, link, flow, hub } = await setup();
    const { page, channel } = await playing('Ana');
    page.hangUp();
    await clock.advance(100);
    expect(page.state.phase).toBe('hungUp');
    expect(hub.remoteUsers(channel)).toEqual([]);
    const next = flow(link);
    next.start();
    await clock.advance(100);
    expect(next.state.phase).toBe('ready');
    next.dispose();
    page.dispose();
  });
});
