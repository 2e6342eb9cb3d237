import type { Unsubscribe } from '../ports/subscription';
import type { VideoSession } from '../ports/video.port';
import type { StreamEvent } from '../../domain/live/stream-session';
import { directionalQuality } from '../../domain/network/network-quality';
import type { LiveSessionState } from './live-session.state';

/** Where a joined video session's events go: its connection and quality into the state, remote users into the reducer. */
export interface VideoSessionSink {
  state(patch: Partial<LiveSessionState>): void;
  stream(event: StreamEvent): void;
}

/** Follows a joined video session until each returned release is called. */
export function followVideoSession(session: VideoSession, sink: VideoSessionSink): Unsubscribe[] {
  return [
    session.onConnectionState((videoConnection) => sink.state({ videoConnection })),
    session.onNetworkQuality((quality) => sink.state({ quality: directionalQuality(quality) })),
    session.onUserJoined(({ uid }) => sink.stream({ type: 'remoteUserJoined', uid })),
    session.onUserPublished(({ uid, kind }) => sink.stream({ type: 'remoteUserPublished', uid, kind })),
    session.onUserUnpublished(({ uid, kind }) => sink.stream({ type: 'remoteUserUnpublished', uid, kind })),
    session.onUserLeft(({ uid }) => sink.stream({ type: 'remoteUserLeft', uid })),
  ];
}
