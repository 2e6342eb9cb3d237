import { opensLiveSession, type IncidentEditMode, type PermissionNames } from '../permissions/permissions';

/** Whose call a live incident is for the signed-in user: their own, or another operator's. */
export type CallHolder = 'own' | 'other';

/**
 * SPEC §3 activeOperator: the call is another operator's when the incident names an active operator who is not the
 * signed-in user; an incident without one (a call nobody runs yet) is the user's own to run.
 */
export function callHolderOf(activeOperatorId: unknown, myId: string | null): CallHolder {
  const held = typeof activeOperatorId === 'string' || typeof activeOperatorId === 'number' ? String(activeOperatorId) : '';
  return held === '' || held === myId ? 'own' : 'other';
}

/**
 * SPEC §2, §4, §6: a live call's commands (stop, resend the link, cancel the incident, the operator's chat). A user
 * runs their own call whatever their permissions (anyone on the live page may create one, an HQ admin without
 * permissions included); another operator's call only with what editing the incident needs: ending or cancelling
 * a call changes the incident, and a user who may only view it watches.
 */
export function callCommandsAllowed(input: { readonly holder: CallHolder; readonly editMode: IncidentEditMode }): boolean {
  return input.holder === 'own' || input.editMode !== 'readOnly';
}

/**
 * SPEC §2, §3 (TAKE_CONTROL_OF_EVENT), §4: taking a call over from another session, by joining it once that session
 * left it, needs the live page's permission (opensLiveSession) and what running another operator's call needs.
 */
export function takeOverAllowed(input: {
  readonly isSuperUser: boolean;
  readonly permissions: PermissionNames;
  readonly editMode: IncidentEditMode;
}): boolean {
  return (
    opensLiveSession({ live: true, isSuperUser: input.isSuperUser, permissions: input.permissions }) &&
    callCommandsAllowed({ holder: 'other', editMode: input.editMode })
  );
}
