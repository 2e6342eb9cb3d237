import { AddressSuggestionsFlow } from '../../../../application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../../../application/incidents/incident-edit.flow';
import { IncidentFollowFlow } from '../../../../application/incidents/incident-follow.flow';
import { LoadIncidentUseCase } from '../../../../application/incidents/load-incident.use-case';
import { CurrentUserStore } from '../../../../application/session/current-user.store';
import { DelayFlow } from '../../../../application/shared/delay.flow';
import type { Services } from '../../../shared/services';
import type { EditFormDeps, EditFormParams } from './incident-edit-form.types';
import { IncidentEditFormViewModel } from './incident-edit-form.view-model';

export interface EditFormFactoryParams extends EditFormParams {
  readonly registerStopGuard: EditFormDeps['registerStopGuard'];
  readonly notify: NonNullable<EditFormDeps['notify']>;
  readonly onSaved: EditFormDeps['onSaved'];
  /** The page's follower of the incident; null: the form follows it itself (IncidentFollowFlow). */
  readonly follow?: EditFormDeps['follow'];
}

export function createIncidentEditFormViewModel(services: Services, params: EditFormFactoryParams): IncidentEditFormViewModel {
  return new IncidentEditFormViewModel(
    {
      edit: () => services.get(IncidentEditFlow),
      follow: params.follow ?? (() => services.get(IncidentFollowFlow)),
      load: services.get(LoadIncidentUseCase),
      user: services.get(CurrentUserStore),
      addresses: services.get(AddressSuggestionsFlow),
      toastDelay: services.get(DelayFlow),
      registerStopGuard: params.registerStopGuard,
      notify: params.notify,
      onSaved: params.onSaved ?? null,
    },
    { incidentId: params.incidentId },
  );
}
