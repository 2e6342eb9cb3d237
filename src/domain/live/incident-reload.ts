import { isDeleted, isFinished, isLive, type EntityId, type Incident } from '../incident/incident';
import { sameId } from './live-socket-message';

/** What a freshly reloaded incident means for the live session that showed `known`. */
export type IncidentReloadEffect =
  | { readonly kind: 'none' }
  /** SPEC §4: another operator took control (activeOperator changed to someone else): the session ends with 'take-over'. */
  | { readonly kind: 'take-over'; readonly activeOperatorId: EntityId }
  /** SPEC §4: the incident was deleted: the session ends. */
  | { readonly kind: 'deleted' }
  /** SPEC §4, §7: the incident was finished (finishedAt set) while the session showed it open: the session ends. */
  | { readonly kind: 'finished' }
  /** SPEC §4: the live stream ended (no video stream any more, as after stopAllChannels): the session ends. */
  | { readonly kind: 'stopped' }
  /** Something else changed (title, address, place…): the page shows the reloaded incident. */
  | { readonly kind: 'changed'; readonly incident: Incident };

const NONE: IncidentReloadEffect = { kind: 'none' };

/**
 * SPEC §4: compares the reloaded incident with what the session knows. Used after INCIDENT_UPDATED and after the
 * socket reopened (whatever was pushed during the gap is read from the incident itself). A take-over is an
 * activeOperator that changed to someone who is not me: an incident already held by another operator when the
 * session started is not one. An incident finished, or whose stream ended, since the session knew it open and live
 * ends the session (the stop event that said so may have been pushed while no socket was open). No answer (null)
 * changes nothing.
 */
export function incidentReloadEffect(
  known: Incident | null,
  reloaded: Incident | null,
  myOperatorId: EntityId | null,
): IncidentReloadEffect {
  if (!reloaded) return NONE;
  if (isDeleted(reloaded)) return { kind: 'deleted' };
  const before = known?.activeOperator?.id ?? null;
  const after = reloaded.activeOperator?.id ?? null;
  if (after !== null && !sameId(after, before) && !sameId(after, myOperatorId)) return { kind: 'take-over', activeOperatorId: after };
  if (isFinished(reloaded) && known && !isFinished(known)) return { kind: 'finished' };
  if (!isLive(reloaded) && isLive(known)) return { kind: 'stopped' };
  return sameValue(known, reloaded) ? NONE : { kind: 'changed', incident: reloaded };
}

/** Structural equality of JSON-like values (an absent field equals undefined). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}
