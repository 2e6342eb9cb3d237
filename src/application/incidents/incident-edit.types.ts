import type { Incident, IncidentUser } from '../../domain/incident/incident';
import type { EditPart } from '../../domain/incident-form/edit-merge';
import type { IncidentFieldError, IncidentFormSettings } from '../../domain/incident-form/incident-form-validation';
import type { IncidentEditValues } from '../../domain/incident-form/incident-form-values';
import type { DraftField, IncidentDraft } from '../../domain/incident-form/unsaved-edits';
import type { CallFailure, TitleRequired } from '../shared/failure';

/** The fields that auto-save after 3 s idle (SPEC §5). */
export type AutoSavedField = DraftField;

/** A part this operator is editing that someone else changed on the server meanwhile (both texts, who and when). */
export interface OtherEdit {
  readonly part: EditPart;
  /** What this operator has in the form. */
  readonly mine: string;
  /** What the server now holds. */
  readonly theirs: string;
  /** Who changed it last on the server (Incident.userUpdate), when the server says. */
  readonly by: IncidentUser | null;
  /** When (Incident.updatedAt), when the server says. */
  readonly at: string | number | null;
}

export interface IncidentEditState {
  readonly values: IncidentEditValues;
  /** The server copy the form is based on: what the server held when each field was last read or accepted. */
  readonly saved: IncidentEditValues;
  readonly saving: boolean;
  readonly incident: Incident | null;
  /** The typed fields the server has not accepted yet (kept as a local draft until it does). */
  readonly unsaved: readonly AutoSavedField[];
  /** Failed saves in a row (0 after the server accepts one). */
  readonly failures: number;
  /** The last failure while failures > 0. */
  readonly lastError: IncidentEditError | null;
  /** When the unsaved fields are sent again (Clock milliseconds), or null. */
  readonly retryAt: number | null;
  /** A draft kept from an earlier visit (a failed save, an expired session, a reload), offered until restored or dismissed. */
  readonly draft: IncidentDraft | null;
  /** The parts being edited here that someone else changed meanwhile (shown on each field). */
  readonly otherEdits: readonly OtherEdit[];
  /** A save found parts both sides changed: the operator chooses which text stays (null when no choice is open). */
  readonly conflict: readonly OtherEdit[] | null;
}

/** A save stopped because a part was changed both here and on the server: the choice is open (state.conflict). */
export interface EditConflictError {
  readonly kind: 'conflict';
}

export type IncidentEditError =
  TitleRequired | { readonly kind: 'invalid'; readonly errors: readonly IncidentFieldError[] } | EditConflictError | CallFailure;

export type IncidentEditEvent =
  | { readonly type: 'changed'; readonly state: IncidentEditState }
  | {
      readonly type: 'saved';
      readonly auto: boolean;
      readonly fields: readonly (keyof IncidentEditValues)[];
      readonly incident: Incident;
      /** False when an answer sent later was applied first (the page keeps showing that newer one). */
      readonly newest: boolean;
    }
  | { readonly type: 'save-failed'; readonly auto: boolean; readonly error: IncidentEditError };

export interface IncidentEditStart {
  readonly incident: Incident;
  readonly settings: IncidentFormSettings | null | undefined;
}

/** Which side's text stays for a part in conflict. */
export type ConflictSide = 'mine' | 'theirs';

/** The operator's choice: one side for every part in conflict, or a side for each part (every part needs one). */
export type ConflictChoice = ConflictSide | Readonly<Partial<Record<EditPart, ConflictSide>>>;
