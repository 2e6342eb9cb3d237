import type { FileLibraryItem } from '../../domain/admin/admin-entities';
import type { UploadProgress } from './incidents-rest-gateway.port';

/** A file going into the library: its bytes and name, and the item's description and label (SPEC §3). */
export interface LibraryFileUpload {
  readonly file: Blob;
  readonly fileName: string;
  readonly description: string;
  readonly descriptionOption: string;
}

/**
 * SPEC §7 Other: the file library, and signed download URLs (valid SIGNED_URL_VALIDITY_SECONDS). The spec names the
 * list and the download only; upload, edit and delete are assumed calls (src/adapters/real/assumed-endpoints.ts).
 */
export interface FilesGateway {
  list(): Promise<readonly FileLibraryItem[]>;
  /** A signed URL for a stored object, valid for the given seconds. */
  signedDownloadUrl(s3Key: string, validitySeconds: number): Promise<string>;
  /** Assumed: multipart file, description, descriptionOption; answers the new item. `onProgress` hears 0 to 1. */
  upload(input: LibraryFileUpload, onProgress?: UploadProgress): Promise<FileLibraryItem>;
  /** Assumed: the description and label changed; answers the item. */
  update(id: string | number, input: { readonly description: string; readonly descriptionOption: string }): Promise<FileLibraryItem>;
  /** Assumed: the item and its stored object deleted. */
  remove(id: string | number): Promise<void>;
}
export const FilesGateway = Symbol.for('FilesGateway');
