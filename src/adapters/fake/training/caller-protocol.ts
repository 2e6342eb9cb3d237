import type { TabChannel } from '../../../application/training/ports/training-channel.port';
import type {
  CallerChatLine,
  CallerGrant,
  CallerRefusal,
  CallerTrackKind,
  OfferedLink,
} from '../../../application/training/ports/caller-line.port';

/**
 * The words a caller page (played by a trainer in another tab) and the operator's tab say to each other over a
 * BroadcastChannel of the demo's origin. Each tab runs its own demo world: the operator's tab owns it, so the caller
 * page asks it (find, claim) and then reports what a real caller's app reports (permissions, location, chat, its
 * video through WebRTC signalling); the operator's tab answers with the incident, the operator's chat lines and the
 * end of the call. Every message names its side (`from`), so a tab never acts on its own words.
 */
export const CALLER_CHANNEL_NAME = 'demo-training-caller';

export type { CallerChatLine, CallerGrant, OfferedLink } from '../../../application/training/ports/caller-line.port';
export type RefusalReason = CallerRefusal;
export type TrackKind = CallerTrackKind;

export interface IceCandidate {
  readonly candidate: string;
  readonly sdpMid?: string | null;
  readonly sdpMLineIndex?: number | null;
}

interface FromCallerBase {
  readonly from: 'caller';
  readonly callerId: string;
}
interface ToSeat extends FromCallerBase {
  readonly hostId: string;
  readonly link: string;
}

export type CallerMessage =
  | (FromCallerBase & { readonly type: 'find'; readonly link: string | null })
  | (ToSeat & { readonly type: 'claim'; readonly name: string })
  | (ToSeat & { readonly type: 'permissions'; readonly grant: CallerGrant })
  | (ToSeat & { readonly type: 'offer'; readonly sdp: string; readonly tracks: readonly TrackKind[] })
  | (ToSeat & { readonly type: 'ice'; readonly candidate: IceCandidate })
  | (ToSeat & { readonly type: 'location'; readonly lat: number; readonly long: number })
  | (ToSeat & { readonly type: 'chat'; readonly body: string })
  | (ToSeat & { readonly type: 'hang-up' });

interface FromHostBase {
  readonly from: 'host';
  readonly hostId: string;
}
interface ToCaller extends FromHostBase {
  readonly callerId: string;
  readonly link: string;
}

export type HostMessage =
  | (FromHostBase & { readonly type: 'ready' })
  | (FromHostBase & { readonly type: 'offers'; readonly callerId: string; readonly offers: readonly OfferedLink[] })
  | (ToCaller & {
      readonly type: 'claimed';
      readonly incident: { readonly id: string; readonly title: string; readonly address: string };
      readonly chat: readonly CallerChatLine[];
    })
  | (ToCaller & { readonly type: 'refused'; readonly reason: RefusalReason })
  | (ToCaller & { readonly type: 'answer'; readonly sdp: string })
  | (ToCaller & { readonly type: 'ice'; readonly candidate: IceCandidate })
  | (ToCaller & { readonly type: 'chat'; readonly line: CallerChatLine })
  /** The trainer injected a caller line: the person playing the caller is asked to say it. */
  | (ToCaller & { readonly type: 'prompt'; readonly body: string })
  | (ToCaller & { readonly type: 'ended' });

export type TrainingMessage = CallerMessage | HostMessage;

/** The caller pages' channel: every other end hears what one posts (BroadcastChannel between tabs; a bus in tests). */
export type TrainingChannel = TabChannel<TrainingMessage>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Another tab's message is untrusted input: only a well-formed one of either side is read. */
export function readTrainingMessage(value: unknown): TrainingMessage | null {
  if (!isObject(value) || typeof value.type !== 'string') return null;
  if (value.from === 'caller' && typeof value.callerId === 'string') {
    if (value.type === 'find') return value.link === null || typeof value.link === 'string' ? (value as unknown as CallerMessage) : null;
    return typeof value.hostId === 'string' && typeof value.link === 'string' ? (value as unknown as CallerMessage) : null;
  }
  if (value.from === 'host' && typeof value.hostId === 'string') return value as unknown as HostMessage;
  return null;
}
