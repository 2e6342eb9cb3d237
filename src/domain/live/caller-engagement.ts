import type { ChatMessage } from '../incident/chat';
import type { MessageStatusRecord } from '../incident/message-status';
import { parseTriState } from '../visibility/flag';

/** What the console can read of what the caller did with the link (each null when it could not be read). */
export interface CallerEvidence {
  readonly records: readonly (MessageStatusRecord | null | undefined)[] | null;
  /** Points of the caller's location track. */
  readonly points: number | null;
  /** Photos and videos on the incident. */
  readonly media: number | null;
  readonly chat: readonly (ChatMessage | null | undefined)[] | null;
  /** The operator's own chat identity: their messages say nothing about the caller. */
  readonly myChatIdentity: string | null;
}

/**
 * SPEC §3, §4, §8: a caller who clicked the link (or started the live stream, or allowed their location), shared
 * location, sent media or wrote in the chat has joined, even without ever showing in the video channel (a refused
 * camera). The 5-minute "caller never joined" rule is only for a caller who did none of these.
 */
export function callerEngaged(evidence: CallerEvidence): boolean {
  const acted = (evidence.records ?? []).some((record) => {
    const p = record?.permissions;
    return !!p && [p.clicked_link, p.start_live_streaming, p.local].some((flag) => parseTriState(flag) === true);
  });
  if (acted || (evidence.points ?? 0) > 0 || (evidence.media ?? 0) > 0) return true;
  const me = evidence.myChatIdentity?.trim().toLowerCase() ?? null;
  return (evidence.chat ?? []).some((message) => {
    const author = typeof message?.author === 'string' ? message.author.trim().toLowerCase() : '';
    return author !== '' && author !== me;
  });
}
