import * as z from 'zod/mini';
import { requiredText } from './access-schemas';

/**
 * The catalogue forms' rules (the file library, video templates, predefined descriptions), as zod schemas whose issue
 * messages are reasons (`admin.form.errors.<reason>`): each text trimmed, required, at most 255 characters (SPEC §5
 * varchar), no markup.
 */

/** SPEC §3 File library item: description and descriptionOption (the label). */
export const libraryFileSchema = z.object({ description: requiredText(), descriptionOption: requiredText() });
export type LibraryFileFields = z.infer<typeof libraryFileSchema>;

/** SPEC §3 Predefined description: description and descriptionOption (the label). */
export const predefinedDescriptionSchema = z.object({ descriptionOption: requiredText(), description: requiredText() });

/** A video template's name (SPEC §3 shows only the id; the name is what the admin screen calls it). */
export const videoTemplateSchema = z.object({ name: requiredText(120) });
export type VideoTemplateFields = z.infer<typeof videoTemplateSchema>;

/** The largest file the library takes in one upload (500 MB: a training video fits). */
export const MAX_LIBRARY_FILE_BYTES = 500 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, checked before any call; null when it can. */
export function libraryUploadProblem(
  file: { readonly name: string; readonly size: number } | null,
): 'file-required' | 'file-empty' | 'file-too-large' | null {
  if (!file || file.name.trim() === '') return 'file-required';
  if (file.size <= 0) return 'file-empty';
  if (file.size > MAX_LIBRARY_FILE_BYTES) return 'file-too-large';
  return null;
}
