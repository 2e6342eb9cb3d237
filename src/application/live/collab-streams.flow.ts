import {
  collabStreamStep,
  newCollabStream,
  type CollabStreamEvent,
  type CollabStreamOrigin,
  type CollabStreamState,
} from '../../domain/live/collab-stream';
import type { CollabGateway } from '../ports/collab-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import type { PlaybackTarget, VideoSession } from '../ports/video.port';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { attempt } from '../shared/failure';
import type { JoinCollabStreamUseCase } from './join-collab-stream.use-case';
import type { LiveSessionEvent, LiveSessionState } from './live-session.state';

/** What the collab streams follow of the live session (LiveSessionFlow satisfies it). */
export interface CollabSessionSource {
  readonly state: Pick<LiveSessionState, 'incidentId' | 'phase' | 'collabChannels'>;
  onEvent(listener: (event: LiveSessionEvent) => void): Unsubscribe;
}

interface Watched {
  state: CollabStreamState;
  session: VideoSession | null;
  target: PlaybackTarget | null;
  readonly listeners: DisposableStore;
}

/**
 * SPEC §7 collab broadcast on the live page: the collaborators' streams beside the caller's. Follows one live session:
 * every collab channel it hears of (COLAB_BROADCAST_STARTED, and once live the incident's collab channels, so a
 * reloaded page finds a broadcast under way) is joined once through JoinCollabStreamUseCase; its first remote user is
 * the collaborator (domain collabStreamStep), played into the target the UI attaches. The channels are left when the
 * live session ends and on dispose(), which releases every listener.
 */
export class CollabStreamsFlow {
  private readonly watched = new Map<string, Watched>();
  private readonly changes = new Emitter<readonly CollabStreamState[]>();
  private readonly owned = new DisposableStore();
  private listed = false;
  private ended = false;

  constructor(
    private readonly join: JoinCollabStreamUseCase,
    private readonly collab: CollabGateway,
    private readonly logger: Logger,
  ) {}

  /** The collab channels watched, in the order the console heard of them. */
  get streams(): readonly CollabStreamState[] {
    return [...this.watched.values()].map((w) => w.state);
  }

  onChange(listener: (streams: readonly CollabStreamState[]) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  start(source: CollabSessionSource): void {
    if (this.owned.isDisposed || this.owned.size > 0) return;
    this.owned.add(source.onEvent((event) => this.onSessionEvent(source, event)));
    for (const channel of source.state.collabChannels) void this.watch(channel, 'started');
    if (source.state.phase === 'live') void this.listChannels(source.state.incidentId);
  }

  /** Where a channel's collaborator plays (a tile's video element); null detaches. */
  attach(channel: string, target: PlaybackTarget | null): void {
    const watched = this.watched.get(channel);
    if (!watched || watched.target === target) return;
    const previous = watched.target;
    watched.target = target;
    const uid = watched.state.collaborator?.uid;
    if (!uid || !watched.session) return;
    if (target) void this.play(watched);
    else if (previous) watched.session.stop(uid);
  }

  /** Starts again collaborators' audio that autoplay blocked (after a user gesture). */
  async resumeAudio(): Promise<void> {
    for (const { session } of this.watched.values()) await session?.resumeAudio().catch(() => undefined);
  }

  dispose(): void {
    this.owned.dispose();
    this.leaveAll();
    this.changes.dispose();
  }

  private onSessionEvent(source: CollabSessionSource, event: LiveSessionEvent): void {
    if (event.type === 'collabStarted') void this.watch(event.channel, 'started');
    else if (event.type === 'stateChanged' && event.state.phase === 'live') void this.listChannels(source.state.incidentId);
    else if (event.type === 'ended') {
      this.ended = true;
      this.leaveAll();
      this.changes.fire(this.streams);
    }
  }

  /** GET /live-streaming-colab/incident/{incidentId}, once: the broadcasts started before the page opened. */
  private async listChannels(incidentId: string): Promise<void> {
    if (this.listed) return;
    this.listed = true;
    const listed = await attempt(
      () => this.collab.byIncident(incidentId),
      (failure) => this.logger.warning('collab: listing the incident’s channels failed', { incidentId, kind: failure.kind }),
    );
    if (!listed.ok) return;
    for (const stream of listed.value) if (stream.channel) void this.watch(stream.channel, 'listed');
  }

  private async watch(channel: string, origin: CollabStreamOrigin): Promise<void> {
    if (this.ended || this.owned.isDisposed) return;
    const known = this.watched.get(channel);
    if (known) {
      // The server announcing a broadcast on a listed channel: the tile shows from now on.
      if (origin === 'started' && known.state.origin === 'listed') this.update(known, { ...known.state, origin });
      return;
    }
    const watched: Watched = { state: newCollabStream(channel, origin), session: null, target: null, listeners: new DisposableStore() };
    this.watched.set(channel, watched);
    this.changes.fire(this.streams);
    const joined = await this.join.execute({ channel });
    if (this.watched.get(channel) !== watched) {
      if (joined.ok) void joined.value.session.leave().catch(() => undefined);
      return;
    }
    if (!joined.ok) return this.apply(watched, { type: 'joinFailed' });
    const { session, stream } = joined.value;
    watched.session = session;
    if (stream) this.apply(watched, { type: 'described', name: stream.name ?? null, phone: stream.phone ?? null });
    this.apply(watched, { type: 'joined' });
    watched.listeners.add(session.onUserJoined(({ uid }) => this.apply(watched, { type: 'userJoined', uid })));
    watched.listeners.add(session.onUserPublished(({ uid, kind }) => this.apply(watched, { type: 'published', uid, kind })));
    watched.listeners.add(session.onUserUnpublished(({ uid, kind }) => this.apply(watched, { type: 'unpublished', uid, kind })));
    watched.listeners.add(session.onUserLeft(({ uid }) => this.apply(watched, { type: 'userLeft', uid })));
  }

  private apply(watched: Watched, event: CollabStreamEvent): void {
    const before = watched.state;
    const after = collabStreamStep(before, event);
    if (after === before) return;
    this.update(watched, after);
    const now = after.collaborator;
    const was = before.collaborator;
    if (!watched.session || !now) return;
    if (now.video && (!was?.video || was.uid !== now.uid)) void this.play(watched);
    else if (!now.video && was?.video) watched.session.stop(now.uid);
  }

  private update(watched: Watched, state: CollabStreamState): void {
    watched.state = state;
    this.changes.fire(this.streams);
  }

  private async play(watched: Watched): Promise<void> {
    const { session, target, state } = watched;
    const collaborator = state.collaborator;
    if (!session || !target || !collaborator?.video) return;
    try {
      await session.play(collaborator.uid, target);
    } catch (error) {
      this.logger.warning('collab: play failed', { channel: state.channel, error: String(error) });
    }
  }

  private leaveAll(): void {
    const all = [...this.watched.values()];
    this.watched.clear();
    for (const watched of all) {
      watched.listeners.dispose();
      const session = watched.session;
      watched.session = null;
      if (session) void session.leave().catch((error: unknown) => this.logger.warning('collab: leave failed', { error: String(error) }));
    }
  }
}
