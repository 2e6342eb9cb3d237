import { libraryFiles, type LibraryFile } from '../../domain/media/library-file';
import { ok, type Result } from '../../domain/shared/result';
import type { FilesGateway } from '../ports/files-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, errorText, type CallFailure } from '../shared/failure';

/** SPEC §7 Other, §8: the tenant's file library; a failure is logged only (the screen shows an empty state). */
export class ListLibraryFilesUseCase {
  constructor(
    private readonly files: FilesGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<readonly LibraryFile[], CallFailure>> {
    const items = await attempt(
      () => this.files.list(),
      (_failure, error) => this.logger.error('files could not be listed', { error: errorText(error) }),
    );
    return items.ok ? ok(libraryFiles(items.value)) : items;
  }
}
