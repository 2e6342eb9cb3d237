import type { IncidentEditState } from '../../../../application/incidents/incident-edit.types';
import { saveFailureDialog, type SaveFailureDialog } from '../../../../domain/incident-form/incident-save-error';

/** The small status beside the auto-saved fields ('failed': not saved, retrying on its own). */
export type AutoSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** The one notice shown while saves fail in a row: SPEC §8's text and whether the session has ended. */
export interface SaveNotice {
  readonly failure: SaveFailureDialog;
  readonly sessionEnded: boolean;
}

/** saving while a save runs; failed while saves fail (retrying); pending while typed text waits; saved once all is in. */
export function autoSaveStatusOf(state: IncidentEditState, previous: AutoSaveStatus): AutoSaveStatus {
  if (state.saving) return 'saving';
  if (state.failures > 0 && state.unsaved.length > 0) return 'failed';
  if (state.unsaved.length > 0) return 'pending';
  return previous === 'idle' ? 'idle' : 'saved';
}

/** One notice for a run of failed saves (none while saves succeed, none for the form's own rules). */
export function saveNoticeOf(state: IncidentEditState | null): SaveNotice | null {
  const error = state?.lastError ?? null;
  if (!error || error.kind === 'invalid' || error.kind === 'required-title' || error.kind === 'conflict') return null;
  return { failure: saveFailureDialog(error.message), sessionEnded: error.kind === 'unauthorized' };
}
