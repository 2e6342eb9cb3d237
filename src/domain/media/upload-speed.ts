import { SPEED_TEST_PHOTO_BYTES } from '../shared/constants';
import { err, ok, type Result } from '../shared/result';
import type { SpeedTest } from '../admin/admin-entities';

/** SPEC §7: the i18n key when an upload time or size cannot give a speed. */
export type SpeedTestError = 'speed_test.invalid_measurement';

/** SPEC §7: the unit posted with a speed test. */
export const SPEED_TEST_UNIT = 'Mbps';

/**
 * SPEC §7 POST /do-speed-test: megabits per second (10^6 bits) from bytes uploaded in the measured
 * milliseconds, rounded to 2 decimals. Default size: the 9005154-byte photo. Zero, negative or
 * non-finite milliseconds, or a non-positive size, give an error.
 */
export function uploadSpeedMbps(milliseconds: number, bytes: number = SPEED_TEST_PHOTO_BYTES): Result<number, SpeedTestError> {
  if (!Number.isFinite(milliseconds) || milliseconds <= 0) return err('speed_test.invalid_measurement');
  if (!Number.isFinite(bytes) || bytes <= 0) return err('speed_test.invalid_measurement');
  const mbps = (bytes * 8) / (milliseconds * 1000);
  const rounded = Math.round(mbps * 100) / 100;
  return Number.isFinite(rounded) ? ok(rounded) : err('speed_test.invalid_measurement');
}

/** SPEC §3, §7 POST /speed-test body { speed, unit } from a measured upload. */
export function speedTestFromUpload(milliseconds: number, bytes: number = SPEED_TEST_PHOTO_BYTES): Result<SpeedTest, SpeedTestError> {
  const speed = uploadSpeedMbps(milliseconds, bytes);
  return speed.ok ? ok({ speed: speed.value, unit: SPEED_TEST_UNIT }) : speed;
}
