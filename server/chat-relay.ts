import * as z from 'zod';
import { ChatGateway, type ChatConversation } from '../src/application/ports/chat-gateway.port';
import type { ChatMessage } from '../src/domain/incident/chat';
import type { RelayServerFrame } from '../src/adapters/shared/relay-protocol';
import { HttpFailure } from './http-answers';
import type { ServerWorld } from './server-world';

const NAME = z.string().min(1).max(200);
const ARGS = {
  join: z.object({ conversation: NAME, isModerator: z.boolean() }),
  open: z.object({ accessToken: z.string().min(1).max(500), conversation: NAME }),
  conversation: z.object({ conversation: NAME }),
  send: z.object({ conversation: NAME, body: z.string().min(1).max(4_000) }),
  promote: z.object({ conversation: NAME, identity: z.string().min(1).max(200) }),
};

/** Reads a call's arguments, or answers 400 naming the first field that is wrong. */
export function argsOf<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.join('.') || 'args';
  throw new HttpFailure(400, `Invalid ${field}`);
}

/**
 * The chat of one relay socket (one console): the calls Twilio's SDK and the platform's token endpoints answer in
 * production, answered by the world's chat (which keeps every thread, so a reload reads it again), for the socket's
 * token. Each open conversation pushes its messages, joins and connection changes to the socket until it is left.
 */
export class ChatRelay {
  private readonly open = new Map<string, ChatConversation>();

  constructor(
    private readonly world: ServerWorld,
    private readonly token: string,
    private readonly push: (frame: RelayServerFrame) => void,
  ) {}

  call(method: string, args: unknown): Promise<unknown> {
    return this.world.tokens.as(this.token, () => this.answer(method, args));
  }

  dispose(): void {
    for (const conversation of this.open.values()) void conversation.leave().catch(() => undefined);
    this.open.clear();
  }

  private async answer(method: string, args: unknown): Promise<unknown> {
    const chat = this.world.get<ChatGateway>(ChatGateway);
    switch (method) {
      case 'chat.accessToken':
        return { token: await chat.accessToken() };
      case 'chat.join': {
        const { conversation, isModerator } = argsOf(ARGS.join, args);
        await chat.joinConversation(conversation, { isModerator });
        return {};
      }
      case 'chat.open': {
        const { accessToken, conversation: name } = argsOf(ARGS.open, args);
        const conversation = await chat.open(accessToken, name);
        await this.open.get(name)?.leave();
        this.open.set(name, conversation);
        conversation.onMessage((message) => this.push({ type: 'chat.message', conversation: name, message: plain(message) }));
        conversation.onParticipantJoined((identity) => this.push({ type: 'chat.participant', conversation: name, identity }));
        conversation.onConnectionChanged((connection) => this.push({ type: 'chat.connection', conversation: name, connection }));
        return { identity: conversation.identity, connection: conversation.connection() };
      }
      case 'chat.messages': {
        const messages = await this.opened(argsOf(ARGS.conversation, args).conversation).messages();
        return { messages: messages.map(plain) };
      }
      case 'chat.send': {
        const { conversation, body } = argsOf(ARGS.send, args);
        await this.opened(conversation).send(body);
        return {};
      }
      case 'chat.promote': {
        const { conversation, identity } = argsOf(ARGS.promote, args);
        await this.opened(conversation).promoteToModerator(identity);
        return {};
      }
      case 'chat.leave': {
        const { conversation } = argsOf(ARGS.conversation, args);
        const open = this.open.get(conversation);
        this.open.delete(conversation);
        await open?.leave();
        return {};
      }
      case 'chat.turnToken':
        // Browsers on one machine or one network meet on their host candidates: no STUN or TURN server is needed.
        return { iceServers: [], ttlSeconds: 86_400 };
      default:
        throw new HttpFailure(404, 'Unknown call');
    }
  }

  private opened(name: string): ChatConversation {
    const conversation = this.open.get(name);
    if (!conversation) throw new HttpFailure(400, 'The conversation is not open');
    return conversation;
  }
}

/** A message as it goes over the wire: the fields of SPEC §3, nothing the world keeps beside them. */
function plain(message: ChatMessage): ChatMessage {
  const { author, body, read, timestamp, media } = message;
  return {
    author,
    body,
    read,
    timestamp,
    media: media ? { url: media.url, filename: media.filename, contentType: media.contentType } : media,
  };
}
