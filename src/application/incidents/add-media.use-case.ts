import type { MediaItem } from '../../domain/media/media-item';
import { forwardProgress, mediaUploadKind, type MediaUploadKind } from '../../domain/media/media-upload';
import { err, type Result } from '../../domain/shared/result';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { refusedChange, type IncidentChangeRights } from './incident-change-rights';

export interface AddMediaInput {
  readonly incidentId: string | number;
  readonly file: Blob;
  readonly fileName: string;
  /** Photo or video; read from the file name (domain mediaUploadKind) when not given. */
  readonly kind?: MediaUploadKind;
  /** Upload progress, 0 to 1, never going back. */
  readonly onProgress?: (fraction: number) => void;
  /**
   * 'call' (the default): the operator running the incident's call adds what the call brings. 'review': a photo or
   * video added to an incident read in its view, a change to it that needs the rights editing needs.
   */
  readonly during?: 'call' | 'review';
}

export type AddMediaError = { readonly kind: 'empty-file' } | { readonly kind: 'unsupported-file' } | CallFailure;

/** A blob's size (read structurally: the application layer is built without DOM types). */
function sizeOf(file: unknown): number | null {
  const size = typeof file === 'object' && file !== null ? (file as { readonly size?: unknown }).size : undefined;
  return typeof size === 'number' ? size : null;
}

/**
 * SPEC §7 addphoto / addvideo (thumbnails 400x300): uploads with progress and answers the new media item. The audit
 * trail (SPEC §3) records INCIDENT_ADD_PHOTO for a photo and SEND_ARCHIVE for any other file (a video), with the
 * incident's and the new media's ids.
 */
export class AddMediaUseCase {
  constructor(
    private readonly rest: IncidentsRestGateway,
    private readonly audit: AuditRecorder,
    private readonly rights: IncidentChangeRights,
  ) {}

  async execute(input: AddMediaInput): Promise<Result<MediaItem, AddMediaError>> {
    const refused = input.during === 'review' ? refusedChange<MediaItem>(this.rights, 'addMedia') : null;
    if (refused) return refused;
    if (sizeOf(input.file) === 0) return err({ kind: 'empty-file' });
    const kind = input.kind ?? mediaUploadKind(input.fileName);
    if (kind === null) return err({ kind: 'unsupported-file' });
    const progress = forwardProgress(input.onProgress);
    const added = await attempt(async () => {
      const upload = kind === 'photo' ? this.rest.addPhoto.bind(this.rest) : this.rest.addVideo.bind(this.rest);
      const media = await upload(input.incidentId, input.file, input.fileName, (fraction) => progress.report(fraction));
      if (progress.reached < 1) progress.report(1);
      return media;
    });
    if (added.ok)
      this.audit.record(kind === 'photo' ? 'INCIDENT_ADD_PHOTO' : 'SEND_ARCHIVE', {
        incidentId: input.incidentId,
        mediaId: added.value.id ?? null,
      });
    return added;
  }
}
