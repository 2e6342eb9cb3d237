import type { ChatConnection, ChatMessage, TurnToken } from '../../domain/incident/chat';
import type { Unsubscribe } from './subscription';

/** An open conversation (SPEC §3: named {incidentId}_{public or tenant_{id}}). */
export interface ChatConversation {
  readonly name: string;
  /** Who this console is in the conversation: its own messages carry it as their author. */
  readonly identity: string;
  /** The SDK's connection right now (a conversation opens connected, or still connecting). */
  connection(): ChatConnection;
  /** Every change of the SDK's connection (dropped, reconnecting, back). */
  onConnectionChanged(listener: (connection: ChatConnection) => void): Unsubscribe;
  /** The messages so far, oldest first. */
  messages(): Promise<readonly ChatMessage[]>;
  /** Every new message, including the operator's own. */
  onMessage(listener: (message: ChatMessage) => void): Unsubscribe;
  /** Every participant who joins (SPEC §6: participants are promoted to moderators). */
  onParticipantJoined(listener: (identity: string) => void): Unsubscribe;
  /** Rejects when the message did not reach the service (offline included): the caller keeps it. */
  send(body: string): Promise<void>;
  promoteToModerator(identity: string): Promise<void>;
  leave(): Promise<void>;
}

/** SPEC §7 Chat and messaging: Twilio Conversations behind the platform's token endpoints. */
export interface ChatGateway {
  /** POST /api/twilio/accesstoken/generate: twilioAccessToken. */
  accessToken(): Promise<string>;
  /** PUT /api/twilio/conversation/{id}/join: attributes { isModerator }. */
  joinConversation(conversationName: string, attributes: { readonly isModerator: boolean }): Promise<void>;
  /** Opens the conversation with the access token (the SDK client, loaded lazily in production). */
  open(accessToken: string, conversationName: string): Promise<ChatConversation>;
  /** POST /api/twilio/turntoken/generate: ICE servers for video. */
  turnToken(): Promise<TurnToken>;
}
export const ChatGateway = Symbol.for('ChatGateway');
