import type { Unsubscribe } from './subscription';

export type MediaKind = 'audio' | 'video';

/** An element the UI gives the video port to play a remote track into (an HTMLElement in the browser). */
export type PlaybackTarget = object;

export interface RemoteUserEvent {
  readonly uid: string;
}
export interface RemoteTrackEvent extends RemoteUserEvent {
  readonly kind: MediaKind;
}

/** Network quality per direction (the SDK's 0–6 scale; SPEC §4 colours by domain networkQuality). */
export interface NetworkQualityEvent {
  readonly uplinkNetworkQuality: number;
  readonly downlinkNetworkQuality: number;
}

export type VideoConnectionState = 'DISCONNECTED' | 'CONNECTING' | 'CONNECTED' | 'RECONNECTING' | 'DISCONNECTING';

/** One joined channel (SPEC §9: codec vp8, mode rtc). */
export interface VideoSession {
  readonly channel: string;
  onUserJoined(listener: (event: RemoteUserEvent) => void): Unsubscribe;
  onUserPublished(listener: (event: RemoteTrackEvent) => void): Unsubscribe;
  onUserUnpublished(listener: (event: RemoteTrackEvent) => void): Unsubscribe;
  onUserLeft(listener: (event: RemoteUserEvent) => void): Unsubscribe;
  onNetworkQuality(listener: (event: NetworkQualityEvent) => void): Unsubscribe;
  onConnectionState(listener: (state: VideoConnectionState) => void): Unsubscribe;
  /** Plays a remote user's video into the target (and its audio). Resolves false when the browser blocked audio autoplay. */
  play(uid: string, target: PlaybackTarget): Promise<{ readonly audioBlocked: boolean }>;
  /** Stops playing a remote user's tracks into any target. */
  stop(uid: string): void;
  /** Starts again audio that autoplay blocked (after a user gesture). */
  resumeAudio(): Promise<void>;
  /** Publishes the operator's microphone (SPEC §6: only with allowOperatorBroadcast). */
  publishMicrophone(): Promise<void>;
  unpublishMicrophone(): Promise<void>;
  setMicrophoneMuted(muted: boolean): Promise<void>;
  leave(): Promise<void>;
}

/** SPEC §7 real-time video (Agora in production, the simulated caller in the demo). */
export interface VideoGateway {
  join(request: VideoJoinRequest): Promise<VideoSession>;
}

/** What joining a channel needs: the platform's answer to joinLiveChannel (an appId of its own wins over the configured one). */
export interface VideoJoinRequest {
  readonly appId?: string;
  readonly channel: string;
  readonly token: string;
  readonly uid: string | number;
}
export const VideoGateway = Symbol.for('VideoGateway');
