import type { EntityId } from './incident';

/** SPEC §3 Collab stream. */
export interface CollabStream {
  readonly channel?: string | null;
  /** Who broadcasts on it: not shown by the spec, read when the collab service sends them (the live page's tile label). */
  readonly name?: string | null;
  readonly phone?: string | null;
}

/** SPEC §3 Chat message media attachment (shape not shown by the spec: url, name and content type). */
export interface ChatMessageMedia {
  readonly url?: string | null;
  readonly filename?: string | null;
  readonly contentType?: string | null;
}

/** SPEC §3 Chat message: author, body, media, read, timestamp (ISO text or epoch ms). */
export interface ChatMessage {
  readonly author?: string | null;
  readonly body?: string | null;
  readonly media?: ChatMessageMedia | null;
  readonly read?: boolean | null;
  readonly timestamp?: string | number | null;
}

/** SPEC §3 Video template file: id only (payload not shown). */
export interface VideoTemplateFile {
  readonly id?: EntityId | null;
}

/** The chat SDK's connection as the console shows it: messages go out only while 'connected'. */
export type ChatConnection = 'connected' | 'connecting' | 'offline';

/** Where one of the operator's messages stands: on its way, kept until the chat is back, refused, or on the server. */
export type ChatDelivery = 'waiting' | 'sending' | 'failed' | 'sent';

/** One server the video's connection may reach the other side through (STUN or TURN), with its credentials if any. */
export interface IceServer {
  readonly urls: readonly string[];
  readonly username: string | null;
  readonly credential: string | null;
}

/**
 * The answer of POST /api/twilio/turntoken/generate: the ICE servers for video and how long their credentials last
 * (null when not said). No server at all is a valid answer: browsers on one network meet without one.
 */
export interface TurnToken {
  readonly iceServers: readonly IceServer[];
  readonly ttlSeconds: number | null;
}
