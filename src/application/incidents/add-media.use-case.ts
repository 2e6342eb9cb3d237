import { downloadFileType, isCollaboratorVideo } from '../../domain/media/file-type';
import type { MediaItem } from '../../domain/media/media-item';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { saveFailed, type SaveFailed } from './incident-failures';

export type MediaUploadKind = 'photo' | 'video';

export interface AddMediaInput {
  readonly incidentId: string | number;
  readonly file: Blob;
  readonly fileName: string;
  /** Photo or video; read from the file name (gif/png/jpg/jpeg photo; mp4/mov/avi/mkv video) when not given. */
  readonly kind?: MediaUploadKind;
  /** Upload progress, 0 to 1, never going back. */
  readonly onProgress?: (fraction: number) => void;
}

export type AddMediaError =
  | { readonly kind: 'empty-file'; readonly key: 'incident.media.empty_file' }
  | { readonly kind: 'unsupported-file'; readonly key: 'incident.media.unsupported_file' }
  | SaveFailed;

/** A blob's size (read structurally: the application layer is built without DOM types). */
function sizeOf(file: unknown): number | null {
  const size = typeof file === 'object' && file !== null ? (file as { readonly size?: unknown }).size : undefined;
  return typeof size === 'number' ? size : null;
}

/** The upload kind of a file name, or null when it is neither a photo nor a video. */
export function mediaUploadKind(fileName: string): MediaUploadKind | null {
  if (downloadFileType(fileName) === 'image') return 'photo';
  if (downloadFileType(fileName) === 'video' || isCollaboratorVideo(fileName)) return 'video';
  return null;
}

/** SPEC §7 addphoto / addvideo (thumbnails 400x300): uploads with progress and answers the new media item. */
export class AddMediaUseCase {
  constructor(private readonly rest: IncidentsRestGateway) {}

  async execute(input: AddMediaInput): Promise<Result<MediaItem, AddMediaError>> {
    if (sizeOf(input.file) === 0) return err({ kind: 'empty-file', key: 'incident.media.empty_file' });
    const kind = input.kind ?? mediaUploadKind(input.fileName);
    if (kind === null) return err({ kind: 'unsupported-file', key: 'incident.media.unsupported_file' });
    let reached = 0;
    const onProgress = (fraction: number): void => {
      const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
      if (clamped <= reached && !(clamped === 0 && reached === 0)) return;
      reached = clamped;
      input.onProgress?.(clamped);
    };
    try {
      const upload = kind === 'photo' ? this.rest.addPhoto.bind(this.rest) : this.rest.addVideo.bind(this.rest);
      const media = await upload(input.incidentId, input.file, input.fileName, onProgress);
      if (reached < 1) onProgress(1);
      return ok(media);
    } catch (error) {
      return err(saveFailed(error));
    }
  }
}
