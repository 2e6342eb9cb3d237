import type { MediaItem } from '../../domain/media/media-item';
import { TOAST_DURATIONS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';

export interface Mp4Toast {
  readonly tone: 'success' | 'error';
  readonly key: 'incident.mp4.success' | 'incident.mp4.error';
  readonly durationMs: number;
}

const SUCCESS: Mp4Toast = { tone: 'success', key: 'incident.mp4.success', durationMs: TOAST_DURATIONS.success };
const FAILURE: Mp4Toast = { tone: 'error', key: 'incident.mp4.error', durationMs: TOAST_DURATIONS.error };

/**
 * SPEC §7, §8 mp4 conversion and download (GET /incidents-media/convert-to-mp4/{incident}/{media file or id}):
 * success gives the mp4Url to open in a new tab with the success toast; no mp4Url or a failed request gives the error toast.
 */
export class DownloadMp4UseCase {
  constructor(
    private readonly rest: IncidentsRestGateway,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    readonly incidentId: string | number;
    readonly media: MediaItem;
  }): Promise<Result<{ readonly url: string; readonly toast: Mp4Toast }, { readonly toast: Mp4Toast }>> {
    const b = input.media.filename?.trim() || (input.media.id === null || input.media.id === undefined ? '' : String(input.media.id));
    if (b === '') return err({ toast: FAILURE });
    try {
      const url = await this.rest.convertToMp4(String(input.incidentId), b);
      if (typeof url !== 'string' || url.trim() === '') return err({ toast: FAILURE });
      return ok({ url, toast: SUCCESS });
    } catch (error) {
      this.logger.error('mp4 conversion failed', {
        incidentId: input.incidentId,
        error: error instanceof Error ? error.message : String(error),
      });
      return err({ toast: FAILURE });
    }
  }
}
