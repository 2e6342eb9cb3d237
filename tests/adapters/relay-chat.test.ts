import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { ChatMessage } from '../../src/domain/incident/chat';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { RelayChatGateway } from '../../src/adapters/served/relay-chat.adapter';
import { RelaySocket } from '../../src/adapters/served/relay-socket';
import { RELAY_PATH } from '../../src/adapters/shared/relay-protocol';
import { createWireServer, type WireServer } from '../../server/wire-server';

/** The served console's chat adapter against the demo world's server, over a real relay socket (ws as the browser's). */
vi.stubGlobal('WebSocket', WebSocket);

let server: WireServer;
let base: string;

beforeAll(async () => {
  server = createWireServer({ console: null, logger: new MemoryLogger('off') });
  await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
  vi.unstubAllGlobals();
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', tenant: 'public', lat: null, long: null }),
  });
  return ((await response.json()) as { token: string }).token;
}

function gatewayFor(token: string): { relay: RelaySocket; chat: RelayChatGateway } {
  const relay = new RelaySocket(`${base.replace('http', 'ws')}${RELAY_PATH}`, () => token);
  return { relay, chat: new RelayChatGateway(relay) };
}

describe('RelayChatGateway', () => {
  it("opens a conversation on the server, hears the other console's messages and goes offline when the socket closes", async () => {
    const conversation = '1_public';
    const operator = gatewayFor(await signIn('operator@public.demo'));
    const admin = gatewayFor(await signIn('admin@public.demo'));
    const open = async ({ chat }: { chat: RelayChatGateway }) => {
      await chat.joinConversation(conversation, { isModerator: true });
      return chat.open(await chat.accessToken(), conversation);
    };
    const [mine, theirs] = [await open(operator), await open(admin)];
    // Browsers of one network meet on their own addresses: the served world names no ICE server.
    await expect(operator.chat.turnToken()).resolves.toEqual({ iceServers: [], ttlSeconds: 86_400 });
    expect(mine.identity).toBe('operator@public.demo');
    expect(mine.connection()).toBe('connected');
    const heard: ChatMessage[] = [];
    theirs.onMessage((message) => heard.push(message));

    await mine.send('Units are on their way');
    await expect.poll(() => heard.map((m) => m.body)).toContain('Units are on their way');
    expect(heard.at(-1)?.author).toBe('operator@public.demo');
    expect((await theirs.messages()).map((m) => m.body)).toContain('Units are on their way');

    const connections: string[] = [];
    mine.onConnectionChanged((connection) => connections.push(connection));
    operator.relay.close();
    expect(connections).toContain('offline');
    expect(mine.connection()).toBe('offline');
    await expect(mine.send('lost')).rejects.toMatchObject({ kind: 'network' });
    await theirs.leave();
    admin.relay.close();
  });

  it('is refused without a token the server knows', async () => {
    const { chat } = gatewayFor('not-a-token');
    await expect(chat.accessToken()).rejects.toMatchObject({ kind: 'network' });
  });
});
