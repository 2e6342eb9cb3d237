import { libraryUploadProblem, libraryFileSchema, type LibraryFileFields } from '../../domain/admin/catalogue-schemas';
import { validateForm, type InvalidInput } from '../../domain/admin/form-validation';
import type { EntityId } from '../../domain/incident/incident';
import type { DownloadFileType } from '../../domain/media/file-type';
import { libraryFiles, type LibraryFile } from '../../domain/media/library-file';
import { forwardProgress } from '../../domain/media/media-upload';
import { isSignedLinkFresh, signedLink, type SignedLink } from '../../domain/media/signed-link';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DownloadLibraryFileError, DownloadLibraryFileUseCase } from '../incidents/download-library-file.use-case';
import type { ListLibraryFilesUseCase } from '../incidents/list-library-files.use-case';
import type { Clock } from '../ports/clock.port';
import type { FilesGateway } from '../ports/files-gateway.port';
import type { UploadProgress } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, type CallFailure } from '../shared/failure';

/** A file the administrator chose: its bytes, name and size. */
export type NamedFile = Blob & { readonly name: string; readonly size: number };

/** A file chosen for the library with its description and label (the file may be missing: the form says so). */
export interface LibraryUploadInput extends LibraryFileFields {
  readonly file: NamedFile | null;
}

/** A signed URL of a library file, with its end and the file's type (SPEC §7 Other). */
export interface LibraryFileLink extends SignedLink {
  readonly type: DownloadFileType;
}

/** The answer had no item the library can show (no s3Key). */
const NO_ITEM: CallFailure = { kind: 'invalid-response' };

/**
 * SPEC §7 Other, the files section: the tenant's library (ListLibraryFilesUseCase), upload with progress, edit the
 * description and label, delete, and signed URLs (DownloadLibraryFileUseCase, valid 1200 s). A download signs a new
 * URL every time it is asked; a preview reuses its URL only while it is fresh (domain isSignedLinkFresh), so a stale
 * URL is never handed out.
 */
export class FilesFacade {
  private readonly previews = new Map<string, LibraryFileLink>();

  constructor(
    private readonly files: FilesGateway,
    private readonly listFiles: Pick<ListLibraryFilesUseCase, 'execute'>,
    private readonly download: Pick<DownloadLibraryFileUseCase, 'execute'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly logger: Logger,
  ) {}

  list(): Promise<Result<readonly LibraryFile[], CallFailure>> {
    return this.listFiles.execute();
  }

  /** The file and the fields checked before any call; `onProgress` hears 0 to 1, only forward. */
  async upload(input: LibraryUploadInput, onProgress?: UploadProgress): Promise<Result<LibraryFile, InvalidInput | CallFailure>> {
    const problem = libraryUploadProblem(input.file);
    const fields = validateForm(libraryFileSchema, { description: input.description, descriptionOption: input.descriptionOption });
    if (problem !== null || !fields.ok || input.file === null) {
      return err({ kind: 'invalid', fields: { ...(fields.ok ? {} : fields.error.fields), ...(problem ? { file: problem } : {}) } });
    }
    const progress = forwardProgress(onProgress);
    const file = input.file;
    const saved = await this.call('upload', () =>
      this.files.upload({ file, fileName: file.name, ...fields.value }, (fraction) => progress.report(fraction)),
    );
    return saved.ok ? this.itemOf(saved.value) : saved;
  }

  async update(id: EntityId, input: LibraryFileFields): Promise<Result<LibraryFile, InvalidInput | CallFailure>> {
    const fields = validateForm(libraryFileSchema, input);
    if (!fields.ok) return fields;
    const saved = await this.call('update', () => this.files.update(id, fields.value));
    return saved.ok ? this.itemOf(saved.value) : saved;
  }

  async remove(id: EntityId): Promise<Result<void, CallFailure>> {
    const removed = await this.call('remove', () => this.files.remove(id));
    if (removed.ok) this.previews.delete(String(id));
    return removed;
  }

  /** A new signed URL, made now (a download). */
  async link(file: Pick<LibraryFile, 's3Key'>): Promise<Result<LibraryFileLink, DownloadLibraryFileError>> {
    const signedAt = this.clock.now();
    const signed = await this.download.execute(file);
    return signed.ok ? ok({ ...signedLink(signed.value.url, signedAt), type: signed.value.type }) : signed;
  }

  /** The preview's URL: the last one signed for this file while it is fresh, else a new one. */
  async previewLink(file: Pick<LibraryFile, 'id' | 's3Key'>): Promise<Result<LibraryFileLink, DownloadLibraryFileError>> {
    const kept = this.previews.get(file.id);
    if (kept && isSignedLinkFresh(kept, this.clock.now())) return ok(kept);
    const signed = await this.link(file);
    if (signed.ok) this.previews.set(file.id, signed.value);
    else this.previews.delete(file.id);
    return signed;
  }

  private itemOf(item: Parameters<typeof libraryFiles>[0][number]): Result<LibraryFile, CallFailure> {
    const [file] = libraryFiles([item]);
    return file ? ok(file) : err(NO_ITEM);
  }

  private call<T>(verb: string, work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    return attempt(work, (failure) => this.logger.warning(`files: ${verb} failed`, { kind: failure.kind }));
  }
}
