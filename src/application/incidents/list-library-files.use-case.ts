import type { FileLibraryItem } from '../../domain/incident/admin-entities';
import { libraryFiles, type LibraryFile } from '../../domain/media/library-file';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FilesGateway } from '../ports/files-gateway.port';
import type { Logger } from '../ports/logger.port';
import { callFailure, type CallFailure } from '../shared/failure';

/** SPEC §7 Other, §8: the tenant's file library; a failure is logged only (the screen shows an empty state). */
export class ListLibraryFilesUseCase {
  constructor(
    private readonly files: FilesGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<readonly LibraryFile[], CallFailure>> {
    let items: readonly FileLibraryItem[];
    try {
      items = await this.files.list();
    } catch (error) {
      this.logger.error('files could not be listed', { error: error instanceof Error ? error.message : String(error) });
      return err(callFailure(error));
    }
    return ok(libraryFiles(items));
  }
}
