/** SPEC §4 Network quality colour of one direction; 'unknown' when the SDK has no measure yet. */
export type QualityLevel = 'green' | 'yellow' | 'red' | 'unknown';

function toQualityNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw.length > 32) return null;
  const text = raw.trim();
  return /^[0-9]{1,6}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : null;
}

/**
 * SPEC §4: a video-SDK quality number: 2 or less green, above 2 and below 4 yellow, 4 or more red.
 * 0 (the SDK's "unknown"), negatives, NaN, Infinity and non-numbers → 'unknown'. ASCII digits only.
 */
export function qualityLevel(raw: unknown): QualityLevel {
  const q = toQualityNumber(raw);
  if (q === null || q <= 0) return 'unknown';
  if (q <= 2) return 'green';
  if (q < 4) return 'yellow';
  return 'red';
}

/** SPEC §4: network quality per direction. */
export interface DirectionalQuality {
  readonly uplink: QualityLevel;
  readonly downlink: QualityLevel;
}

/** SPEC §4: both directions of a video-SDK quality report (fields uplinkNetworkQuality, downlinkNetworkQuality). */
export function directionalQuality(
  report: { readonly uplinkNetworkQuality?: unknown; readonly downlinkNetworkQuality?: unknown } | null | undefined,
): DirectionalQuality {
  return {
    uplink: qualityLevel(report?.uplinkNetworkQuality),
    downlink: qualityLevel(report?.downlinkNetworkQuality),
  };
}

const SEVERITY: Record<QualityLevel, number> = { unknown: 0, green: 1, yellow: 2, red: 3 };

/** SPEC §4: the worse of the two directions (unknown only when both are unknown). */
export function worstQuality(quality: DirectionalQuality): QualityLevel {
  return SEVERITY[quality.uplink] >= SEVERITY[quality.downlink] ? quality.uplink : quality.downlink;
}
