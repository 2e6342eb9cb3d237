import { callFailureMessageKey, type CallFailure, type TitleRequired } from '../../../application/shared/failure';
import type { Result } from '../../../domain/shared/result';
import { ConfirmSlot } from '../../shared/confirm-slot.model';
import type { Notice } from '../../../domain/shared/notice';

type Outcome = Promise<Result<void, CallFailure | TitleRequired>>;

export interface IncidentActionsDeps {
  readonly finish: { execute(input: { readonly incidentId: string | number }): Outcome };
  readonly remove: { execute(input: { readonly incidentId: string | number }): Outcome };
  readonly notify: (notice: Notice) => void;
  /** Reads the incident again after a change, so the header says what the server now holds. */
  readonly reload: () => Promise<void>;
}

export type IncidentAction = 'finish' | 'delete';

const DONE: Readonly<Record<IncidentAction, string>> = {
  finish: 'incident_view.actions.finished_toast',
  delete: 'incident_view.actions.deleted_toast',
};

/** The toast of a change's outcome: its success words, or the words of its failure (SPEC §8, §9 durations). */
export function outcomeNotice(result: Result<void, CallFailure | TitleRequired>, doneKey: string): Notice {
  if (result.ok) return { kind: 'success', key: doneKey };
  const key = result.error.kind === 'required-title' ? 'required.title' : callFailureMessageKey(result.error);
  return { kind: 'error', key };
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
