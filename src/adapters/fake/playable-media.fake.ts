import type { PlayableMedia } from '../../application/ports/playable-media.port';
import { callRecordings, isCallRecording } from './demo-world/call-recordings';
import type { DemoWorld } from './demo-world/demo-world';

// Resolved by the bundler as assets of the demo build; outside it (the headless runner) a file address, never imported.
const seededLong = new URL('./demo-world/recordings/seeded-long.mp4', import.meta.url).href;
const seededShort = new URL('./demo-world/recordings/seeded-short.mp4', import.meta.url).href;

/**
 * The seeded recordings (scripts/seeded-recordings.sh): 22 minutes, past the default seek (SPEC §9, 1266 s), and 75 s,
 * shorter than it. Bundled only with the demo's adapters, so a production build carries neither.
 */
export const SEEDED_RECORDINGS = { long: { url: seededLong, seconds: 1320 }, short: { url: seededShort, seconds: 75 } } as const;

/**
 * Which seeded recording plays for a demo address: the whole channel is the long one; a recorded file, by its name,
 * one of the two, the same on every run.
 */
export function seededRecordingFor(url: string): keyof typeof SEEDED_RECORDINGS {
  if (url.includes('/full-channel')) return 'long';
  let hash = 0;
  for (const char of url) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 2 === 0 ? 'long' : 'short';
}

/**
 * The demo world's recordings (demo:// addresses): a call recorded in this page plays as the file the browser
 * recorded (nothing once a reload has lost it); any other (a seeded incident's) as one of the seeded recordings.
 * http(s) addresses pass as they are.
 */
export class DemoPlayableMedia implements PlayableMedia {
  /** A recorded file's address, once per file (a channel's address names the latest recording, which can change). */
  private readonly recordedAt = new WeakMap<Blob, string>();

  constructor(private readonly world: DemoWorld) {}

  playable(url: string): Promise<string | null> {
    const trimmed = url.trim();
    if (/^https?:\/\//i.test(trimmed)) return Promise.resolve(trimmed);
    if (!trimmed.startsWith('demo://')) return Promise.resolve(null);
    const recorded = callRecordings(this.world).fileAt(trimmed);
    if (!recorded && isCallRecording(trimmed)) return Promise.resolve(null);
    if (!recorded) return Promise.resolve(SEEDED_RECORDINGS[seededRecordingFor(trimmed)].url);
    const address = this.recordedAt.get(recorded.blob) ?? URL.createObjectURL(recorded.blob);
    this.recordedAt.set(recorded.blob, address);
    return Promise.resolve(address);
  }
}
