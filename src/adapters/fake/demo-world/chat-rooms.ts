import * as z from 'zod/mini';
import { GatewayError } from '../../../application/ports/gateway-error';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { ChatMessage, ChatMessageMedia } from '../../../domain/incident/chat';
import type { DemoWorld } from './demo-world';
import { keptList } from './tab-memory';
import { onePerWorld } from './one-per-world';
import { record } from '../recording-log';

export interface RoomParticipant {
  readonly identity: string;
  readonly isModerator: boolean;
  readonly joinedAt: number;
}

export interface RoomMessage extends ChatMessage {
  readonly author: string;
  readonly body: string;
  readonly media: ChatMessageMedia | null;
  readonly read: boolean;
  readonly timestamp: string;
}

export interface RoomSnapshot {
  readonly name: string;
  readonly participants: readonly RoomParticipant[];
  readonly messages: readonly RoomMessage[];
}

type RoomEvent =
  { readonly type: 'message'; readonly message: RoomMessage } | { readonly type: 'participantJoined'; readonly identity: string };

interface Room {
  readonly name: string;
  readonly participants: Map<string, RoomParticipant>;
  messages: RoomMessage[];
  readonly events: Emitter<RoomEvent>;
}

export type JoinFailureTarget = 'participant' | 'moderator' | 'any';

const MEMORY_KEY = 'demo.chat';

/** What the tab keeps of a conversation: its name, its participants and its messages. */
const KEPT_ROOM = z.object({ name: z.string(), participants: z.unknown(), messages: z.unknown() });
const KEPT_PARTICIPANT = z.object({ identity: z.string(), isModerator: z.boolean(), joinedAt: z.number() });
const KEPT_MESSAGE = z.object({ author: z.string(), body: z.string(), read: z.boolean(), timestamp: z.string() });

/**
 * The demo world's chat service (Twilio Conversations behind the platform's token endpoints), one per DemoWorld.
 * Conversations are named `{incidentId}_{public|tenant_N}` (SPEC §3, domain chatConversationName) and created on
 * first use; each holds participants and messages (SPEC §3 Chat message).
 */
export class ChatRooms {
  /** Every join asked for (conversation, identity, isModerator, refused?). */
  readonly joins: { readonly conversation: string; readonly identity: string; readonly isModerator: boolean; readonly refused: boolean }[] =
    [];
  private readonly rooms = new Map<string, Room>();
  private joinFailures: { count: number; which: JoinFailureTarget } = { count: 0, which: 'any' };
  private openFailures = 0;
  private sendFailures = 0;
  private allFail = false;

  constructor(private readonly world: DemoWorld) {
    // What an earlier page of this tab kept: conversations survive a reload of the demo, as the chat service's would.
    for (const kept of keptList(world.memory.read(MEMORY_KEY), KEPT_ROOM)) {
      const participants = keptList(kept.participants, KEPT_PARTICIPANT);
      // A message is kept whole, as the room wrote it: the schema checks what the room reads of it.
      const messages = (keptList(kept.messages, KEPT_MESSAGE) as RoomMessage[]).map((m) => ({ ...m, media: m.media ?? null }));
      this.rooms.set(kept.name, {
        name: kept.name,
        participants: new Map(participants.map((p) => [p.identity, p])),
        messages,
        events: new Emitter<RoomEvent>(),
      });
    }
  }

  /** The one ChatRooms of a world. */
  static readonly of = onePerWorld((world) => new ChatRooms(world));

  // ---- driving API ----

  /** The caller (or `author`) writes a message; every open handle hears it. */
  callerSays(
    conversation: string,
    body: string,
    options: { readonly author?: string; readonly media?: ChatMessageMedia | null } = {},
  ): RoomMessage {
    return this.post(this.room(conversation), options.author ?? 'caller', body, options.media ?? null);
  }

  callerJoins(conversation: string, identity = 'caller'): void {
    this.addParticipant(this.room(conversation), identity, false);
  }

  /**
   * The next `count` joins of that kind ('participant': not a moderator, 'moderator', 'any') are refused with a
   * server error (SPEC §8 chat join failure).
   */
  failNextJoins(count: number, which: JoinFailureTarget = 'any'): void {
    this.joinFailures = { count: Math.max(0, count), which };
  }

  failNextOpens(count: number): void {
    this.openFailures = Math.max(0, count);
  }

  failNextSends(count: number): void {
    this.sendFailures = Math.max(0, count);
  }

  /** Every join, open and send is refused while on (the scenario fault 'chatFailure'). */
  failAll(on: boolean): void {
    this.allFail = on;
  }

  markRead(conversation: string): void {
    const room = this.room(conversation);
    room.messages = room.messages.map((m) => ({ ...m, read: true }));
    this.remember();
  }

  // ---- the service (used by FakeChatGateway) ----

  /** PUT /api/twilio/conversation/{id}/join: adds (or updates) the participant; may be refused by an injected failure. */
  join(conversation: string, identity: string, isModerator: boolean): void {
    const room = this.room(conversation);
    const failure = this.joinFailures;
    const targeted = failure.which === 'any' || (failure.which === 'moderator') === isModerator;
    if (this.allFail || (failure.count > 0 && targeted)) {
      if (!this.allFail) failure.count -= 1;
      record(this.joins, { conversation, identity, isModerator, refused: true });
      throw new GatewayError('server', 'Could not join the conversation', 500);
    }
    record(this.joins, { conversation, identity, isModerator, refused: false });
    this.addParticipant(room, identity, isModerator);
  }

  /** Opening a conversation: only a participant may; may be refused by an injected failure. */
  checkOpen(conversation: string, identity: string): void {
    if (this.allFail || this.openFailures > 0) {
      if (!this.allFail) this.openFailures -= 1;
      throw new GatewayError('server', 'Could not open the conversation', 500);
    }
    if (!this.room(conversation).participants.has(identity))
      throw new GatewayError('unauthorized', 'Not a participant of this conversation', 403);
  }

  /** A participant sends a message. */
  send(conversation: string, identity: string, body: string): RoomMessage {
    const room = this.room(conversation);
    if (this.allFail || this.sendFailures > 0) {
      if (!this.allFail) this.sendFailures -= 1;
      throw new GatewayError('server', 'Could not send the message', 500);
    }
    if (!room.participants.has(identity)) throw new GatewayError('unauthorized', 'Not a participant of this conversation', 403);
    if (body.trim() === '') throw new GatewayError('server', 'Empty message', 400);
    return this.post(room, identity, body, null);
  }

  /** A moderator promotes a participant (unknown identities are refused). */
  promote(conversation: string, by: string, identity: string): void {
    const room = this.room(conversation);
    if (!room.participants.get(by)) throw new GatewayError('unauthorized', 'Not a participant of this conversation', 403);
    const target = room.participants.get(identity);
    if (!target) throw new GatewayError('not-found', `No participant ${identity}`, 404);
    room.participants.set(identity, { ...target, isModerator: true });
    this.remember();
  }

  /** A participant leaves. */
  leave(conversation: string, identity: string): void {
    this.room(conversation).participants.delete(identity);
    this.remember();
  }

  /** Listens to a conversation's messages and joins. */
  listen(conversation: string, listener: (event: RoomEvent) => void): Unsubscribe {
    return this.room(conversation).events.event(listener);
  }

  // ---- inspection ----

  conversation(name: string): RoomSnapshot | null {
    const room = this.rooms.get(name);
    if (!room) return null;
    return { name, participants: [...room.participants.values()], messages: [...room.messages] };
  }

  listenerCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.events.listenerCount;
    return count;
  }

  private room(name: string): Room {
    let room = this.rooms.get(name);
    if (!room) {
      room = { name, participants: new Map(), messages: [], events: new Emitter<RoomEvent>() };
      this.rooms.set(name, room);
    }
    return room;
  }

  private addParticipant(room: Room, identity: string, isModerator: boolean): void {
    const existing = room.participants.get(identity);
    room.participants.set(identity, {
      identity,
      isModerator: isModerator || (existing?.isModerator ?? false),
      joinedAt: existing?.joinedAt ?? this.world.clock.now(),
    });
    this.remember();
    if (!existing) room.events.fire({ type: 'participantJoined', identity });
  }

  private post(room: Room, author: string, body: string, media: ChatMessageMedia | null): RoomMessage {
    const message: RoomMessage = { author, body, media, read: false, timestamp: new Date(this.world.clock.now()).toISOString() };
    room.messages = [...room.messages, message];
    this.remember();
    room.events.fire({ type: 'message', message });
    return message;
  }

  /** Keeps every conversation (participants and messages) in the tab's memory. */
  private remember(): void {
    this.world.memory.write(
      MEMORY_KEY,
      [...this.rooms.values()].map((room) => ({ name: room.name, participants: [...room.participants.values()], messages: room.messages })),
    );
  }
}

export type { RoomEvent };
