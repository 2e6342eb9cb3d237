import type { FileLibraryItem } from '../../domain/incident/admin-entities';
import { downloadFileType, type DownloadFileType } from '../../domain/media/file-type';
import { SIGNED_URL_VALIDITY_SECONDS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FilesGateway } from '../ports/files-gateway.port';
import type { Logger } from '../ports/logger.port';

/** A file of the library as the files screen lists it. */
export interface LibraryFile {
  readonly id: string;
  readonly s3Key: string;
  readonly fileName: string;
  readonly description: string;
  readonly descriptionOption: string;
  /** SPEC §7: pdf; mov/mp4 video; gif/png/jpg/jpeg image; else unknown. */
  readonly type: DownloadFileType;
}

/** SPEC §8: file failures are logged only; the screen shows nothing more than an empty state. */
export type FilesFailure = { readonly kind: 'failed' } | { readonly kind: 'no-key' };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** SPEC §7 Other: the file library and its signed downloads (valid SIGNED_URL_VALIDITY_SECONDS = 1200 s). */
export class IncidentFilesUseCase {
  constructor(
    private readonly files: FilesGateway,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<Result<readonly LibraryFile[], FilesFailure>> {
    let items: readonly FileLibraryItem[];
    try {
      items = await this.files.list();
    } catch (error) {
      this.logger.error('files could not be listed', { error: error instanceof Error ? error.message : String(error) });
      return err({ kind: 'failed' });
    }
    return ok(
      items
        .filter((f) => text(f.s3Key) !== '')
        .map((f) => {
          const s3Key = text(f.s3Key);
          return {
            id: text(f.id),
            s3Key,
            fileName: s3Key.slice(s3Key.lastIndexOf('/') + 1),
            description: text(f.description),
            descriptionOption: text(f.descriptionOption),
            type: downloadFileType(s3Key),
          };
        }),
    );
  }

  /** A signed URL for the file and its download type. */
  async download(file: {
    readonly s3Key?: string | null;
  }): Promise<Result<{ readonly url: string; readonly type: DownloadFileType }, FilesFailure>> {
    const key = text(file.s3Key);
    if (key === '') return err({ kind: 'no-key' });
    try {
      const url = await this.files.signedDownloadUrl(key, SIGNED_URL_VALIDITY_SECONDS);
      return ok({ url, type: downloadFileType(key) });
    } catch (error) {
      this.logger.error('file download failed', { s3Key: key, error: error instanceof Error ? error.message : String(error) });
      return err({ kind: 'failed' });
    }
  }
}
