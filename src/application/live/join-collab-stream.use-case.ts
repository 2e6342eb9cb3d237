import { err, ok, type Result } from '../../domain/shared/result';
import type { CollabStream } from '../../domain/incident/chat';
import type { CollabGateway } from '../ports/collab-gateway.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { VideoGateway, VideoSession } from '../ports/video.port';
import { attempt, type CallFailure } from '../shared/failure';

export interface JoinCollabStreamInput {
  /** A collab channel (COLAB_BROADCAST_STARTED's, or one of GET /live-streaming-colab/incident/{incidentId}). */
  readonly channel: string;
}

export interface JoinedCollabStream {
  readonly session: VideoSession;
  /** What the collab service says of the channel (its collaborator's name when it sends one); null when unknown. */
  readonly stream: CollabStream | null;
}

export type JoinCollabStreamError =
  /** No channel to join. */
  | { readonly kind: 'invalid-channel' }
  /** joinLiveCollabChannel was refused. */
  | { readonly kind: 'refused'; readonly failure: CallFailure }
  /** The video service did not let the console in. */
  | { readonly kind: 'video-failed'; readonly failure: CallFailure };

/**
 * SPEC §7 collab broadcast: the console joins a collaborator's channel to watch them, as it joins the caller's:
 * joinLiveCollabChannel(channel) gives uid, token and channel, then the video service joins it (Agora in production,
 * loaded on the first join). GET /live-streaming-colab/{channel} tells who broadcasts there; its failure only loses the
 * name. Failures are logged.
 */
export class JoinCollabStreamUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly collab: CollabGateway,
    private readonly video: VideoGateway,
    private readonly logger: Logger,
  ) {}

  async execute(input: JoinCollabStreamInput): Promise<Result<JoinedCollabStream, JoinCollabStreamError>> {
    const channel = typeof input?.channel === 'string' ? input.channel.trim() : '';
    if (channel === '') return err({ kind: 'invalid-channel' });
    const described = this.collab.byChannel(channel).catch((error: unknown) => {
      this.logger.warning('collab: channel lookup failed', { channel, error: String(error) });
      return null;
    });
    const join = await attempt(
      () => this.incidents.joinLiveCollabChannel(channel),
      (failure) => this.logger.warning('collab: joinLiveCollabChannel refused', { channel, kind: failure.kind }),
    );
    if (!join.ok) return err({ kind: 'refused', failure: join.error });
    const uid = join.value.uid === null || join.value.uid === undefined ? '' : String(join.value.uid);
    const session = await attempt(
      () => this.video.join({ channel: join.value.channel || channel, token: join.value.token ?? '', uid }),
      (failure) => this.logger.warning('collab: joining the video channel failed', { channel, kind: failure.kind }),
    );
    if (!session.ok) return err({ kind: 'video-failed', failure: session.error });
    return ok({ session: session.value, stream: await described });
  }
}
