import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { WebSocket } from 'ws';
import { Emitter } from '../../src/application/shared/emitter';
import type { TrainingChannel } from '../../src/application/training/ports/training-channel.port';
import { TrainerDeskFlow } from '../../src/application/training/trainer-desk.flow';
import { FileScenarioLibrary } from '../../src/adapters/fake/training/scenario-library';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { RELAY_ANONYMOUS, RELAY_PATH, RELAY_SERVER_FRAME, readFrame } from '../../src/adapters/shared/relay-protocol';
import { readTrainingMessage, type TrainingMessage } from '../../src/domain/training/training-protocol';
import type { WireServer } from '../../server/wire-server';
import { SERVER_HOST_ID } from '../../server/played-callers';
import type { HostMessage } from '../../src/adapters/fake/training/caller-protocol';
import { readKeptDrills, type KeptDrill } from '../../src/domain/training/kept-drill';
import { startWireServer } from './started-wire-server';

/**
 * The classroom over the wire, headless, for the room's test files: trainee consoles signed in with their own accounts
 * (a realtime socket each), a trainer's console (its relay socket, without sign-in) and caller pages on phones (relay
 * sockets too), all on one server per test file whose world runs on a virtual clock.
 */
export const clock = new VirtualClock();
export let server: WireServer;
export let base: string;
const open: WebSocket[] = [];

const dir = path.resolve(import.meta.dirname, '../../scenarios');
export const library = new FileScenarioLibrary(
  Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [`/scenarios/${file}`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]),
  ),
);
export const scenario = (fileName: string) => library.list().find((s) => s.fileName.endsWith(fileName))!;
type LibraryScenario = ReturnType<typeof scenario>;

/** A scenario a test writes, loaded as a trainer loads a file: refused with its problems when it is not one. */
export function loadedScenario(fileName: string, content: unknown): LibraryScenario {
  const read = library.read(fileName, JSON.stringify(content));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.scenario;
}

/**
 * The test file's server (on the virtual clock), started before its tests and closed after them with every socket; with
 * `{ eachTest: true }`, a new one for each test (its desks, drills and sockets not left to the next test).
 */
export function serveTrainingRoom({ eachTest = false }: { readonly eachTest?: boolean } = {}): void {
  const start = async () => {
    ({ server, base } = await startWireServer(null, clock));
  };
  const stop = async () => {
    for (const socket of open.splice(0)) socket.close();
    await server.close();
  };
  if (eachTest) {
    beforeEach(start);
    afterEach(stop);
  } else {
    beforeAll(start);
    afterAll(stop);
  }
}

export async function post(pathname: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

export async function socket(pathname: string, protocol: string, at = base): Promise<WebSocket> {
  const ws = new WebSocket(`${at.replace('http', 'ws')}${pathname}`, protocol);
  open.push(ws);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

/** A trainee's console: signed in, its realtime socket open (what makes it a desk), and how it sends a drill's link. */
export async function trainee(email: string) {
  const { token } = (await post('/auth/login', { email, password: 'demo1234', tenant: 'public', lat: null, long: null })) as {
    token: string;
  };
  const realtime = await socket('/', token);
  let chat: Promise<(method: string, args: Record<string, unknown>) => Promise<unknown>> | null = null;
  return {
    email,
    token,
    realtime,
    /** Writes in the incident's chat from the trainee's live page (its relay socket: the chat service joined, opened). */
    async write(incidentId: string, body: string): Promise<void> {
      const conversation = `${incidentId}_public`;
      chat ??= relayCalls(token).then(async (call) => {
        const { token: accessToken } = (await call('chat.accessToken', {})) as { token: string };
        await call('chat.join', { conversation, isModerator: true });
        await call('chat.open', { accessToken, conversation });
        return call;
      });
      await (
        await chat
      )('chat.send', { conversation, body });
    },
    /**
     * The trainee's live page shows the caller's first picture: its video session (the relay's) joins the call's channel
     * and tells the server the frame was drawn, as the page's video element does.
     */
    async showsPicture(incidentId: string, uid: string): Promise<void> {
      const call = await relayCalls(token);
      const session = `video-${incidentId}`;
      await call('video.join', { session, channel: `incident-${incidentId}`, token: 'channel-token', uid: `operator-${email}` });
      await call('video.shown', { session, uid });
    },
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

/** A console's relay socket, signed in with `token`: its calls, each answered by the server's reply (or thrown). */
async function relayCalls(token: string) {
  const ws = await socket(RELAY_PATH, token);
  const replies = new Map<number, { ok: boolean; value?: unknown; error?: { message: string } }>();
  ws.on('message', (data) => {
    const frame = readFrame(RELAY_SERVER_FRAME, String(data));
    if (frame?.type === 'reply') replies.set(frame.ref, frame);
  });
  let ref = 0;
  return async (method: string, args: Record<string, unknown>): Promise<unknown> => {
    const mine = ++ref;
    ws.send(JSON.stringify({ type: 'call', ref: mine, method, args }));
    await expect.poll(() => replies.has(mine)).toBe(true);
    const reply = replies.get(mine)!;
    if (!reply.ok) throw new Error(`${method}: ${reply.error?.message ?? 'refused'}`);
    return reply.value;
  };
}

/**
 * The set-up of a room drill: a trainer's console, a trainee signed in whose desk is given the scenario for its next
 * link, and that link sent to the phone number: the drill has begun on the incident it made.
 */
export async function linkSent(email: string, drill: string | LibraryScenario, phone: string) {
  const room = await trainer();
  const operator = await trainee(email);
  const desk = room.desk(operator.email);
  desk.assign(typeof drill === 'string' ? scenario(drill) : drill, { kind: 'nextLink' }, 'Rita Trainer');
  await expect.poll(() => desk.drill?.tabs).toBe(1);
  const incident = await operator.sendLink(phone);
  await expect.poll(() => desk.drill?.incidentId).toBe(incident);
  return { room, trainee: operator, desk, incident };
}

/** Trainer consoles opened, so that each names its drills apart, as consoles' random ids do. */
let trainers = 0;

/** The trainer's console: the room's desks as the server lists them, and one TrainerDeskFlow per desk over the relay. */
export async function trainer(at = base, password?: string) {
  const number = ++trainers;
  const relay = await socket(RELAY_PATH, RELAY_ANONYMOUS, at);
  let refused: boolean | null = null;
  let desks: readonly string[] = [];
  let kept: readonly KeptDrill[] = [];
  const reports = new Map<string, Emitter<TrainingMessage>>();
  const heard: { desk: string; type: string }[] = [];
  const refusals: { desk: string; status: number; message: string }[] = [];
  relay.on('message', (data) => {
    const frame = readFrame(RELAY_SERVER_FRAME, String(data));
    if (frame?.type === 'training.commandRefused') {
      refusals.push({ desk: frame.desk, status: frame.status, message: frame.message });
      reports.get(frame.desk)?.fire({ type: 'busy', drillId: frame.drillId, scenario: frame.scenario });
    }
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
    /** The commands the server refused, with their status and words. */
    refusals,
    desk(email: string): TrainerDeskFlow {
      const emitter = new Emitter<TrainingMessage>();
      reports.set(email, emitter);
      const channel: TrainingChannel = {
        post: (message) => relay.send(JSON.stringify({ type: 'training.command', desk: email, message })),
        onMessage: (listener) => emitter.event(listener),
        close: () => emitter.dispose(),
      };
      const flow = new TrainerDeskFlow(channel, library, { next: () => `drill-${number}-${++serial}` }, clock);
      flow.start();
      return flow;
    },
  };
}

/** A caller page on a phone: the relay socket without sign-in, speaking the played caller's side of the protocol. */
export async function callerPage(callerId: string) {
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
