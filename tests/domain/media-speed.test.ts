import { describe, expect, it } from 'vitest';
import { speedTestFromUpload, uploadSpeedMbps } from '../../src/domain/media/upload-speed';

describe('SPEC §7 speed test: Mbps from the 9005154-byte photo upload time, 2 decimals', () => {
  it.each([
    [1000, 72.04],
    [2000, 36.02],
    [500, 144.08],
    [3333, 21.61],
    [1, 72041.23],
    [7, 10291.6],
    [123456, 0.58],
  ])('%i ms -> %s Mbps', (ms, mbps) => {
    expect(uploadSpeedMbps(ms)).toEqual({ ok: true, value: mbps });
  });
  it.each([
    [1_000_000, 1000, 8],
    [125_000, 1000, 1],
    [1250, 1000, 0.01],
    [1, 10_000, 0],
    [624, 1000, 0],
  ])('%i bytes in %i ms -> %s Mbps', (bytes, ms, mbps) => {
    expect(uploadSpeedMbps(ms, bytes)).toEqual({ ok: true, value: mbps });
  });
  it.each([
    [0, 9_005_154],
    [-5, 9_005_154],
    [Number.NaN, 9_005_154],
    [Number.POSITIVE_INFINITY, 9_005_154],
    [1000, 0],
    [1000, -1],
    [1000, Number.NaN],
    [Number.MIN_VALUE, Number.MAX_VALUE],
    ['1000' as unknown as number, 9_005_154],
  ])('%s ms, %s bytes -> error', (ms, bytes) => {
    expect(uploadSpeedMbps(ms, bytes)).toEqual({ ok: false, error: 'speed_test.invalid_measurement' });
  });
  it('builds the POST /speed-test body { speed, unit }', () => {
    expect(speedTestFromUpload(1000)).toEqual({ ok: true, value: { speed: 72.04, unit: 'Mbps' } });
    expect(speedTestFromUpload(0)).toEqual({ ok: false, error: 'speed_test.invalid_measurement' });
  });
});
