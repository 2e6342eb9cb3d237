import { reaction, runInAction } from 'mobx';
import { CollabStreamsFlow, type CollabSessionSource } from '../../../application/live/collab-streams.flow';
import { collabTileShown, collabTileStatus, type CollabStreamState, type CollabTileStatus } from '../../../domain/live/collab-stream';
import type { Services } from '../../shared/services';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { DisposableStore } from '../../../application/shared/disposable-store';

export interface CollabStreamsDeps {
  /** A new flow per live session (transient). */
  readonly createFlow: () => Pick<CollabStreamsFlow, 'start' | 'onChange' | 'attach' | 'resumeAudio' | 'dispose'>;
}

export interface CollabStreamsParams {
  /** The live page's session of the moment (a new one after each start); null before and in the read-only view. */
  readonly session: () => CollabSessionSource | null;
}

/** One tile of the live page: a collaborator's stream, or a word about it. */
export interface CollabTile {
  readonly channel: string;
  /** The collaborator's name, else the invited phone, else null (the tile says "Collaborator {n}"). */
  readonly name: string | null;
  /** 1-based, in the order the console heard of them. */
  readonly number: number;
  readonly status: CollabTileStatus;
}

/**
 * SPEC §7 collab broadcast on the live page: a tile per collaborator's stream beside the caller's video
 * (CollabStreamsFlow over the page's live session), and which stream the main area shows: the caller's, or one
 * collaborator's the operator swapped in (back to the caller when that tile goes away).
 */
export class CollabStreamsViewModel {
  streams: readonly CollabStreamState[] = [];
  /** The collab channel shown in the main area instead of the caller, null for the caller. */
  swapped: string | null = null;
  private flow: ReturnType<CollabStreamsDeps['createFlow']> | null = null;
  private readonly targets = new Map<string, HTMLVideoElement>();
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: CollabStreamsDeps,
    private readonly params: CollabStreamsParams,
  ) {
    makeObservableExcept(this, ['deps', 'params', 'flow', 'targets', 'disposables']);
  }

  get tiles(): readonly CollabTile[] {
    return this.streams.flatMap((stream, index) =>
      collabTileShown(stream)
        ? [{ channel: stream.channel, name: stream.name ?? stream.phone, number: index + 1, status: collabTileStatus(stream) }]
        : [],
    );
  }

  /** The channel in the main area, while its tile is there. */
  get mainChannel(): string | null {
    const swapped = this.swapped;
    return swapped && this.tiles.some((tile) => tile.channel === swapped) ? swapped : null;
  }

  start(): void {
    this.disposables.add(
      reaction(
        () => this.params.session(),
        (session) => this.follow(session),
        { fireImmediately: true },
      ),
    );
  }

  /** Shows a collaborator in the main area (the caller moves to a tile); null or the same channel brings the caller back. */
  swap(channel: string | null): void {
    this.swapped = channel === this.mainChannel ? null : channel;
  }

  /** A tile's video element (kept, so a flow started later plays into it too). */
  attach(channel: string, element: HTMLVideoElement | null): void {
    if (element) this.targets.set(channel, element);
    else this.targets.delete(channel);
    this.flow?.attach(channel, element);
  }

  resumeAudio(): void {
    void this.flow?.resumeAudio();
  }

  dispose(): void {
    this.disposables.clear();
    this.follow(null);
  }

  private follow(session: CollabSessionSource | null): void {
    this.flow?.dispose();
    this.flow = null;
    this.streams = [];
    if (!session) return;
    const flow = this.deps.createFlow();
    this.flow = flow;
    flow.onChange((streams) => {
      runInAction(() => (this.streams = streams));
      for (const stream of streams) {
        const target = this.targets.get(stream.channel);
        if (target) flow.attach(stream.channel, target);
      }
    });
    flow.start(session);
  }
}

export function createCollabStreamsViewModel(services: Services, params: CollabStreamsParams): CollabStreamsViewModel {
  return new CollabStreamsViewModel({ createFlow: () => services.get(CollabStreamsFlow) }, params);
}
