import type { VideoTemplateFile } from '../incident/chat';
import { libraryText } from './library-file';

/** A video template as the admin screen shows it: its id, its name, and the file uploaded to it (null before one). */
export interface VideoTemplate {
  readonly id: string;
  readonly name: string;
  readonly fileName: string | null;
}

/**
 * SPEC §3 shows only a template's id (its payload is not shown): the name is read from `name` (else `title`), the file
 * from `fileName` (else the last segment of `file`, `s3Key` or `key`). A template without an id is left out.
 */
export function videoTemplates(files: readonly VideoTemplateFile[]): VideoTemplate[] {
  return files.flatMap((file) => {
    const record = file as Readonly<Record<string, unknown>>;
    const id = libraryText(record.id);
    if (id === '') return [];
    const name = libraryText(record.name) || libraryText(record.title);
    const stored = libraryText(record.fileName) || [record.file, record.s3Key, record.key].map(libraryText).find((v) => v !== '') || '';
    return [{ id, name, fileName: stored === '' ? null : stored.slice(stored.lastIndexOf('/') + 1) }];
  });
}
