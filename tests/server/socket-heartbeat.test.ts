import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { createWireServer, type WireServer } from '../../server/wire-server';
import { jsonCall } from './started-wire-server';

/**
 * A console whose network dropped without closing its socket must not hold its call for ever: the server pings each
 * socket and closes one that stops answering, so the operator's reconnected console can join the call again.
 */
const BEAT_MS = 100;
const LIVE_INCIDENT = '100200';
let server: WireServer;
let base: string;

beforeAll(async () => {
  server = createWireServer({ console: null, logger: new MemoryLogger('off'), socketHeartbeatMs: BEAT_MS });
  await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

async function signIn(): Promise<string> {
  const { status, body } = await jsonCall(base, 'POST', '/auth/login', {
    email: 'operator@public.demo',
    password: 'demo1234',
    tenant: 'public',
    lat: null,
    long: null,
  });
  expect(status).toBe(200);
  return (body as { token: string }).token;
}

/** A console's socket joining the live incident's stream; `answersPings: false` is a browser that went away. */
async function join(token: string, channel: string, answersPings = true): Promise<{ socket: WebSocket; answer: Promise<string> }> {
  const socket = new WebSocket(base.replace('http', 'ws'), token, { autoPong: answersPings });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const answer = new Promise<string>((resolve) => {
    socket.on('message', (data) => {
      const text = String(data);
      if (text.includes('already joined') || text.includes('connectionStatus')) resolve(text);
    });
  });
  socket.send(JSON.stringify({ event: 'joinLiveStream', data: { incidentId: LIVE_INCIDENT, channel } }));
  return { socket, answer };
}

const closed = (socket: WebSocket) =>
  socket.readyState === WebSocket.CLOSED ? Promise.resolve() : new Promise<void>((resolve) => socket.once('close', () => resolve()));

it('keeps a socket that answers its pings: another console joining the call is told it is already joined', async () => {
  const token = await signIn();
  const first = await join(token, 'channel-kept');
  expect(await first.answer).toContain('CONNECTED');
  await new Promise((resolve) => setTimeout(resolve, BEAT_MS * 4));
  expect(first.socket.readyState).toBe(WebSocket.OPEN);
  const second = await join(token, 'channel-kept');
  expect(await second.answer).toContain('already joined');
  second.socket.close();
  first.socket.close();
  await closed(first.socket);
});

it('closes a socket that stops answering, and the call is free again for the reconnected console', async () => {
  const token = await signIn();
  const gone = await join(token, 'channel-dropped', false);
  expect(await gone.answer).toContain('CONNECTED');
  await closed(gone.socket);
  const reconnected = await join(token, 'channel-dropped');
  expect(await reconnected.answer).toContain('CONNECTED');
  reconnected.socket.close();
});
