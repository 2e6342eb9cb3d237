import type { FileLibraryItem } from '../admin/admin-entities';
import { downloadFileType, type DownloadFileType } from './file-type';

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

/** Trimmed text of a string or a number; '' for anything else. */
export const libraryText = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** SPEC §7 Other: the library's files that have an S3 key, named after the key's last segment. */
export function libraryFiles(items: readonly FileLibraryItem[]): LibraryFile[] {
  return items
    .filter((f) => libraryText(f.s3Key) !== '')
    .map((f) => {
      const s3Key = libraryText(f.s3Key);
      return {
        id: libraryText(f.id),
        s3Key,
        fileName: s3Key.slice(s3Key.lastIndexOf('/') + 1),
        description: libraryText(f.description),
        descriptionOption: libraryText(f.descriptionOption),
        type: downloadFileType(s3Key),
      };
    });
}
