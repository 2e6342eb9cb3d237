import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Emitter } from '../../src/application/shared/emitter';
import type { TrainingChannel } from '../../src/application/training/ports/training-channel.port';
import { TrainerDeskFlow } from '../../src/application/training/trainer-desk.flow';
import { parseScenario } from '../../src/adapters/fake/simulation/scenario-schema';
import { FileScenarioLibrary } from '../../src/adapters/fake/training/scenario-library';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { RELAY_ANONYMOUS, RELAY_PATH, RELAY_SERVER_FRAME, readFrame } from '../../src/adapters/shared/relay-protocol';
import { runScenario } from '../../src/composition/simulation/run-scenario';
import { injectionSteps, readTrainingMessage, type TrainingMessage } from '../../src/domain/training/training-protocol';
import type { WireServer } from '../../server/wire-server';
import { SERVER_HOST_ID } from '../../server/played-callers';
import type { HostMessage } from '../../src/adapters/fake/training/caller-protocol';
import { startWireServer } from './started-wire-server';
import { readKeptDrills, type KeptDrill } from '../../src/domain/training/kept-drill';
import { signedReport } from '../../src/domain/training/debrief-report';
import { debriefJson } from '../../src/ui/training/panel/debrief-json';
import { SERVED_WORLD_SEED } from '../../server/server-world';
import { readWorldFile, WorldKeeper } from '../../server/world-file';
import { SEEDED_RECORDINGS } from '../../src/adapters/fake/playable-media.fake';
import { RECORDING_FILES_PATH, RECORDING_UPLOAD_PATH } from '../../src/adapters/shared/served-recordings';

/**
 * The classroom over the wire, headless: two trainee consoles signed in with their own accounts and a trainer's console
 * (its relay socket, without sign-in), each desk with its own drill in the server's one world at the same time.
 */
const clock = new VirtualClock();
let server: WireServer;
let base: string;
const open: WebSocket[] = [];

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const library = new FileScenarioLibrary(
  Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [`/scenarios/${file}`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]),
  ),
);
const scenario = (fileName: string) => library.list().find((s) => s.fileName.endsWith(fileName))!;

beforeAll(async () => {
  ({ server, base } = await startWireServer(null, clock));
});

afterAll(async () => {
  for (const socket of open) socket.close();
  await server.close();
});

async function post(pathname: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function socket(pathname: string, protocol: string, at = base): Promise<WebSocket> {
  const ws = new WebSocket(`${at.replace('http', 'ws')}${pathname}`, protocol);
  open.push(ws);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

/** A trainee's console: signed in, its realtime socket open (what makes it a desk), and how it sends a drill's link. */
async function trainee(email: string) {
  const { token } = (await post('/auth/login', { email, password: 'demo1234', tenant: 'public', lat: null, long: null })) as {
    token: string;
  };
  const realtime = await socket('/', token);
  return {
    email,
    token,
    realtime,
    async sendLink(phone: string): Promise<string> {
      const query = 'mutation create($input: CreateIncidentInput!) { createIncident(input: $input) { id } }';
      const input = {
        title: `Drill of ${email}`,
        description: 'A training call',
        address: 'Rua da Carioca, Rio de Janeiro',
        city: 'Rio de Janeiro',
        sendToPhone: phone,
        incidentsCategoryId: 14,
        status: 'DRAFT',
      };
      const created = (await post('/graphql', { query, variables: { input } }, token)) as { data: { createIncident: { id: string } } };
      const id = String(created.data.createIncident.id);
      await post('/auth/send/sso', { phone, videoStream: id }, token);
      return id;
    },
  };
}

/** The trainer's console: the room's desks as the server lists them, and one TrainerDeskFlow per desk over the relay. */
async function trainer(at = base, password?: string) {
  const relay = await socket(RELAY_PATH, RELAY_ANONYMOUS, at);
  let refused: boolean | null = null;
  let desks: readonly string[] = [];
  let kept: readonly KeptDrill[] = [];
  const reports = new Map<string, Emitter<TrainingMessage>>();
  const heard: { desk: string; type: string }[] = [];
  relay.on('message', (data) => {
    const frame = readFrame(RELAY_SERVER_FRAME, String(data));
    if (frame?.type === 'training.desks') desks = frame.desks;
    if (frame?.type === 'training.refused') refused = frame.given;
    if (frame?.type === 'training.drills') kept = readKeptDrills(frame.drills);
    if (frame?.type !== 'training.report') return;
    const message = readTrainingMessage(frame.message);
    if (!message) return;
    heard.push({ desk: frame.desk, type: message.type });
    reports.get(frame.desk)?.fire(message);
  });
  relay.send(JSON.stringify({ type: 'training.watch', ...(password === undefined ? {} : { password }) }));
  let serial = 0;
  return {
    desks: () => desks,
    kept: () => kept,
    /** Null while the room has not refused this console; else whether a password was given. */
    refused: () => refused,
    relay,
    heard,
    desk(email: string): TrainerDeskFlow {
      const emitter = new Emitter<TrainingMessage>();
      reports.set(email, emitter);
      const channel: TrainingChannel = {
        post: (message) => relay.send(JSON.stringify({ type: 'training.command', desk: email, message })),
        onMessage: (listener) => emitter.event(listener),
        close: () => emitter.dispose(),
      };
      const flow = new TrainerDeskFlow(channel, library, { next: () => `drill-${++serial}` }, clock);
      flow.start();
      return flow;
    },
  };
}

describe('a training room of two trainee desks and a trainer over the server', () => {
  it('lists every signed-in desk, runs a drill per desk at once, injects into one desk only, and debriefs each as the runner does', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const bea = await trainee('admin@public.demo');
    await expect.poll(() => [...room.desks()].sort()).toEqual(['admin@public.demo', 'operator@public.demo']);

    const first = room.desk(ana.email);
    const second = room.desk(bea.email);
    first.assign(scenario('3-denies-location.json'), { kind: 'nextLink' }, 'Rita Trainer');
    second.assign(scenario('9-taken-over.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => [first.drill?.tabs, second.drill?.tabs]).toEqual([1, 1]);

    // Both links leave at once; each desk's drill follows its own account's link, not the other's.
    const [anaIncident, beaIncident] = await Promise.all([ana.sendLink('+5521987654321'), bea.sendLink('+5521987654322')]);
    await expect.poll(() => [first.drill?.incidentId, second.drill?.incidentId]).toEqual([anaIncident, beaIncident]);
    expect([first.drill?.trainee, second.drill?.trainee]).toEqual(['operator@public.demo', 'admin@public.demo']);

    await clock.advance(20_000);
    first.inject(injectionSteps('callerChat', 'Is anyone there?'));
    await expect.poll(() => first.drill?.injected.length).toBe(1);
    await clock.advance(30_000);
    // The injection reached one desk only.
    expect(room.heard.filter((h) => h.type === 'injected').map((h) => h.desk)).toEqual(['operator@public.demo']);
    expect(second.drill?.injected).toEqual([]);
    expect(second.drill?.events.some((e) => e.kind === 'injected')).toBe(false);

    first.inject(injectionSteps('endCall'));
    second.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => [first.drill?.phase, second.drill?.phase]).toEqual(['ended', 'ended']);

    for (const desk of [first, second]) {
      const report = desk.report()!;
      expect(report).toMatchObject({ trainer: 'Rita Trainer', trainee: desk.drill?.trainee });
      // The headless runner plays the same drill (the scenario with the trainer's injections at their times).
      const recorded = desk.record();
      const parsed = parseScenario('recorded', recorded?.ok ? JSON.parse(recorded.text) : desk.drill!.scenario.json);
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      const headless = await runScenario(parsed.scenario);
      expect(report.debrief.figures.callerJoined).not.toBeNull();
      const { figures, alerts, counts, score } = report.debrief;
      expect({ figures, alerts, counts, score }).toEqual({
        figures: headless.debrief.figures,
        alerts: headless.debrief.alerts,
        counts: headless.debrief.counts,
        score: headless.debrief.score,
      });
    }
  });
});

/** A caller page on a phone: the relay socket without sign-in, speaking the played caller's side of the protocol. */
async function callerPage(callerId: string) {
  const ws = await socket(RELAY_PATH, RELAY_ANONYMOUS);
  const heard: HostMessage[] = [];
  ws.on('message', (data) => {
    const frame = readFrame(RELAY_SERVER_FRAME, String(data));
    if (frame?.type === 'host') heard.push(frame.message as unknown as HostMessage);
  });
  const say = (message: Record<string, unknown>) =>
    ws.send(JSON.stringify({ type: 'caller', message: { from: 'caller', callerId, hostId: SERVER_HOST_ID, ...message } }));
  return {
    heard,
    say,
    async offered(incidentId: string): Promise<string> {
      say({ type: 'find', link: null });
      let link: string | undefined;
      await expect
        .poll(() => (link = heard.flatMap((m) => (m.type === 'offers' ? m.offers : [])).find((o) => o.incidentId === incidentId)?.link))
        .toBeDefined();
      return link!;
    },
    media(link: string) {
      ws.send(JSON.stringify({ type: 'caller.media', link, tracks: ['video', 'audio'] }));
    },
  };
}

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
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const desk = room.desk(ana.email);
    desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    const incident = await ana.sendLink('+5521987654361');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    await clock.advance(12_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'firstVideo')).toBe(true);

    const phone = await callerPage('phone-of-the-prompted-actor');
    const link = await phone.offered(incident);
    phone.say({ type: 'claim', link, name: 'Ana Actor' });
    await expect.poll(() => phone.heard.some((m) => m.type === 'claimed' && m.link === link)).toBe(true);
    phone.say({ type: 'permissions', link, grant: { privacy_policy: true, local: true, audio: true, video: true } });
    phone.media(link);
    // The simulated caller stood down: the scenario's steps still to come are skipped.
    await expect
      .poll(async () => {
        await clock.advance(500);
        return desk.drill?.steps.includes('skipped');
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
    ).toEqual(['latency', 'networkQuality', 'chat']);
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

describe('the drills the room keeps', () => {
  it('keeps each finished drill, lists it to the trainer, exports it, and lists it again after a restart from the world file', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const desk = room.desk(ana.email);
    const keptBefore = room.kept().length;
    desk.assign(scenario('0-slow-network.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    const incident = await ana.sendLink('+5521987654341');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    await clock.advance(15_000);
    desk.inject(injectionSteps('callerChat', 'Can you hear me?'));
    await expect.poll(() => desk.drill?.injected.length).toBe(1);
    await clock.advance(10_000);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => desk.drill?.phase).toBe('ended');

    // Kept by the server, and listed to every trainer's console: it scores as the trainer's live debrief did.
    await expect.poll(() => room.kept().length).toBe(keptBefore + 1);
    const kept = room.kept().find((d) => d.incidentId === incident)!;
    expect(kept).toMatchObject({ desk: ana.email, trainee: ana.email, trainer: 'Rita Trainer', fileName: '0-slow-network.json' });
    expect(kept.injected.map((i) => i.step.action)).toEqual(desk.drill?.injected.map((i) => i.step.action));
    const read = library.read(kept.fileName, JSON.stringify(kept.scenario));
    if (!read.ok) throw new Error('the kept scenario does not read');
    const report = signedReport({ ...kept, scenario: read.scenario, startedAt: kept.assignedAt });
    expect({ ...report, startedAt: 0 }).toEqual({ ...desk.report(), startedAt: 0 });
    // Its JSON export names the trainee, the trainer, the scenario, the date and the duration.
    expect(debriefJson(report, kept.injected)).toMatchObject({
      trainee: ana.email,
      trainer: 'Rita Trainer',
      scenario: read.scenario.name,
      date: new Date(kept.assignedAt).toISOString(),
      durationSeconds: report.durationSeconds,
    });
    expect(report.durationSeconds).toBeGreaterThan(0);
    // Honest: the slow network and the injected caller line went unanswered, each an alert with its time, and the
    // score says so.
    const missed = report.debrief.alerts.filter((a) => a.reactions.length > 0 && a.reactedAt === null);
    expect(missed.map((a) => a.key).sort()).toEqual(['caller_wrote', 'slow_network']);
    expect(missed.find((a) => a.key === 'caller_wrote')?.at).toBeCloseTo(15, 0);
    expect(report.debrief.score).toBeLessThan(100);
    // The headless runner (npm run simulate) plays the kept drill again (the scenario with the injections at their
    // times) and scores it the same.
    const recorded = library.record(read.scenario, kept.injected);
    if (!recorded.ok) throw new Error('the kept drill does not record');
    const replayed = parseScenario('recorded', JSON.parse(recorded.text));
    if (!replayed.ok) throw new Error(replayed.errors.join('\n'));
    const headless = (await runScenario(replayed.scenario)).debrief;
    const { figures, alerts, counts, score } = report.debrief;
    expect({ figures, alerts, counts, score }).toEqual({
      figures: headless.figures,
      alerts: headless.alerts,
      counts: headless.counts,
      score: headless.score,
    });

    // Saved with the world, and listed again by the server that starts from its file.
    const folder = mkdtempSync(path.join(tmpdir(), 'kept-drills-'));
    try {
      const file = path.join(folder, 'world.json');
      await new WorldKeeper(server.world, file, (error) => {
        throw error;
      }).save();
      const restarted = await startWireServer(readWorldFile(file, SERVED_WORLD_SEED));
      try {
        const later = await trainer(restarted.base);
        await expect.poll(() => later.kept().find((d) => d.incidentId === incident)).toEqual(kept);
      } finally {
        await restarted.server.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a kept drill’s recording', () => {
  it('is listed with the kept drill once the operator’s browser uploads it (after the drill was kept), plays from the server, and its JSON export names it', async () => {
    const room = await trainer();
    const ana = await trainee('operator@public.demo');
    const desk = room.desk(ana.email);
    desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
    await expect.poll(() => desk.drill?.tabs).toBe(1);
    const incident = await ana.sendLink('+5521987654351');
    await expect.poll(() => desk.drill?.incidentId).toBe(incident);
    await clock.advance(15_000);
    await expect.poll(() => desk.drill?.events.some((e) => e.kind === 'firstVideo')).toBe(true);
    desk.inject(injectionSteps('endCall'));
    await clock.advance(5_000);
    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings).toEqual([]);

    // The operator's browser uploads what it recorded when the caller's picture stopped.
    const mp4 = new Uint8Array(await readFile(fileURLToPath(SEEDED_RECORDINGS.short.url)));
    const form = new FormData();
    form.append('channel', `incident-${incident}`);
    form.append('file', new Blob([mp4]), 'recording.mp4');
    const uploaded = await fetch(`${base}${RECORDING_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ana.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    await expect.poll(() => room.kept().find((d) => d.incidentId === incident)?.recordings.length).toBe(1);
    const kept = room.kept().find((d) => d.incidentId === incident)!;
    const [recording] = kept.recordings;
    expect(recording?.filename).toBe(`call-${incident}-1.mp4`);
    // An address of this server the trainer's browser can open (signed: a video element sends no token).
    expect(recording?.url.startsWith(`${base}${RECORDING_FILES_PATH}/public/${incident}/`)).toBe(true);
    const played = await fetch(recording!.url);
    expect([played.status, played.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(new Uint8Array(await played.arrayBuffer()).byteLength).toBe(mp4.byteLength);

    const read = library.read(kept.fileName, JSON.stringify(kept.scenario));
    if (!read.ok) throw new Error('the kept scenario does not read');
    const report = signedReport({ ...kept, scenario: read.scenario, startedAt: kept.assignedAt });
    expect(debriefJson(report, kept.injected, kept.recordings)).toMatchObject({ recordings: [recording] });
  });
});

describe('the trainer’s password', () => {
  it('a console without it, or with a wrong one, neither follows the room nor commands a desk; with it, it does', async () => {
    const locked = await startWireServer(null, clock, 'room-password');
    try {
      const ana = await (async () => {
        const { token } = (await (
          await fetch(`${locked.base}/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'operator@public.demo', password: 'demo1234', tenant: 'public', lat: null, long: null }),
          })
        ).json()) as { token: string };
        await socket('/', token, locked.base);
        return 'operator@public.demo';
      })();
      const stranger = await trainer(locked.base);
      await expect.poll(() => stranger.refused()).toBe(false);
      const guesser = await trainer(locked.base, 'guess');
      await expect.poll(() => guesser.refused()).toBe(true);
      // Their commands are dropped: the desk hears no assignment.
      const drill = stranger.desk(ana);
      drill.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Mallory');
      guesser.desk(ana).assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Mallory');
      expect(stranger.desks()).toEqual([]);

      const rita = await trainer(locked.base, 'room-password');
      await expect.poll(() => rita.desks()).toEqual([ana]);
      expect(rita.refused()).toBeNull();
      const desk = rita.desk(ana);
      desk.assign(scenario('1-cooperative-caller.json'), { kind: 'nextLink' }, 'Rita Trainer');
      await expect.poll(() => desk.drill?.tabs).toBe(1);
      // Only Rita's assignment reached the desk (its acknowledgement names her drill alone).
      expect(rita.heard.filter((h) => h.type === 'assigned')).toHaveLength(1);
      expect(drill.drill?.tabs).toBe(0);
    } finally {
      await locked.server.close();
    }
  });
});
