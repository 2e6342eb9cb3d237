import type { MessageStatusRecord } from '../incident/message-status';
import { latestCallerRecord } from '../messaging/caller-never-joined';
import { parseMessageMethod, type SendChannel } from '../messaging/delivery-status';
import { readMessageStatus } from '../messaging/message-status';
import type { SendFailureKey } from '../messaging/send-failure';
import type { StreamEndCause } from './stream-session';

/**
 * What the live page tells the operator about the call (each has its words under live.callState.*):
 * - connecting: the console is loading the incident or joining the channel;
 * - waiting: the link is out and nobody is in the channel yet;
 * - joining: the caller opened the link (message status) and is not in the channel yet;
 * - undelivered: the caller's latest link could not be delivered (failed or undelivered) and nobody joined;
 * - refused_camera: the caller refused the camera (their permissions say so): chat and location still work;
 * - no_camera: the caller joined but publishes no video;
 * - streaming: the caller's video shows;
 * - ended: the call ended (the operator's stop, the caller left, the server's stop, the incident deleted);
 * - taken_over: another operator took control;
 * - gave_up: the caller never joined within the empty-channel check (SPEC §8);
 * - held_elsewhere: another session holds the call ('Not joined, already joined', SPEC §7, §8): it is still running
 *   there, this console did not join it;
 * - unavailable: the call could not start (finished, not found, start failure).
 */
export type CallState =
  | 'connecting'
  | 'waiting'
  | 'joining'
  | 'undelivered'
  | 'refused_camera'
  | 'no_camera'
  | 'streaming'
  | 'ended'
  | 'taken_over'
  | 'gave_up'
  | 'held_elsewhere'
  | 'unavailable';

/** How the session ended, as far as the call state needs it. */
export type CallOutcome =
  | { readonly kind: 'ended'; readonly cause: StreamEndCause }
  | { readonly kind: 'caller_never_joined' | 'finished_incident' | 'not_found' | 'link_expired' | 'already_joined' | 'start_failed' };

export interface CallStateInput {
  readonly phase: 'idle' | 'loading' | 'joining' | 'live' | 'ended' | 'disposed';
  readonly outcome: CallOutcome | null;
  /** Remote users in the channel now. */
  readonly remoteUsers: number;
  /** A remote user's video is on screen. */
  readonly videoShown: boolean;
  /** The caller's camera permission (message status): true, false (refused) or not answered yet. */
  readonly camera: boolean | null;
  /** Where the caller's latest link stands ('unknown' when not read yet). */
  readonly delivery?: DeliveryStep;
}

/** SPEC §2, §4, §8 the call's state from the session and the caller's message status. */
export function callStateOf(input: CallStateInput): CallState {
  const { outcome } = input;
  if (outcome) {
    if (outcome.kind === 'ended') return outcome.cause === 'takeOver' ? 'taken_over' : 'ended';
    if (outcome.kind === 'already_joined') return 'held_elsewhere';
    return outcome.kind === 'caller_never_joined' ? 'gave_up' : 'unavailable';
  }
  if (input.phase === 'ended' || input.phase === 'disposed') return 'ended';
  if (input.phase !== 'live') return 'connecting';
  if (input.videoShown) return 'streaming';
  if (input.camera === false) return 'refused_camera';
  if (input.remoteUsers > 0) return 'no_camera';
  if (input.delivery === 'failed') return 'undelivered';
  // The caller opened the link (their message status says so): no longer "waiting for the caller to open the link".
  return input.delivery === 'opened' ? 'joining' : 'waiting';
}

/**
 * SPEC §2 live map: whether the page may fetch its drawn map (the street map's renderer, MapLibre, about 280 KB gz, or
 * Google's) in this state. Not while the console joins the channel or waits for the caller (the link out, or not
 * delivered): the video SDK and the caller's first frame come first, and the offline map shows the incident and the
 * places meanwhile. Once the video shows, or no video is awaited any more (no camera, refused, ended, taken over, given
 * up, held elsewhere, unavailable), it may.
 */
export function drawnMapDue(state: CallState): boolean {
  return state !== 'connecting' && state !== 'waiting' && state !== 'joining' && state !== 'undelivered';
}

/** States in which the link can be sent again (nobody streams and the session is still live). */
export function resendOffered(state: CallState): boolean {
  return state === 'waiting' || state === 'joining' || state === 'undelivered' || state === 'refused_camera';
}

/**
 * Where the caller's link stands, as one word (live.callState.delivery.*): nothing read yet, sent, delivered, read,
 * opened (the caller clicked), failed (failed or undelivered).
 */
export type DeliveryStep = 'unknown' | 'sent' | 'delivered' | 'read' | 'opened' | 'failed';

export interface CallerLink {
  readonly step: DeliveryStep;
  /** The channel the latest link went by, null when unknown. */
  readonly channel: SendChannel | null;
  /** The caller's camera answer: true, false (refused) or null (not answered). */
  readonly camera: boolean | null;
}

/** The caller's latest link (domain latestCallerRecord) read for the call state. */
export function callerLinkOf(records: readonly (MessageStatusRecord | null | undefined)[]): CallerLink {
  const record = latestCallerRecord(records);
  if (!record) return { step: 'unknown', channel: null, camera: null };
  const reading = readMessageStatus(record);
  const method = parseMessageMethod(record.method);
  const channel = method === 'BROADCAST_SMS' ? 'sms' : method === 'BROADCAST_WPP' ? 'whatsapp' : null;
  return { step: stepOf(reading.status, reading.clickedLink === true), channel, camera: reading.video };
}

function stepOf(status: string, clicked: boolean): DeliveryStep {
  if (clicked) return 'opened';
  if (status === 'failed' || status === 'undelivered') return 'failed';
  if (status === 'sent' || status === 'delivered' || status === 'read') return status;
  return 'unknown';
}

/**
 * When the caller's link went out: the incident's creation (the link is sent right after it, SPEC §2), else when the
 * console joined the channel; null when neither is known. A creation time in the future is not believed.
 */
export function linkSentAt(incidentAt: unknown, liveSince: number | null, now: number): number | null {
  const at = typeof incidentAt === 'string' && incidentAt.length <= 64 ? Date.parse(incidentAt) : Number.NaN;
  if (!Number.isNaN(at) && at <= now) return at;
  return liveSince;
}

/** A span as a clock ("4:05", "1:02:03"); negative spans read 0:00. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The channel a send-failure text is about (SPEC §8), so the page can offer the other one. */
export function failedChannelOf(key: string | null | undefined): SendChannel | null {
  const keys: Record<SendFailureKey, SendChannel> = {
    'incidents.create.sms_failed_sent': 'sms',
    'incidents.create.wpp_failed_sent': 'whatsapp',
    number_not_registered_on_whatsapp: 'whatsapp',
  };
  return key && Object.hasOwn(keys, key) ? keys[key as SendFailureKey] : null;
}

/** The other channel (send by WhatsApp instead of SMS, and back). */
export function otherChannel(channel: SendChannel): SendChannel {
  return channel === 'sms' ? 'whatsapp' : 'sms';
}
