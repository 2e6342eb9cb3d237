import type { FileLibraryItem } from '../../domain/incident/admin-entities';

/** SPEC §7 Other: the file library, and signed download URLs (valid SIGNED_URL_VALIDITY_SECONDS). */
export interface FilesGateway {
  list(): Promise<readonly FileLibraryItem[]>;
  /** A signed URL for a stored object, valid for the given seconds. */
  signedDownloadUrl(s3Key: string, validitySeconds: number): Promise<string>;
}
export const FilesGateway = Symbol.for('FilesGateway');
