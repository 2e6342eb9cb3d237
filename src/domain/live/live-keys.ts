import type { ChatMessage } from '../incident/chat';
import type { MessageStatusRecord } from '../incident/message-status';
import type { MediaItem } from '../media/media-item';
import { parseMessageMethod } from '../messaging/delivery-status';

/** One sent message: receiver and method (a re-sent link to the same phone by the same channel is the same message). */
export function messageStatusKey(record: MessageStatusRecord): string {
  return `${String(record.receiver ?? '').trim()}|${parseMessageMethod(record.method) ?? String(record.method ?? '')}`;
}

/** One chat message (author, time, text): a message both in the history and in the live feed is shown once. */
export function chatMessageKey(message: ChatMessage): string {
  return `${message.author ?? ''}|${String(message.timestamp ?? '')}|${message.body ?? ''}`;
}

/** What the media list shows (ids, urls, types, names): equal signatures mean no visible change. */
export function mediaListSignature(items: readonly MediaItem[]): string {
  return JSON.stringify(items.map((m) => [m.id ?? null, m.url ?? null, m.thumbnailUrl ?? null, m.typeContent ?? null, m.filename ?? null]));
}
