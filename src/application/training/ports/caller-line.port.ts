import type { GeoPosition } from '../../ports/geolocation.port';
import type { Unsubscribe } from '../../ports/subscription';

/**
 * Training (demo only): the line between a caller page a person plays and the operator's console that sent the
 * link. The person's page reports what a real caller's app reports; the console answers with the incident, the
 * operator's chat lines and the end of the call.
 */
export type CallerPermission = 'privacy_policy' | 'local' | 'audio' | 'video' | 'start_live_streaming';
export type CallerGrant = Partial<Record<CallerPermission, boolean>>;
export type CallerTrackKind = 'audio' | 'video';

/** One line of the incident's chat as the caller page shows it. */
export interface CallerChatLine {
  readonly author: string;
  readonly body: string;
  readonly at: string;
  /** Written by the person playing the caller (else by the operator). */
  readonly fromCaller: boolean;
}

/** A link an operator's console sent and a person may play: its incident is still live. */
export interface OfferedLink {
  readonly link: string;
  readonly incidentId: string;
  readonly title: string;
  readonly address: string;
  readonly phone: string;
  /** Another caller page already plays it. */
  readonly taken: boolean;
}

export interface ClaimedIncident {
  readonly id: string;
  readonly title: string;
  readonly address: string;
}

export type CallerRefusal = 'unknown-link' | 'ended' | 'taken';

export type CallerLineEvent =
  | { readonly type: 'offers'; readonly console: string; readonly offers: readonly OfferedLink[] }
  | {
      readonly type: 'claimed';
      readonly console: string;
      readonly link: string;
      readonly incident: ClaimedIncident;
      readonly chat: readonly CallerChatLine[];
    }
  | { readonly type: 'refused'; readonly link: string; readonly reason: CallerRefusal }
  | { readonly type: 'chat'; readonly line: CallerChatLine }
  /** The trainer asks the person playing the caller to say this line (an injected caller line). */
  | { readonly type: 'prompt'; readonly body: string }
  | { readonly type: 'ended' }
  /** A console (re)started: after a reload of the operator's console, the page claims its call again. */
  | { readonly type: 'console-ready'; readonly console: string };

export interface CallerLine {
  /** Asks every open console for its links (all of them, or only `link`); answers arrive as `offers`. */
  find(link: string | null): void;
  claim(console: string, link: string, name: string): void;
  report(grant: CallerGrant): void;
  /** Sends the camera and microphone (a media handle from CallerDevices) to the claimed console. */
  startVideo(media: unknown, tracks: readonly CallerTrackKind[]): Promise<void>;
  sendLocation(position: GeoPosition): void;
  say(body: string): void;
  hangUp(): void;
  onEvent(listener: (event: CallerLineEvent) => void): Unsubscribe;
  close(): void;
}

/** The caller's camera and microphone, opened. */
export interface CallerCamera {
  /** What a video element shows (a MediaStream in a browser). */
  readonly media: unknown;
  readonly tracks: readonly CallerTrackKind[];
  stop(): void;
}

/** The phone's devices a caller page asks for, as the real caller page would. */
export interface CallerDevices {
  /** Asks for the camera and the microphone (either alone when one is refused); null when both are refused or absent. */
  openCamera(): Promise<CallerCamera | null>;
  /** Follows the position; `refused` once when the location is denied or unavailable. */
  watchPosition(listener: (position: GeoPosition) => void, refused: () => void): Unsubscribe;
}
