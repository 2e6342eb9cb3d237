import type { MediaItem } from '../../domain/media/media-item';
import { initialSeekSeconds, playbackPosition, type PlaybackPosition } from '../../domain/media/video-playback';
import { err, ok, type Result } from '../../domain/shared/result';
import { videoHistoryAccess } from '../../domain/visibility/live-visibility';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { SOMETHING_IS_WRONG, type WarningDialog } from './incident-failures';

export interface VideoHistoryInput {
  readonly incidentId: string | number;
  /** A recorded file of the incident; without it the full channel recording plays. */
  readonly fileName?: string | null;
  /** SPEC §2, §6: hasAccess and the fromIncidentDetail query decide whether video history shows. */
  readonly hasAccess?: unknown;
  readonly fromIncidentDetail?: unknown;
}

export type VideoHistoryError =
  | { readonly kind: 'no-access'; readonly goTo: 'live' }
  | { readonly kind: 'unavailable'; readonly key: 'video_history.unavailable' }
  | { readonly kind: 'failed'; readonly warning: WarningDialog };

/**
 * SPEC §2, §4, §7 video history: the recorded videos of an incident and the URL to play (full channel or one file).
 * The player seeks to initialSeek(duration) (1266 s, clamped) and reads position() (live within 30 s of the end).
 */
export class VideoHistoryUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly rest: IncidentsRestGateway,
  ) {}

  /** The incident's recorded media (videos and cloud recordings). */
  async recordings(incidentId: string | number): Promise<Result<readonly MediaItem[], VideoHistoryError>> {
    try {
      const media = await this.incidents.getIncidentMedia(incidentId);
      return ok(media.filter((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording'));
    } catch {
      return err({ kind: 'failed', warning: SOMETHING_IS_WRONG });
    }
  }

  async execute(
    input: VideoHistoryInput,
  ): Promise<Result<{ readonly url: string; readonly source: 'full-channel' | 'file' }, VideoHistoryError>> {
    if (videoHistoryAccess({ hasAccess: input.hasAccess, fromIncidentDetail: input.fromIncidentDetail }) === 'redirectToLive') {
      return err({ kind: 'no-access', goTo: 'live' });
    }
    const fileName = input.fileName?.trim() ?? '';
    let url: string | null;
    try {
      url = fileName === '' ? await this.rest.playFullChannel(input.incidentId) : await this.rest.playVideo(input.incidentId, fileName);
    } catch {
      return err({ kind: 'failed', warning: SOMETHING_IS_WRONG });
    }
    if (typeof url !== 'string' || url.trim() === '') return err({ kind: 'unavailable', key: 'video_history.unavailable' });
    return ok({ url, source: fileName === '' ? 'full-channel' : 'file' });
  }

  /** SPEC §4: where playback starts once the duration is known. */
  initialSeek(duration: unknown): number {
    return initialSeekSeconds(duration);
  }

  /** SPEC §4: live within 30 s of the end, else recorded. */
  position(currentTime: unknown, duration: unknown): PlaybackPosition {
    return playbackPosition(currentTime, duration);
  }
}
