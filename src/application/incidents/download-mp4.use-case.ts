import type { MediaItem } from '../../domain/media/media-item';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, errorText, type CallFailure } from '../shared/failure';

/** Why no mp4 came back: the media names no file, the server answered no mp4Url, or the request failed. */
export type DownloadMp4Error = { readonly kind: 'no-file' } | { readonly kind: 'no-url' } | CallFailure;

/**
 * SPEC §7, §8 mp4 conversion and download (GET /incidents-media/convert-to-mp4/{incident}/{media file or id}): the
 * mp4Url to open in a new tab. The UI shows the success or error toast of SPEC §8 for the outcome.
 */
export class DownloadMp4UseCase {
  constructor(
    private readonly rest: IncidentsRestGateway,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    readonly incidentId: string | number;
    readonly media: MediaItem;
  }): Promise<Result<{ readonly url: string }, DownloadMp4Error>> {
    const b = input.media.filename?.trim() || (input.media.id === null || input.media.id === undefined ? '' : String(input.media.id));
    if (b === '') return err({ kind: 'no-file' });
    const url = await attempt(
      () => this.rest.convertToMp4(String(input.incidentId), b),
      (_failure, error) => this.logger.error('mp4 conversion failed', { incidentId: input.incidentId, error: errorText(error) }),
    );
    if (!url.ok) return url;
    if (typeof url.value !== 'string' || url.value.trim() === '') return err({ kind: 'no-url' });
    return ok({ url: url.value });
  }
}
