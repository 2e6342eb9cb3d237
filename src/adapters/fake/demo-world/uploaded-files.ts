import { onePerWorld } from './one-per-world';

/**
 * The bytes of the files uploaded to a demo world (tenant photos, library files, video templates), by storage key, as
 * a storage bucket keeps them. The page opens one through an object URL made when first asked for; a server, whose
 * object URLs no browser can open, names them by its own addresses instead, saves them all with its world and puts
 * them back when it starts again.
 */
export class UploadedFiles {
  private readonly files = new Map<string, Blob>();
  private readonly urls = new Map<string, string>();
  private addressOf: ((key: string) => string) | null = null;

  /** From now on a file is named by `addressOf(key)` rather than by an object URL. */
  nameBy(addressOf: (key: string) => string): void {
    this.addressOf = addressOf;
  }

  keep(key: string, file: Blob): void {
    this.forget(key);
    this.files.set(key, file);
  }

  has(key: string): boolean {
    return this.files.has(key);
  }

  forget(key: string): void {
    const url = this.urls.get(key);
    if (url) URL.revokeObjectURL(url);
    this.urls.delete(key);
    this.files.delete(key);
  }

  /** An address that opens the file's own bytes, or null when none was uploaded under `key` or it cannot be named. */
  urlOf(key: string): string | null {
    const file = this.files.get(key);
    if (!file) return null;
    if (this.addressOf) return this.addressOf(key);
    if (typeof URL.createObjectURL !== 'function') return null;
    const made = this.urls.get(key) ?? URL.createObjectURL(file);
    this.urls.set(key, made);
    return made;
  }

  /** Every file kept, by its key (what a server saves with its world). */
  all(): ReadonlyMap<string, Blob> {
    return this.files;
  }
}

/** One store of uploads per demo world: the gateways that take files and those that hand out their addresses share it. */
export const uploadedFiles = onePerWorld(() => new UploadedFiles());
