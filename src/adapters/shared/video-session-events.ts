import { Emitter } from '../../application/shared/emitter';
import type { Unsubscribe } from '../../application/ports/subscription';
import type {
  MediaKind,
  NetworkQualityEvent,
  RemoteTrackEvent,
  RemoteUserEvent,
  VideoConnectionState,
  VideoSession,
} from '../../application/ports/video.port';

type VideoSessionSubscriptions = Pick<
  VideoSession,
  'onUserJoined' | 'onUserPublished' | 'onUserUnpublished' | 'onUserLeft' | 'onNetworkQuality' | 'onConnectionState'
>;

/**
 * The event half of a joined video channel, the same for the Agora session and the demo world's. A listener added
 * after the join first hears what the channel already holds (its users and their tracks, the last network quality,
 * the connection state), as the SDK reports them right after a join; then every later change. Once the session
 * ends its events, late subscriptions still get that snapshot but nothing after it.
 */
export abstract class VideoSessionEvents implements VideoSessionSubscriptions {
  protected readonly events = {
    joined: new Emitter<RemoteUserEvent>(),
    published: new Emitter<RemoteTrackEvent>(),
    unpublished: new Emitter<RemoteTrackEvent>(),
    left: new Emitter<RemoteUserEvent>(),
    quality: new Emitter<NetworkQualityEvent>(),
    state: new Emitter<VideoConnectionState>(),
  };

  /** The remote users in the channel now, with the kinds of track each has published. */
  protected abstract channelUsers(): Iterable<{ readonly uid: string; readonly kinds: Iterable<MediaKind> }>;
  /** The last network quality worth reporting, if any. */
  protected abstract lastQuality(): NetworkQualityEvent | null;
  protected abstract currentState(): VideoConnectionState;

  /** How many listeners are attached now (0 once the session ended its events). */
  listenerCount(): number {
    return Object.values(this.events).reduce((sum, emitter) => sum + emitter.listenerCount, 0);
  }

  onUserJoined(listener: (event: RemoteUserEvent) => void): Unsubscribe {
    for (const { uid } of this.channelUsers()) listener({ uid });
    return this.events.joined.event(listener);
  }

  onUserPublished(listener: (event: RemoteTrackEvent) => void): Unsubscribe {
    for (const { uid, kinds } of this.channelUsers()) for (const kind of kinds) listener({ uid, kind });
    return this.events.published.event(listener);
  }

  onUserUnpublished(listener: (event: RemoteTrackEvent) => void): Unsubscribe {
    return this.events.unpublished.event(listener);
  }

  onUserLeft(listener: (event: RemoteUserEvent) => void): Unsubscribe {
    return this.events.left.event(listener);
  }

  onNetworkQuality(listener: (event: NetworkQualityEvent) => void): Unsubscribe {
    const quality = this.lastQuality();
    if (quality) listener(quality);
    return this.events.quality.event(listener);
  }

  onConnectionState(listener: (state: VideoConnectionState) => void): Unsubscribe {
    listener(this.currentState());
    return this.events.state.event(listener);
  }

  /** Drops every listener; nothing is heard after this. */
  protected endEvents(): void {
    for (const emitter of Object.values(this.events)) emitter.dispose();
  }
}
