import { readdirSync, readFileSync } from 'node:fs';
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
import { startWireServer } from './started-wire-server';

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

async function socket(pathname: string, protocol: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${pathname}`, protocol);
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
async function trainer() {
  const relay = await socket(RELAY_PATH, RELAY_ANONYMOUS);
  let desks: readonly string[] = [];
  const reports = new Map<string, Emitter<TrainingMessage>>();
  const heard: { desk: string; type: string }[] = [];
  relay.on('message', (data) => {
    const frame = readFrame(RELAY_SERVER_FRAME, String(data));
    if (frame?.type === 'training.desks') desks = frame.desks;
    if (frame?.type !== 'training.report') return;
    const message = readTrainingMessage(frame.message);
    if (!message) return;
    heard.push({ desk: frame.desk, type: message.type });
    reports.get(frame.desk)?.fire(message);
  });
  relay.send(JSON.stringify({ type: 'training.watch' }));
  let serial = 0;
  return {
    desks: () => desks,
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
