import type { PlayableMedia } from '../../application/ports/playable-media.port';
import { callRecordings, isCallRecording } from './demo-world/call-recordings';
import type { DemoWorld } from './demo-world/demo-world';

/** A low sample rate keeps a twenty-minute demo recording near 4 MB of silence. */
const SAMPLE_RATE = 3000;

/** Seconds of a demo recording: the full channel runs past the default seek (SPEC §4, 1266 s), a file a little less. */
export function demoRecordingSeconds(url: string): number {
  let hash = 0;
  for (const char of url) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return url.includes('full-channel') ? 1320 : 1290 + (hash % 50);
}

/** A mono 8-bit PCM WAV of silence: a real file the browser's player reads, seeks and plays without any network. */
export function silentWav(seconds: number, sampleRate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const samples = Math.max(1, Math.round(seconds * sampleRate));
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return bytes;
}

/**
 * The demo world's recordings (demo:// addresses): a call recorded in this page plays as the file the browser
 * recorded (nothing once a reload has lost it); any other becomes a silent audio file of the recording's length, kept once per address, so the player
 * seeks and plays as it would a real recording. http(s) addresses pass as they are.
 */
export class DemoPlayableMedia implements PlayableMedia {
  private readonly made = new Map<string, string>();
  /** A recorded file's address, once per file (a channel's address names the latest recording, which can change). */
  private readonly recordedAt = new WeakMap<Blob, string>();

  constructor(private readonly world: DemoWorld) {}

  playable(url: string): Promise<string | null> {
    const trimmed = url.trim();
    if (/^https?:\/\//i.test(trimmed)) return Promise.resolve(trimmed);
    if (!trimmed.startsWith('demo://')) return Promise.resolve(null);
    const recorded = callRecordings(this.world).fileAt(trimmed);
    if (recorded) {
      const address = this.recordedAt.get(recorded.blob) ?? URL.createObjectURL(recorded.blob);
      this.recordedAt.set(recorded.blob, address);
      return Promise.resolve(address);
    }
    // A call recorded before a reload of the page: its file is gone.
    if (isCallRecording(trimmed)) return Promise.resolve(null);
    let made = this.made.get(trimmed);
    if (!made) {
      made = URL.createObjectURL(new Blob([silentWav(demoRecordingSeconds(trimmed))], { type: 'audio/wav' }));
      this.made.set(trimmed, made);
    }
    return Promise.resolve(made);
  }
}
