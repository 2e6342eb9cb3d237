import type { IncidentChange } from '../../domain/permissions/permissions';
import { err, type Result } from '../../domain/shared/result';
import type { CallFailure } from '../shared/failure';

/** Who may change an incident (CurrentUserStore): the use cases that change one ask it before calling the server. */
export interface IncidentChangeRights {
  mayChangeIncident(change: IncidentChange): boolean;
}

/**
 * The refusal of a change the signed-in user may not make, as the server would answer it (403 is 'unauthorized'): the
 * screen never offers it, and a call made anyway (an old page, a second tab after the rights changed) stops here.
 */
export function refusedChange<T>(rights: IncidentChangeRights, change: IncidentChange): Result<T, CallFailure> | null {
  return rights.mayChangeIncident(change) ? null : err({ kind: 'unauthorized' });
}
