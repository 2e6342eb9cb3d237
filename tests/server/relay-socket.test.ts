import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RELAY_ANONYMOUS, RELAY_PATH, type RelayServerFrame } from '../../src/adapters/shared/relay-protocol';
import type { WireServer } from '../../server/wire-server';
import { createIncidentOver, startWireServer } from './started-wire-server';

/** The served console's relay socket, headless: chat kept by the world, signalling between two browsers, refusals. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function signIn(email: string): Promise<string> {
  const answer = (await post('/auth/login', { email, password: 'demo1234', tenant: 'public', lat: null, long: null })) as { token: string };
  return answer.token;
}

const createIncident = (token: string): Promise<string> => createIncidentOver(base, token);

interface Relay {
  readonly peer: string;
  readonly frames: RelayServerFrame[];
  call(method: string, args?: Record<string, unknown>): Promise<{ ok: boolean; value?: unknown; error?: { status: number } }>;
  send(frame: unknown): void;
  close(): void;
}

async function relay(protocol: string): Promise<Relay> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${RELAY_PATH}`, protocol);
  const frames: RelayServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as RelayServerFrame));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await expect.poll(() => frames.some((f) => f.type === 'hello')).toBe(true);
  const hello = frames.find((f) => f.type === 'hello');
  let ref = 0;
  return {
    peer: hello?.type === 'hello' ? hello.peer : '',
    frames,
    async call(method, args = {}) {
      const mine = ++ref;
      socket.send(JSON.stringify({ type: 'call', ref: mine, method, args }));
      await expect.poll(() => frames.some((f) => f.type === 'reply' && f.ref === mine)).toBe(true);
      return frames.find((f) => f.type === 'reply' && f.ref === mine) as { ok: boolean; value?: unknown; error?: { status: number } };
    },
    send: (frame) => socket.send(JSON.stringify(frame)),
    close: () => socket.close(),
  };
}

async function openChat(token: string, conversation: string): Promise<Relay> {
  const socket = await relay(token);
  const access = await socket.call('chat.accessToken');
  expect(access.ok).toBe(true);
  expect((await socket.call('chat.join', { conversation, isModerator: true })).ok).toBe(true);
  const opened = await socket.call('chat.open', { accessToken: (access.value as { token: string }).token, conversation });
  expect(opened.ok).toBe(true);
  return socket;
}

describe('the relay socket', () => {
  it('refuses a socket whose token the world does not know', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${RELAY_PATH}`, 'not-a-token');
    const status = await new Promise<number>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('carries a chat between two consoles, and a reopened socket reads the thread the world kept', async () => {
    const [operator, admin] = await Promise.all([signIn('operator@public.demo'), signIn('admin@public.demo')]);
    const conversation = `${await createIncident(operator)}_public`;
    const [one, two] = [await openChat(operator, conversation), await openChat(admin, conversation)];
    expect((await one.call('chat.send', { conversation, body: 'Is anyone hurt?' })).ok).toBe(true);
    await expect
      .poll(() =>
        two.frames.some(
          (f) => f.type === 'chat.message' && f.message.body === 'Is anyone hurt?' && f.message.author === 'operator@public.demo',
        ),
      )
      .toBe(true);
    two.close();
    const again = await openChat(admin, conversation);
    const thread = await again.call('chat.messages', { conversation });
    expect((thread.value as { messages: { body: string }[] }).messages.map((m) => m.body)).toContain('Is anyone hurt?');
    // A message of the wrong shape is refused naming its field; another tenant's conversation is refused.
    expect((await again.call('chat.send', { conversation, body: 42 })).error?.status).toBe(400);
    expect((await again.call('chat.join', { conversation: '1_tenant_5', isModerator: false })).error?.status).toBe(403);
    one.close();
    again.close();
  });

  it('passes signalling from one browser to another, naming the sender', async () => {
    const operator = await relay(await signIn('operator@public.demo'));
    const callerPage = await relay(RELAY_ANONYMOUS);
    callerPage.send({ type: 'signal', to: operator.peer, data: { kind: 'offer', sdp: 'v=0' } });
    await expect
      .poll(() => operator.frames.some((f) => f.type === 'signal' && f.from === callerPage.peer && f.data.kind === 'offer'))
      .toBe(true);
    operator.close();
    callerPage.close();
  });

  it('answers a caller page only the caller side: its chat and video calls are refused', async () => {
    const callerPage = await relay(RELAY_ANONYMOUS);
    expect((await callerPage.call('chat.accessToken')).error?.status).toBe(401);
    expect((await callerPage.call('video.join', { session: 'a', channel: 'c', token: 't', uid: 1 })).error?.status).toBe(401);
    callerPage.close();
  });

  it("carries a push sent by one console to another console subscribed to its topic, of the incident's tenant only", async () => {
    const [operator, admin] = await Promise.all([signIn('operator@public.demo'), signIn('admin@public.demo')]);
    const tenant5 = (
      (await post('/auth/login', { email: 'operator@tenant5.demo', password: 'demo1234', tenant: 'tenant_5', lat: null, long: null })) as {
        token: string;
      }
    ).token;
    const [listening, elsewhere, silent] = [await relay(admin), await relay(tenant5), await relay(operator)];
    expect((await listening.call('push.subscribe', { topics: ['new_incident_live'] })).ok).toBe(true);
    expect((await elsewhere.call('push.subscribe', { topics: ['new_incident_live'] })).ok).toBe(true);
    expect((await silent.call('push.subscribe', { topics: ['reported_comment'] })).ok).toBe(true);
    expect((await listening.call('push.subscribe', { topics: ['no_such_topic'] })).error?.status).toBe(400);

    const incidentId = await createIncident(operator);
    await post(`/api/incidents/sendpn/${incidentId}`, { topicList: ['new_incident_live'] }, operator);
    await expect
      .poll(() => listening.frames.filter((f) => f.type === 'push'))
      .toEqual([{ type: 'push', incidentId, title: 'Flooded underpass' }]);
    expect(elsewhere.frames.some((f) => f.type === 'push')).toBe(false);
    expect(silent.frames.some((f) => f.type === 'push')).toBe(false);

    expect((await listening.call('push.unsubscribe')).ok).toBe(true);
    await post(`/api/incidents/sendpn/global/${incidentId}`, {}, operator);
    await expect.poll(() => silent.frames.filter((f) => f.type === 'push').length).toBe(1);
    expect(listening.frames.filter((f) => f.type === 'push')).toHaveLength(1);
    for (const socket of [listening, elsewhere, silent]) socket.close();
  });
});
