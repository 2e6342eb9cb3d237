import { callFailureMessageKey, type CallFailure, type TitleRequired } from '../../../application/shared/failure';
import type { Result } from '../../../domain/shared/result';
import { TOAST_DURATIONS } from '../../../domain/shared/constants';
import { ConfirmSlot } from '../../shared/confirm-slot.model';
import type { ViewNotice } from '../../shared/view-notice';

type Outcome = Promise<Result<void, CallFailure | TitleRequired>>;

export interface IncidentActionsDeps {
  readonly finish: { execute(input: { readonly incidentId: string | number }): Outcome };
  readonly remove: { execute(input: { readonly incidentId: string | number }): Outcome };
  readonly notify: (notice: ViewNotice) => void;
  /** Reads the incident again after a change, so the header says what the server now holds. */
  readonly reload: () => Promise<void>;
}

export type IncidentAction = 'finish' | 'delete';

const DONE: Readonly<Record<IncidentAction, string>> = {
  finish: 'incident_view.actions.finished_toast',
  delete: 'incident_view.actions.deleted_toast',
};

/** The toast of a change's outcome: its success words, or the words of its failure (SPEC §8, §9 durations). */
export function outcomeNotice(result: Result<void, CallFailure | TitleRequired>, doneKey: string): ViewNotice {
  if (result.ok) return { key: doneKey, tone: 'success', durationMs: TOAST_DURATIONS.success };
  const key = result.error.kind === 'required-title' ? 'required.title' : callFailureMessageKey(result.error);
  return { key, tone: 'error', durationMs: TOAST_DURATIONS.error };
}

/** SPEC §4, §7 finishIncident and deleteIncident from the incident view, each after a confirmation. */
export function incidentActionsSlot(deps: IncidentActionsDeps, incidentId: string): ConfirmSlot<IncidentAction> {
  return new ConfirmSlot<IncidentAction>(async (action) => {
    const use = action === 'finish' ? deps.finish : deps.remove;
    const result = await use.execute({ incidentId });
    if (result.ok) await deps.reload();
    deps.notify(outcomeNotice(result, DONE[action]));
  });
}
