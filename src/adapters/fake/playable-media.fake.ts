import type { PlayableMedia } from '../../application/ports/playable-media.port';

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
 * The demo world's recordings (demo:// addresses) become a silent audio file of the recording's length, kept once per
 * address, so the player seeks and plays as it would a real recording; http(s) addresses pass as they are.
 */
export class DemoPlayableMedia implements PlayableMedia {
  private readonly made = new Map<string, string>();

  playable(url: string): Promise<string | null> {
    const trimmed = url.trim();
    if (/^https?:\/\//i.test(trimmed)) return Promise.resolve(trimmed);
    if (!trimmed.startsWith('demo://')) return Promise.resolve(null);
    let made = this.made.get(trimmed);
    if (!made) {
      made = URL.createObjectURL(new Blob([silentWav(demoRecordingSeconds(trimmed))], { type: 'audio/wav' }));
      this.made.set(trimmed, made);
    }
    return Promise.resolve(made);
  }
}
