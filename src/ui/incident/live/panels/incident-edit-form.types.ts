import type { Notice } from '../../../../domain/shared/notice';
import type { IncidentEditFlow } from '../../../../application/incidents/incident-edit.flow';
import type { IncidentFollowFlow } from '../../../../application/incidents/incident-follow.flow';
import type { LoadIncidentUseCase } from '../../../../application/incidents/load-incident.use-case';
import type { DelayFlow } from '../../../../application/shared/delay.flow';
import type { Incident } from '../../../../domain/incident/incident';
import type { Settings } from '../../../../domain/incident/settings';
import type { IncidentEditMode } from '../../../../domain/permissions/permissions';
import type { FormMessage } from '../../shared/incident-form.model';
import type { AddressLookup } from '../../../shared/address-search';

/** What the live page's edit form depends on and is given (IncidentEditFormViewModel). */

/** A stop guard: 'required.title' (SPEC §5) blocks stopping; null lets it happen. */
export type StopGuard = () => string | null;

/** What the form reads about the signed-in user (CurrentUserStore). */
export interface EditFormUser {
  settings(): Settings;
  canEditIncident(): IncidentEditMode;
  /** Hears settings saved while the form is open (the title rules follow them at once). */
  onSettingsChange?(listener: () => void): () => void;
}

export type EditFormPhase = 'loading' | 'ready' | 'failed';

export interface EditFormDeps {
  /** A new IncidentEditFlow for each load (React's strict mode starts twice). */
  readonly edit: () => IncidentEditFlow;
  /**
   * A new follower for each load: the incident as the server has it after each change (IncidentFollowFlow, or the
   * page's own follower's reads); null from it: the form does not follow.
   */
  readonly follow?: (() => IncidentFollower | null) | null;
  readonly load: Pick<LoadIncidentUseCase, 'execute'>;
  readonly user: EditFormUser;
  /** The address autocomplete (AddressSuggestionsFlow). */
  readonly addresses: AddressLookup;
  /** The life of the form's own toast (DelayFlow). */
  readonly toastDelay: Pick<DelayFlow, 'schedule' | 'cancel'>;
  /** The live page's stop button asks every registered guard. */
  readonly registerStopGuard: (guard: StopGuard) => () => void;
  /** Shows a notice (the live page's toaster); without it the form shows the notice itself for its kind's time. */
  readonly notify?: ((notice: Notice) => void) | null;
  /** Hears every save the server accepted (the page's header and map show the saved incident). */
  readonly onSaved?: ((incident: Incident) => void) | null;
}

/** What the form needs of IncidentFollowFlow. */
export type IncidentFollower = Pick<IncidentFollowFlow, 'start' | 'onIncident' | 'dispose'>;

export interface EditFormParams {
  readonly incidentId: string;
}

/** A translated message: key and its parameters (the incident form's FormMessage). */
export type Message = FormMessage;
