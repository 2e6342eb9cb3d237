import type { HttpClient } from './http-client';
import type { Client, Conversation, JSONValue, Message, Participant } from '@twilio/conversations';
import type { ChatConversation, ChatGateway } from '../../application/ports/chat-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { Logger } from '../../application/ports/logger.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { ChatConnection, ChatMessage, ChatMessageMedia, TurnToken } from '../../domain/incident/chat';
import { ChatConversationListeners } from '../shared/chat-conversation-listeners';
import { parseAnswer } from './schemas/answer';
import { accessTokenAnswer, turnTokenAnswer } from './schemas/chat.schema';

export interface TwilioChatOptions {
  readonly logger?: Logger;
  /** How long open() waits for the Conversations client to initialize. */
  readonly initTimeoutMs?: number;
  /** Messages per history page, and how many pages of history open conversations load. */
  readonly historyPageSize?: number;
  readonly historyMaxPages?: number;
}

const DEFAULTS = { initTimeoutMs: 20_000, historyPageSize: 100, historyMaxPages: 10 } as const;

/**
 * SPEC §7 Chat and messaging: the platform's Twilio endpoints over the shared HTTP client, and Twilio Conversations
 * (@twilio/conversations, imported on the first open() only) for the conversation itself.
 */
export class TwilioChatGateway implements ChatGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly options: TwilioChatOptions = {},
  ) {}

  /** POST /api/twilio/accesstoken/generate -> twilioAccessToken. */
  async accessToken(): Promise<string> {
    const { data } = await this.http.post<unknown>('/api/twilio/accesstoken/generate');
    return parseAnswer(accessTokenAnswer, data).twilioAccessToken;
  }

  /** PUT /api/twilio/conversation/{id}/join with { attributes: { isModerator } }; {id} is the conversation's unique name. */
  async joinConversation(conversationName: string, attributes: { readonly isModerator: boolean }): Promise<void> {
    if (typeof conversationName !== 'string' || conversationName.trim() === '')
      throw new GatewayError('invalid-response', 'No conversation name');
    await this.http.put(`/api/twilio/conversation/${encodeURIComponent(conversationName)}/join`, {
      attributes: { isModerator: attributes.isModerator === true },
    });
  }

  /** POST /api/twilio/turntoken/generate: the ICE servers for video. */
  async turnToken(): Promise<TurnToken> {
    const { data } = await this.http.post<unknown>('/api/twilio/turntoken/generate');
    return parseAnswer(turnTokenAnswer, data);
  }

  async open(accessToken: string, conversationName: string): Promise<ChatConversation> {
    if (typeof accessToken !== 'string' || accessToken === '') throw new GatewayError('unauthorized', 'No chat access token');
    const { Client: ConversationsClient } = await import('@twilio/conversations').catch((error: unknown) => {
      throw new GatewayError('network', `The chat SDK could not be loaded: ${errorText(error)}`);
    });
    const client = new ConversationsClient(accessToken);
    try {
      await initialized(client, this.options.initTimeoutMs ?? DEFAULTS.initTimeoutMs);
      let conversation: Conversation;
      try {
        conversation = await client.getConversationByUniqueName(conversationName);
      } catch (error) {
        throw new GatewayError(
          'not-found',
          `The conversation ${conversationName} does not exist or the operator is not in it (${errorText(error)})`,
          404,
        );
      }
      return new TwilioConversation(client, conversation, conversationName, () => this.accessToken(), this.options);
    } catch (error) {
      await client.shutdown().catch(() => undefined);
      throw error;
    }
  }
}

/** Resolves once the client says 'initialized'; rejects on 'initFailed', a denied token, or after the timeout. */
function initialized(client: Client, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: GatewayError): void => {
      clearTimeout(timer);
      client.off('stateChanged', onState);
      client.off('initFailed', onFailed);
      client.off('connectionStateChanged', onConnection);
      if (error) reject(error);
      else resolve();
    };
    const onState = (state: string): void => {
      if (state === 'initialized') finish();
      else if (state === 'failed') finish(new GatewayError('server', 'The chat client could not initialize'));
    };
    const onFailed = ({ error }: { error?: { message?: string } }): void =>
      finish(new GatewayError('server', `The chat client could not initialize${error?.message ? `: ${error.message}` : ''}`));
    const onConnection = (state: string): void => {
      if (state === 'denied') finish(new GatewayError('unauthorized', 'The chat access token was refused', 401));
    };
    const timer = setTimeout(() => finish(new GatewayError('network', 'The chat client did not initialize in time')), timeoutMs);
    // With replay: the client may already have initialized before these listeners are attached.
    client.onWithReplay('stateChanged', onState);
    client.onWithReplay('initFailed', onFailed);
    client.onWithReplay('connectionStateChanged', onConnection);
  });
}

/**
 * The Conversations client's connection (Twilsock: connecting, connected, disconnecting, disconnected, denied,
 * unknown) as the console shows it: only 'connected' sends; a dropped or refused link is offline; anything else,
 * including a state a newer SDK may add, is still connecting.
 */
export function chatConnectionOf(state: unknown): ChatConnection {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'disconnecting':
    case 'disconnected':
    case 'denied':
      return 'offline';
    default:
      return 'connecting';
  }
}

/**
 * An open conversation. New messages are mapped in arrival order (a message with media waits for its URL); the
 * client's access token is renewed before it expires. leave() removes every listener and shuts the client down
 * (membership stays with the platform's join endpoint).
 */
class TwilioConversation extends ChatConversationListeners implements ChatConversation {
  readonly identity: string;

  constructor(
    private readonly client: Client,
    private readonly conversation: Conversation,
    readonly name: string,
    renewToken: () => Promise<string>,
    private readonly options: TwilioChatOptions,
  ) {
    super();
    this.identity = client.user?.identity ?? '';
    const onAboutToExpire = (): void => {
      renewToken()
        .then((token) => client.updateToken(token))
        .catch((error: unknown) =>
          options.logger?.warning('chat: renewing the access token failed', { conversation: name, error: errorText(error) }),
        );
    };
    this.attach(() => {
      client.on('tokenAboutToExpire', onAboutToExpire);
      return () => client.off('tokenAboutToExpire', onAboutToExpire);
    });
  }

  connection(): ChatConnection {
    return chatConnectionOf(this.client.connectionState);
  }

  onConnectionChanged(listener: (connection: ChatConnection) => void): Unsubscribe {
    const handler = (state: unknown): void => listener(chatConnectionOf(state));
    return this.attach(() => {
      this.client.on('connectionStateChanged', handler);
      return () => this.client.off('connectionStateChanged', handler);
    });
  }

  async messages(): Promise<readonly ChatMessage[]> {
    this.assertOpen();
    const pageSize = this.options.historyPageSize ?? DEFAULTS.historyPageSize;
    const maxPages = this.options.historyMaxPages ?? DEFAULTS.historyMaxPages;
    let page = await this.conversation.getMessages(pageSize);
    const all: Message[] = [...page.items];
    for (let pages = 1; page.hasPrevPage && pages < maxPages; pages++) {
      page = await page.prevPage();
      all.push(...page.items);
    }
    all.sort((a, b) => a.index - b.index);
    const seen = new Set<number>();
    const unique = all.filter((m) => (seen.has(m.index) ? false : (seen.add(m.index), true)));
    return Promise.all(unique.map((m) => this.toChatMessage(m)));
  }

  onMessage(listener: (message: ChatMessage) => void): Unsubscribe {
    let queue = Promise.resolve();
    let active = true;
    const handler = (message: Message): void => {
      const mapped = this.toChatMessage(message);
      queue = queue.then(async () => {
        const chatMessage = await mapped;
        if (active) listener(chatMessage);
      });
    };
    return this.listen('messageAdded', handler, () => {
      active = false;
    });
  }

  onParticipantJoined(listener: (identity: string) => void): Unsubscribe {
    return this.listen('participantJoined', (participant: Participant) => {
      if (participant.identity) listener(participant.identity);
    });
  }

  async send(body: string): Promise<void> {
    this.assertOpen();
    await this.conversation.sendMessage(body);
  }

  /**
   * SPEC §6: a participant becomes a moderator through the same attribute the platform's join endpoint sets
   * (isModerator: true), merged into the participant's attributes.
   */
  async promoteToModerator(identity: string): Promise<void> {
    this.assertOpen();
    const participant = await this.conversation.getParticipantByIdentity(identity);
    if (!participant) throw new GatewayError('not-found', `No participant ${identity} in ${this.name}`, 404);
    const current = attributesObject(participant.attributes);
    if (current.isModerator === true) return;
    await participant.updateAttributes({ ...current, isModerator: true });
  }

  async leave(): Promise<void> {
    if (!this.endListening()) return;
    await this.client.shutdown();
  }

  private listen<E extends 'messageAdded' | 'participantJoined'>(
    event: E,
    handler: E extends 'messageAdded' ? (message: Message) => void : (participant: Participant) => void,
    onDetach?: () => void,
  ): Unsubscribe {
    const on = this.conversation.on.bind(this.conversation) as (event: string, handler: (...args: never[]) => void) => void;
    const off = this.conversation.off.bind(this.conversation) as (event: string, handler: (...args: never[]) => void) => void;
    return this.attach(() => {
      on(event, handler);
      return () => {
        off(event, handler);
        onDetach?.();
      };
    });
  }

  /** SPEC §3 Chat message: author, body, media (the first attachment), read (up to the conversation's read horizon), timestamp. */
  private async toChatMessage(message: Message): Promise<ChatMessage> {
    const lastRead = this.conversation.lastReadMessageIndex;
    return {
      author: message.author,
      body: message.body,
      media: await this.mediaOf(message),
      read: lastRead !== null && lastRead !== undefined && message.index <= lastRead,
      timestamp: message.dateCreated ? message.dateCreated.toISOString() : null,
    };
  }

  private async mediaOf(message: Message): Promise<ChatMessageMedia | null> {
    const media = message.attachedMedia?.[0];
    if (!media) return null;
    let url: string | null = null;
    try {
      url = await media.getContentTemporaryUrl();
    } catch (error) {
      this.options.logger?.warning('chat: a media URL could not be read', { conversation: this.name, error: errorText(error) });
    }
    return { url, filename: media.filename, contentType: media.contentType };
  }

  private assertOpen(): void {
    if (this.left) throw new GatewayError('invalid-response', 'The conversation was left');
  }
}

function attributesObject(value: JSONValue): Record<string, JSONValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, JSONValue>) } : {};
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
