import type { IncidentEditState } from '../../../../application/incidents/incident-edit.types';
import { saveFailureDialog } from '../../../../domain/incident-form/incident-save-error';
import type { Notice } from '../../../../domain/shared/notice';

/** The small status beside the auto-saved fields ('failed': not saved, retrying on its own). */
export type AutoSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** saving while a save runs; failed while saves fail (retrying); pending while typed text waits; saved once all is in. */
export function autoSaveStatusOf(state: IncidentEditState, previous: AutoSaveStatus): AutoSaveStatus {
  if (state.saving) return 'saving';
  if (state.failures > 0 && state.unsaved.length > 0) return 'failed';
  if (state.unsaved.length > 0) return 'pending';
  return previous === 'idle' ? 'idle' : 'saved';
}

/**
 * One notice for a run of failed saves (none while saves succeed, none for the form's own rules): SPEC §8's text, why
 * (the value_too_long text, else the server's own words), and Retry now while the session holds (a session that ended
 * offers none: the text stays in the form).
 */
export function saveNoticeOf(state: IncidentEditState | null, retry: () => void): Notice | null {
  const error = state?.lastError ?? null;
  if (!error || error.kind === 'invalid' || error.kind === 'required-title' || error.kind === 'conflict') return null;
  const { textKey, detail } = saveFailureDialog(error.message);
  return {
    kind: 'warning',
    key: textKey,
    ...(detail?.kind === 'key' ? { detail: { key: detail.key } } : detail ? { serverText: detail.message } : {}),
    ...(error.kind === 'unauthorized' ? {} : { action: { label: { key: 'incident_panels.edit.retry_now' }, run: retry } }),
  };
}
