import type * as z from 'zod/mini';
import type { KeyValueStorage } from '../../../application/ports/key-value-storage.port';

/**
 * What a browser tab keeps of the demo world across a reload. The real platform's server still holds an incident's
 * message status, the caller's track, the chat and the caller's call when the operator reloads the console; the demo
 * server lives in the page, so each part of it writes its state here (the tab's session storage) and reads it back
 * when the next page builds the world. Logging out clears session storage, and with it this memory.
 *
 * Without a storage nothing is kept. A value that cannot be read (not JSON, written by another version) reads as
 * null: the part starts empty, as a fresh demo would.
 */
export class TabMemory {
  private paused = false;
  private lastingWorld = false;

  constructor(private readonly storage: KeyValueStorage | null) {}

  /**
   * The memory of a world that outlives every session (the server's, saved to a file): a logout pauses nothing, since
   * others are still signed in and nothing is cleared, and what was kept never grows too old to read back.
   */
  makeLasting(): void {
    this.lastingWorld = true;
    this.paused = false;
  }

  get lasting(): boolean {
    return this.lastingWorld;
  }

  /** After a logout nothing is written until the next sign-in (resume). */
  pause(): void {
    if (!this.lastingWorld) this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** The parsed value kept under `key`, or null. */
  read(key: string): unknown {
    const raw = this.storage?.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  write(key: string, value: unknown): void {
    if (this.paused) return;
    this.storage?.set(key, JSON.stringify(value));
  }
}

/**
 * The entries of a kept list that fit `schema`, each as it was kept (anything but an array reads as empty): every part
 * of the demo world reads what it kept through its schema, so an entry another version wrote is left out, not trusted.
 */
export function keptList<T>(value: unknown, schema: z.ZodMiniType<T>): T[] {
  return Array.isArray(value) ? value.filter((item): item is T => schema.safeParse(item).success) : [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
