import type { ChatConversation, ChatGateway } from '../../application/ports/chat-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { BrowserPage } from '../../application/ports/browser-page.port';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import type { ChatConnection, ChatMessage, TurnToken } from '../../domain/incident/chat';
import { ChatConversationListeners } from '../shared/chat-conversation-listeners';
import { ChatRooms } from './demo-world/chat-rooms';
import { record, recordKey } from './recording-log';

/** A conversation name of the signed-in tenant: `{incidentId}_{tenant}` (SPEC §3). */
const CONVERSATION_NAME = /^([A-Za-z0-9-]+)_(public|tenant_[A-Za-z0-9-]+)$/;

/**
 * SPEC §7 Chat in the demo world, over ChatRooms: an access token per signed-in operator (its identity is the
 * account's email), joins with the isModerator attribute (refused for another tenant's conversation, or when the rooms
 * inject a failure), open -> a ChatConversation handle, and a TURN token. The handle's listeners are released by
 * leave() (which also takes the operator out of the conversation). The handles follow the world's chat connection
 * (DemoWorld.chatDown / chatUp); given the browser page, the demo's chat also drops while the browser is offline.
 */
export class FakeChatGateway implements ChatGateway {
  /** Every joinConversation call, in order. */
  readonly joinRequests: { readonly conversationName: string; readonly isModerator: boolean }[] = [];
  /** The identity behind each access token issued: the newest RECORDING_LIMIT (an older token is refused, as an expired one). */
  private readonly identities = new Map<string, string>();
  private tokenSerial = 1;

  constructor(
    private readonly world: DemoWorld,
    readonly rooms: ChatRooms = ChatRooms.of(world),
    page: BrowserPage | null = null,
    /** This console's browser storage: its token says who calls (several consoles may share one world). */
    private readonly local: KeyValueStorage | null = null,
  ) {
    // One gateway per console, for its whole life: the page's listener lives as long as the page.
    if (page && !page.isOnline()) world.chatDown();
    page?.onOnlineChange((online) => (online ? world.chatUp() : world.chatDown()));
  }

  /** POST /api/twilio/accesstoken/generate */
  accessToken(): Promise<string> {
    return this.answer(({ account, tenant }) => {
      const token = `demo-chat.${tenant.id}.${account.id}.${this.tokenSerial++}`;
      recordKey(this.identities, token, account.email);
      return token;
    });
  }

  /** PUT /api/twilio/conversation/{id}/join with attributes { isModerator }. */
  joinConversation(conversationName: string, attributes: { readonly isModerator: boolean }): Promise<void> {
    record(this.joinRequests, { conversationName, isModerator: attributes.isModerator });
    return this.answer(({ account, tenant }) => {
      const match = CONVERSATION_NAME.exec(conversationName ?? '');
      if (!match) throw new GatewayError('server', 'Invalid conversation name', 400);
      if (match[2] !== tenant.id) throw new GatewayError('unauthorized', 'Forbidden', 403);
      this.rooms.join(conversationName, account.email, attributes.isModerator === true);
    });
  }

  /** The SDK client opening a conversation with the access token. */
  async open(accessToken: string, conversationName: string): Promise<ChatConversation> {
    await this.world.arrive();
    const identity = this.identities.get(accessToken);
    if (!identity) throw new GatewayError('unauthorized', 'Invalid access token', 401);
    this.rooms.checkOpen(conversationName, identity);
    return new FakeConversation(this.world, this.rooms, conversationName, identity);
  }

  /** Waits the demo latency, then answers for this console's signed-in account (401 when there is none). */
  private async answer<T>(work: (caller: DemoCaller) => T): Promise<T> {
    if (!this.local) return this.world.answer(work);
    await this.world.arrive();
    const caller = this.world.callerFor(this.local.get(LOCAL_STATE_KEYS.token));
    if (!caller) throw new GatewayError('unauthorized', 'Unauthorized', 401);
    return work(caller);
  }

  /** POST /api/twilio/turntoken/generate */
  turnToken(): Promise<TurnToken> {
    return this.world.answer(() => ({
      iceServers: [{ urls: ['stun:turn.demo.invalid:3478'], username: null, credential: null }],
      ttlSeconds: 86_400,
    }));
  }
}

/** An open conversation for one identity. */
class FakeConversation extends ChatConversationListeners implements ChatConversation {
  constructor(
    private readonly world: DemoWorld,
    private readonly rooms: ChatRooms,
    readonly name: string,
    readonly identity: string,
  ) {
    super();
  }

  connection(): ChatConnection {
    return this.world.chatConnection;
  }

  onConnectionChanged(listener: (connection: ChatConnection) => void): Unsubscribe {
    return this.attach(() => this.world.onChatConnection(listener));
  }

  async messages(): Promise<readonly ChatMessage[]> {
    await this.world.latency.wait();
    this.assertOpen();
    return this.rooms.conversation(this.name)?.messages ?? [];
  }

  onMessage(listener: (message: ChatMessage) => void): Unsubscribe {
    return this.listen((event) => {
      if (event.type === 'message') listener(event.message);
    });
  }

  onParticipantJoined(listener: (identity: string) => void): Unsubscribe {
    return this.listen((event) => {
      if (event.type === 'participantJoined') listener(event.identity);
    });
  }

  async send(body: string): Promise<void> {
    if (this.world.chatConnection !== 'connected') throw new GatewayError('network', 'The chat is offline');
    await this.world.latency.wait();
    this.assertOpen();
    if (this.world.chatConnection !== 'connected') throw new GatewayError('network', 'The chat connection dropped');
    this.rooms.send(this.name, this.identity, body);
  }

  async promoteToModerator(identity: string): Promise<void> {
    await this.world.latency.wait();
    this.assertOpen();
    this.rooms.promote(this.name, this.identity, identity);
  }

  async leave(): Promise<void> {
    if (!this.endListening()) return;
    await this.world.latency.wait();
    this.rooms.leave(this.name, this.identity);
  }

  private listen(listener: Parameters<ChatRooms['listen']>[1]): Unsubscribe {
    return this.attach(() => this.rooms.listen(this.name, listener));
  }

  private assertOpen(): void {
    if (this.left) throw new GatewayError('server', 'The conversation was left', 400);
  }
}
