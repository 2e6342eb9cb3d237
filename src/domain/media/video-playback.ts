import { VIDEO_DEFAULT_SEEK_SECONDS, VIDEO_LIVE_EDGE_SECONDS } from '../shared/constants';

/**
 * SPEC §4 Video playback: where to start a recorded video: 1266 s when the recording is longer than that; a recording
 * no longer than the seek starts at its beginning (its end would show nothing). An unbounded stream (duration
 * Infinity) starts at 1266 s; an unknown duration (NaN, negative, not a number) starts at 0.
 */
export function initialSeekSeconds(duration: unknown): number {
  if (duration === Number.POSITIVE_INFINITY) return VIDEO_DEFAULT_SEEK_SECONDS;
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) return 0;
  return duration > VIDEO_DEFAULT_SEEK_SECONDS ? VIDEO_DEFAULT_SEEK_SECONDS : 0;
}

/** SPEC §4: 'live' at the live edge, 'recorded' further back, 'unknown' when the times cannot be read. */
export type PlaybackPosition = 'live' | 'recorded' | 'unknown';

/**
 * SPEC §4 Video playback: counted as live when within 30 s of the end (remaining <= 30 s, including a
 * position past the end). Duration Infinity is an unbounded live stream -> 'live'. NaN or negative -> 'unknown'.
 */
export function playbackPosition(currentTime: unknown, duration: unknown): PlaybackPosition {
  if (typeof currentTime !== 'number' || !Number.isFinite(currentTime) || currentTime < 0) return 'unknown';
  if (duration === Number.POSITIVE_INFINITY) return 'live';
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) return 'unknown';
  return duration - currentTime <= VIDEO_LIVE_EDGE_SECONDS ? 'live' : 'recorded';
}
