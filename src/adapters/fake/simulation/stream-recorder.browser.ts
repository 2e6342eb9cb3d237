import type { RecordedMedia } from '../demo-world/call-recordings';

/**
 * Container and codecs to record in, best first: an mp4 (H.264 or VP9 with Opus) plays and downloads as the mp4 the
 * console promises, and carries its duration, so the player can seek; a WebM is what some browsers can only record.
 */
const RECORDING_TYPES = [
  'video/mp4;codecs=avc1,opus',
  'video/mp4;codecs=vp9,opus',
  'video/mp4',
  'video/webm;codecs=vp8,opus',
  'video/webm',
];

/** A picture a recording keeps once a second: a recording cut short by a closed page loses at most that. */
const CHUNK_MS = 1000;

/** What a recorder made so far: a second's worth of the file, its type, and how long the recording has lasted. */
export type RecordedChunk = (chunk: Blob, mimeType: string, elapsedMs: number) => void;

/**
 * Records a stream with MediaRecorder from now until stop(); `file` resolves then (null where it cannot record). Each
 * second's piece of the file goes to `onChunk` as it is made (the pieces in order are the file, but for a WebM's
 * duration, which is written into the whole file at the end).
 */
export function recordStream(
  stream: MediaStream,
  onChunk: RecordedChunk | null = null,
): { readonly file: Promise<RecordedMedia | null>; stop(): void } {
  const mimeType = typeof MediaRecorder === 'undefined' ? undefined : RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) return { file: Promise.resolve(null), stop() {} };
  let recorder: MediaRecorder;
  try {
    // A key frame each second: an mp4 is written a fragment per key frame (VP9 in mp4 would otherwise hold the whole
    // recording until it stops), so each second's piece carries its picture and a recording sent in parts plays.
    const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number } = {
      mimeType,
      videoBitsPerSecond: 600_000,
      videoKeyFrameIntervalDuration: CHUNK_MS,
    };
    recorder = new MediaRecorder(stream, options);
  } catch {
    return { file: Promise.resolve(null), stop() {} };
  }
  const chunks: Blob[] = [];
  const started = performance.now();
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    onChunk?.(event.data, recorder.mimeType || mimeType, Math.round(performance.now() - started));
  };
  const file = new Promise<RecordedMedia | null>((resolve) => {
    recorder.onstop = () => {
      const type = recorder.mimeType || mimeType;
      if (chunks.length === 0) return resolve(null);
      const blob = new Blob(chunks, { type });
      const durationMs = Math.round(performance.now() - started);
      if (!type.includes('webm')) return resolve({ blob, mimeType: type, durationMs });
      resolve(withDuration(blob, durationMs).then((fixed) => ({ blob: fixed, mimeType: type, durationMs })));
    };
    recorder.onerror = () => resolve(null);
  });
  recorder.start(CHUNK_MS);
  return {
    file,
    stop() {
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}

/**
 * MediaRecorder writes a WebM without its duration, which a player reads as an endless live stream (so it would start
 * at SPEC §9's 1266 s, past the end) and cannot seek in; the duration is written into the file once it is known.
 */
async function withDuration(blob: Blob, durationMs: number): Promise<Blob> {
  try {
    const { default: fixWebmDuration } = await import('fix-webm-duration');
    return await fixWebmDuration(blob, durationMs, { logger: false });
  } catch {
    return blob;
  }
}
