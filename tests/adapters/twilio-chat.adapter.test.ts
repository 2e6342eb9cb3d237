import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../src/domain/incident/chat';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { TwilioChatGateway } from '../../src/adapters/real/twilio-chat.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

/** A stand-in for @twilio/conversations: a client that initializes (or not), conversations that emit their events. */
const sdk = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  class Emitter {
    readonly handlers = new Map<string, Set<Handler>>();
    readonly history = new Map<string, unknown[]>();
    on(event: string, handler: Handler): this {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)?.add(handler);
      return this;
    }
    onWithReplay(event: string, handler: Handler): this {
      this.on(event, handler);
      const last = this.history.get(event);
      if (last) handler(...last);
      return this;
    }
    off(event: string, handler: Handler): this {
      this.handlers.get(event)?.delete(handler);
      return this;
    }
    emit(event: string, ...args: unknown[]): boolean {
      this.history.set(event, args);
      for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
      return true;
    }
    handlerCount(): number {
      return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
    }
  }
  class Media {
    constructor(
      readonly filename: string | null,
      readonly contentType: string,
      private readonly url: string,
    ) {}
    async getContentTemporaryUrl(): Promise<string> {
      return this.url;
    }
  }
  class Message {
    constructor(
      readonly index: number,
      readonly author: string | null,
      readonly body: string | null,
      readonly dateCreated: Date | null,
      readonly attachedMedia: Media[] | null = null,
    ) {}
  }
  class Participant {
    readonly updates: unknown[] = [];
    constructor(
      readonly identity: string,
      public attributes: unknown = {},
    ) {}
    async updateAttributes(attributes: unknown): Promise<this> {
      this.updates.push(attributes);
      this.attributes = attributes;
      return this;
    }
  }
  class Conversation extends Emitter {
    lastReadMessageIndex: number | null = null;
    readonly messages: Message[] = [];
    readonly participants = new Map<string, Participant>();
    constructor(readonly uniqueName: string) {
      super();
    }
    /** Pages of pageSize from the newest backwards; each page oldest first. */
    async getMessages(pageSize = 30, end = this.messages.length) {
      const start = Math.max(0, end - pageSize);
      return {
        items: this.messages.slice(start, end),
        hasPrevPage: start > 0,
        hasNextPage: end < this.messages.length,
        prevPage: () => this.getMessages(pageSize, start),
      };
    }
    async sendMessage(body: string): Promise<number> {
      const message = new Message(this.messages.length, 'operator@tenant5.test', body, new Date('2026-11-22T10:00:00Z'));
      this.messages.push(message);
      this.emit('messageAdded', message);
      return message.index;
    }
    async getParticipantByIdentity(identity: string): Promise<Participant | null> {
      return this.participants.get(identity) ?? null;
    }
  }
  const state = {
    factoryRuns: 0,
    init: 'initialized' as 'initialized' | 'failed' | 'denied' | 'never',
    conversations: new Map<string, Conversation>(),
  };
  const clients: Client[] = [];
  class Client extends Emitter {
    shutdowns = 0;
    connectionState = 'connected';
    readonly user = { identity: 'operator@tenant5.test' };
    readonly tokenUpdates: string[] = [];
    constructor(readonly token: string) {
      super();
      clients.push(this);
      setTimeout(() => {
        if (state.init === 'initialized') {
          this.emit('stateChanged', 'initialized');
          this.emit('initialized');
        } else if (state.init === 'failed') {
          this.emit('stateChanged', 'failed');
          this.emit('initFailed', { error: { terminal: true, message: 'Twilsock failed' } });
        } else if (state.init === 'denied') this.emit('connectionStateChanged', 'denied');
      }, 0);
    }
    async getConversationByUniqueName(name: string): Promise<Conversation> {
      const conversation = state.conversations.get(name);
      if (!conversation) throw new Error('Forbidden');
      return conversation;
    }
    async updateToken(token: string): Promise<this> {
      this.tokenUpdates.push(token);
      return this;
    }
    async shutdown(): Promise<void> {
      this.shutdowns++;
    }
  }
  return { state, clients, Client, Conversation, Message, Media, Participant };
});

vi.mock('@twilio/conversations', () => {
  sdk.state.factoryRuns++;
  return { Client: sdk.Client };
});

const { server } = mswWire();
afterEach(() => {
  sdk.state.init = 'initialized';
  sdk.state.conversations.clear();
});

function gateway(options = {}) {
  return new TwilioChatGateway(testHttpClient({ origin: 'http://console.test/public/incident/live/42', token: 'operator-jwt' }), options);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function conversationWithHistory(name = '42_tenant_5') {
  const conversation = new sdk.Conversation(name);
  conversation.messages.push(
    new sdk.Message(0, 'caller', 'Help, there is smoke', new Date('2026-11-22T09:00:00Z')),
    new sdk.Message(1, 'operator@tenant5.test', 'Stay on the line', new Date('2026-11-22T09:00:05Z')),
    new sdk.Message(2, 'caller', null, new Date('2026-11-22T09:00:09Z'), [
      new sdk.Media('smoke.jpg', 'image/jpeg', 'https://media.test/smoke.jpg'),
    ]),
  );
  conversation.lastReadMessageIndex = 1;
  sdk.state.conversations.set(name, conversation);
  return conversation;
}

describe('TwilioChatGateway: the platform endpoints (SPEC §7 Chat and messaging)', () => {
  it('POST /api/twilio/accesstoken/generate answers twilioAccessToken, with the operator bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/api/twilio/accesstoken/generate`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ twilioAccessToken: 'twilio-jwt' });
      }),
    );
    await expect(gateway().accessToken()).resolves.toBe('twilio-jwt');
    expect(authorization).toBe('Bearer operator-jwt');
  });

  it('an answer without twilioAccessToken is an invalid response', async () => {
    server.use(http.post(`${API}/api/twilio/accesstoken/generate`, () => HttpResponse.json({ token: 'x' })));
    await expect(gateway().accessToken()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('PUT /api/twilio/conversation/{unique name}/join sends { attributes: { isModerator } }', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.put(`${API}/api/twilio/conversation/:id/join`, async ({ request }) => {
        calls.push({ path: new URL(request.url).pathname, body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await gateway().joinConversation('42_tenant_5', { isModerator: false });
    await gateway().joinConversation('42_public', { isModerator: true });
    expect(calls).toEqual([
      { path: '/api/twilio/conversation/42_tenant_5/join', body: { attributes: { isModerator: false } } },
      { path: '/api/twilio/conversation/42_public/join', body: { attributes: { isModerator: true } } },
    ]);
  });

  it('a refused join becomes a GatewayError with the server message (the use case then retries as moderator)', async () => {
    server.use(
      http.put(`${API}/api/twilio/conversation/:id/join`, () => HttpResponse.json({ message: 'Conversation not found' }, { status: 404 })),
    );
    await expect(gateway().joinConversation('42_tenant_5', { isModerator: false })).rejects.toMatchObject({
      kind: 'not-found',
      serverMessage: 'Conversation not found',
    });
  });

  it.each([
    [
      'iceServers with one address',
      { iceServers: [{ urls: 'turn:turn.test:3478', username: 'u', credential: 'c' }], ttl: 86400 },
      { iceServers: [{ urls: ['turn:turn.test:3478'], username: 'u', credential: 'c' }], ttlSeconds: 86400 },
    ],
    [
      "Twilio's ice_servers with url and a ttl in text",
      { ice_servers: [{ url: 'stun:global.stun.twilio.com:3478' }, { urls: ['turn:a', 'turn:b'], username: 'u' }], ttl: '3600' },
      {
        iceServers: [
          { urls: ['stun:global.stun.twilio.com:3478'], username: null, credential: null },
          { urls: ['turn:a', 'turn:b'], username: 'u', credential: null },
        ],
        ttlSeconds: 3600,
      },
    ],
    ['no server, no ttl', { iceServers: [] }, { iceServers: [], ttlSeconds: null }],
  ])('POST /api/twilio/turntoken/generate reads %s', async (_name, answer, expected) => {
    server.use(http.post(`${API}/api/twilio/turntoken/generate`, () => HttpResponse.json(answer)));
    await expect(gateway().turnToken()).resolves.toEqual(expected);
  });

  it.each([
    ['no list of servers', { ttl: 60 }],
    ['a server without an address', { iceServers: [{ username: 'u', credential: 'c' }] }],
    ['a credential of the wrong type', { iceServers: [{ urls: 'turn:a', credential: 5 }] }],
    ['a ttl that is an object', { iceServers: [], ttl: { seconds: 60 } }],
    ['a list', [{ urls: 'turn:a' }]],
  ])('refuses a TURN answer with %s', async (_name, answer) => {
    server.use(http.post(`${API}/api/twilio/turntoken/generate`, () => HttpResponse.json(answer)));
    await expect(gateway().turnToken()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('TwilioChatGateway: the conversation over @twilio/conversations', () => {
  it('does not import @twilio/conversations until open() is called', async () => {
    conversationWithHistory();
    const chat = gateway();
    expect(sdk.state.factoryRuns).toBe(0);
    const conversation = await chat.open('twilio-jwt', '42_tenant_5');
    expect(sdk.state.factoryRuns).toBe(1);
    expect(sdk.clients[sdk.clients.length - 1].token).toBe('twilio-jwt');
    expect(conversation.name).toBe('42_tenant_5');
    await conversation.leave();
  });

  it('maps the history, oldest first, to chat messages (author, body, media, read, timestamp), across pages', async () => {
    conversationWithHistory();
    const conversation = await gateway({ historyPageSize: 2 }).open('twilio-jwt', '42_tenant_5');
    expect(await conversation.messages()).toEqual<ChatMessage[]>([
      { author: 'caller', body: 'Help, there is smoke', media: null, read: true, timestamp: '2026-11-22T09:00:00.000Z' },
      { author: 'operator@tenant5.test', body: 'Stay on the line', media: null, read: true, timestamp: '2026-11-22T09:00:05.000Z' },
      {
        author: 'caller',
        body: null,
        media: { url: 'https://media.test/smoke.jpg', filename: 'smoke.jpg', contentType: 'image/jpeg' },
        read: false,
        timestamp: '2026-11-22T09:00:09.000Z',
      },
    ]);
    await conversation.leave();
  });

  it('sends, and reports every new message (its own included) until the listener unsubscribes', async () => {
    const remote = conversationWithHistory();
    const conversation = await gateway().open('twilio-jwt', '42_tenant_5');
    const received: ChatMessage[] = [];
    const stop = conversation.onMessage((m) => received.push(m));
    await conversation.send('Help is on the way');
    remote.emit('messageAdded', new sdk.Message(4, 'caller', 'Thank you', new Date('2026-11-22T10:00:03Z')));
    await flush();
    expect(received.map((m) => `${m.author}: ${m.body}`)).toEqual(['operator@tenant5.test: Help is on the way', 'caller: Thank you']);
    stop();
    remote.emit('messageAdded', new sdk.Message(5, 'caller', 'Hello?', new Date()));
    await flush();
    expect(received).toHaveLength(2);
    await conversation.leave();
  });

  it("maps the client's connection states to connected, connecting or offline, and stops hearing them after leave()", async () => {
    conversationWithHistory();
    const conversation = await gateway().open('twilio-jwt', '42_tenant_5');
    const client = sdk.clients.at(-1);
    if (!client) throw new Error('no client');
    expect(conversation.identity).toBe('operator@tenant5.test');
    expect(conversation.connection()).toBe('connected');
    const heard: string[] = [];
    conversation.onConnectionChanged((state) => heard.push(state));
    for (const state of ['disconnecting', 'disconnected', 'connecting', 'connected', 'denied', 'unknown', 'a-new-state'])
      client.emit('connectionStateChanged', state);
    expect(heard).toEqual(['offline', 'offline', 'connecting', 'connected', 'offline', 'connecting', 'connecting']);
    client.connectionState = 'disconnected';
    expect(conversation.connection()).toBe('offline');
    await conversation.leave();
    client.emit('connectionStateChanged', 'connected');
    expect(heard).toHaveLength(7);
  });

  it('reports joining participants and promotes one to moderator through the isModerator attribute', async () => {
    const remote = conversationWithHistory();
    const collaborator = new sdk.Participant('collab@tenant5.test', { name: 'Ana' });
    remote.participants.set(collaborator.identity, collaborator);
    const conversation = await gateway().open('twilio-jwt', '42_tenant_5');
    const joined: string[] = [];
    conversation.onParticipantJoined((identity) => joined.push(identity));
    remote.emit('participantJoined', collaborator);
    expect(joined).toEqual(['collab@tenant5.test']);
    await conversation.promoteToModerator('collab@tenant5.test');
    expect(collaborator.updates).toEqual([{ name: 'Ana', isModerator: true }]);
    await conversation.promoteToModerator('collab@tenant5.test');
    expect(collaborator.updates).toHaveLength(1);
    await expect(conversation.promoteToModerator('stranger@x.test')).rejects.toMatchObject({ kind: 'not-found' });
    await conversation.leave();
  });

  it('renews the access token when the client says it is about to expire', async () => {
    conversationWithHistory();
    server.use(http.post(`${API}/api/twilio/accesstoken/generate`, () => HttpResponse.json({ twilioAccessToken: 'renewed-jwt' })));
    const conversation = await gateway().open('twilio-jwt', '42_tenant_5');
    const client = sdk.clients[sdk.clients.length - 1];
    client.emit('tokenAboutToExpire');
    await vi.waitFor(() => expect(client.tokenUpdates).toEqual(['renewed-jwt']));
    await conversation.leave();
  });

  it('refuses cleanly when the conversation does not exist: a not-found GatewayError, and the client shut down', async () => {
    const failure = await gateway()
      .open('twilio-jwt', '404_tenant_5')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'not-found' });
    expect((failure as Error).message).toMatch(/404_tenant_5/);
    expect(sdk.clients[sdk.clients.length - 1].shutdowns).toBe(1);
  });

  it.each([
    ['failed', 'server'],
    ['denied', 'unauthorized'],
  ] as const)('refuses when the client initialization is %s (%s), shutting the client down', async (init, kind) => {
    conversationWithHistory();
    sdk.state.init = init;
    await expect(gateway().open('twilio-jwt', '42_tenant_5')).rejects.toMatchObject({ kind });
    const client = sdk.clients[sdk.clients.length - 1];
    expect(client.shutdowns).toBe(1);
    expect(client.handlerCount()).toBe(0);
  });

  it('gives up when the client never initializes', async () => {
    sdk.state.init = 'never';
    await expect(gateway({ initTimeoutMs: 20 }).open('twilio-jwt', '42_tenant_5')).rejects.toMatchObject({ kind: 'network' });
  });

  it('leave() removes every listener and shuts the client down; the conversation then refuses to send', async () => {
    const remote = conversationWithHistory();
    const conversation = await gateway().open('twilio-jwt', '42_tenant_5');
    const client = sdk.clients[sdk.clients.length - 1];
    const received: ChatMessage[] = [];
    conversation.onMessage((m) => received.push(m));
    conversation.onParticipantJoined(() => received.push({ body: 'joined' }));
    await conversation.leave();
    expect(remote.handlerCount()).toBe(0);
    expect(client.handlerCount()).toBe(0);
    expect(client.shutdowns).toBe(1);
    remote.emit('messageAdded', new sdk.Message(9, 'caller', 'anyone?', new Date()));
    remote.emit('participantJoined', new sdk.Participant('late@x.test'));
    await flush();
    expect(received).toEqual([]);
    await expect(conversation.send('late')).rejects.toBeInstanceOf(GatewayError);
    await conversation.leave();
    expect(client.shutdowns).toBe(1);
  });
});
