import { isDeleted, isFinished, isLive, type Incident } from './incident';

/**
 * SPEC §8 "Incident finished on load (past its time or no stream)": the longest a live incident stays open after its
 * stream started (or, without a start time, after the incident's `at`). The spec does not give the value; a live
 * link older than a day is treated as past its time.
 */
export const LIVE_INCIDENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function epoch(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return null;
  const t = Date.parse(value.trim());
  return Number.isNaN(t) ? null : t;
}

/**
 * SPEC §4, §8: an incident opened in the live view counts as finished when it is finished or deleted, has no video
 * stream, or its stream started (else it was created) more than LIVE_INCIDENT_MAX_AGE_MS before `now`.
 * An unreadable start time is not held against it; a start in the future is not past its time.
 */
export function isFinishedOnLoad(
  incident: Pick<Incident, 'finishedAt' | 'deletedAt' | 'videoStream' | 'at'> | null | undefined,
  now: number,
): boolean {
  if (!incident) return true;
  if (isFinished(incident) || isDeleted(incident) || !isLive(incident)) return true;
  const stream: unknown = incident.videoStream;
  const startedAt =
    typeof stream === 'object' && stream !== null && !Array.isArray(stream) ? epoch((stream as { startedAt?: unknown }).startedAt) : null;
  const start = startedAt ?? epoch(incident.at);
  return start !== null && Number.isFinite(now) && now - start > LIVE_INCIDENT_MAX_AGE_MS;
}
