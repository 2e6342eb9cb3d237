import type { DownloadFileType } from '../../domain/media/file-type';
import { downloadFileType } from '../../domain/media/file-type';
import { libraryText } from '../../domain/media/library-file';
import { SIGNED_URL_VALIDITY_SECONDS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FilesGateway } from '../ports/files-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, errorText, type CallFailure } from '../shared/failure';

export type DownloadLibraryFileError = { readonly kind: 'no-key' } | CallFailure;

/** SPEC §7 Other, §8: a signed download URL of a library file (valid SIGNED_URL_VALIDITY_SECONDS = 1200 s) and its type. */
export class DownloadLibraryFileUseCase {
  constructor(
    private readonly files: FilesGateway,
    private readonly logger: Logger,
  ) {}

  async execute(file: {
    readonly s3Key?: string | null;
  }): Promise<Result<{ readonly url: string; readonly type: DownloadFileType }, DownloadLibraryFileError>> {
    const key = libraryText(file.s3Key);
    if (key === '') return err({ kind: 'no-key' });
    const url = await attempt(
      () => this.files.signedDownloadUrl(key, SIGNED_URL_VALIDITY_SECONDS),
      (_failure, error) => this.logger.error('file download failed', { s3Key: key, error: errorText(error) }),
    );
    return url.ok ? ok({ url: url.value, type: downloadFileType(key) }) : url;
  }
}
