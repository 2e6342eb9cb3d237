/** SPEC §6: permission names the app knows by name. */
export const TELEPORT_PERMISSION = 'teleport';
export const VIDEO_HISTORY_PERMISSION = 'control-access-to-video-history';
export const EDIT_HISTORY_PERMISSION = 'control-access-to-edit-incident-history';

/** A list of permission names as stored or received; entries may be missing. */
export type PermissionNames = readonly (string | null | undefined)[] | null | undefined;

/** A permission as the roles service returns it (SPEC §3 Permission: name). */
export interface ServerPermission {
  readonly name?: string | null;
}

const MAX_PERMISSION_ROUTE_LENGTH = 200;

function clean(list: PermissionNames): string[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  for (const name of list) {
    if (typeof name === 'string' && name !== '') seen.add(name);
  }
  return [...seen];
}

/** SPEC §3, §7: names of server permission records, skipping records without a name, duplicates removed. */
export function permissionNames(records: readonly (ServerPermission | null | undefined)[] | null | undefined): string[] {
  if (!Array.isArray(records)) return [];
  return clean(records.map((r) => (r && typeof r === 'object' ? r.name : undefined)));
}

/**
 * SPEC §6: the user's effective permissions are the user's names that the tenant's permission list also holds
 * (user order kept, duplicates and empty names dropped; exact, case-sensitive comparison).
 */
export function effectivePermissions(user: PermissionNames, tenant: PermissionNames): string[] {
  const tenantSet = new Set(clean(tenant));
  return clean(user).filter((name) => tenantSet.has(name));
}

function controlAccess(control: string, tenant: PermissionNames, user: PermissionNames): boolean {
  return !clean(tenant).includes(control) || clean(user).includes(control);
}

/** SPEC §6: false when the tenant defines 'control-access-to-video-history' and the user lacks it, else true. */
export function hasAccess(tenant: PermissionNames, user: PermissionNames): boolean {
  return controlAccess(VIDEO_HISTORY_PERMISSION, tenant, user);
}

/** SPEC §6: false when the tenant defines 'control-access-to-edit-incident-history' and the user lacks it. */
export function hasAccessEditIncident(tenant: PermissionNames, user: PermissionNames): boolean {
  return controlAccess(EDIT_HISTORY_PERMISSION, tenant, user);
}

/**
 * SPEC §2: whether opening an incident from a map goes to its live session (joining the call, or taking it over from
 * the operator on it): a live incident, for a super user or a user holding the live page's 'teleport' permission.
 * Anyone else, and every incident not live, opens the incident view.
 */
export function opensLiveSession(input: {
  readonly live: boolean;
  readonly isSuperUser: boolean;
  readonly permissions: PermissionNames;
}): boolean {
  return input.live && (input.isSuperUser || clean(input.permissions).includes(TELEPORT_PERMISSION));
}

/** SPEC §6: the permissions that, when a tenant defines them, withhold video history or incident editing. */
export const CONTROL_PERMISSIONS: readonly string[] = [VIDEO_HISTORY_PERMISSION, EDIT_HISTORY_PERMISSION];

/** SPEC §6: the control permissions the tenant defines (kept with the session so access is computed, never stored). */
export function tenantControls(tenant: PermissionNames): string[] {
  const defined = clean(tenant);
  return CONTROL_PERMISSIONS.filter((control) => defined.includes(control));
}

/**
 * SPEC §6: hasAccess and hasAccessEditIncident computed from the loaded permissions: a super user has both; otherwise
 * each holds unless the tenant defines its control permission and the user lacks it. Unknown tenant controls (null:
 * nothing was loaded) count as all defined, so nothing is granted by missing data.
 */
export function accessFromPermissions(input: {
  readonly isSuperUser: boolean;
  readonly permissions: PermissionNames;
  readonly tenantControls: PermissionNames;
}): { readonly hasAccess: boolean; readonly hasAccessEditIncident: boolean } {
  if (input.isSuperUser) return { hasAccess: true, hasAccessEditIncident: true };
  const controls = Array.isArray(input.tenantControls) ? input.tenantControls : CONTROL_PERMISSIONS;
  return { hasAccess: hasAccess(controls, input.permissions), hasAccessEditIncident: hasAccessEditIncident(controls, input.permissions) };
}

/** True when a name can be used as a route under the tenant: ASCII letters, digits, '-', '_' in '/'-separated segments. */
export function isRoutablePermission(name: string): boolean {
  if (name.length === 0 || name.length > MAX_PERMISSION_ROUTE_LENGTH) return false;
  let segmentLength = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 47) {
      if (segmentLength === 0) return false;
      segmentLength = 0;
      continue;
    }
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 95;
    if (!ok) return false;
    segmentLength++;
  }
  return segmentLength > 0;
}

/**
 * SPEC §2 Login, Live page back-to-HQ: the first permission that is not 'teleport' nor one of the two
 * history-control permissions (and is a safe route segment), or null when none.
 */
export function firstNavigablePermission(permissions: PermissionNames): string | null {
  const excluded = [TELEPORT_PERMISSION, VIDEO_HISTORY_PERMISSION, EDIT_HISTORY_PERMISSION];
  return clean(permissions).find((name) => !excluded.includes(name) && isRoutablePermission(name)) ?? null;
}

/** SPEC §4 Incident edit: 'editable' at once, an Edit button first, or read-only. */
export type IncidentEditMode = 'editable' | 'editButton' | 'readOnly';

export interface IncidentEditInput {
  readonly isSuperUser?: boolean | null;
  readonly permissions?: PermissionNames;
  /** The stored edit-access flag (hasAccessEditIncident). */
  readonly editAccess?: boolean | null;
}

/**
 * SPEC §4 Incident edit: a super user edits at once; others get an Edit button only if they hold a permission
 * other than 'teleport' and 'control-access-to-edit-incident-history' and the stored edit-access flag is true.
 */
export function incidentEditMode(input: IncidentEditInput): IncidentEditMode {
  if (input.isSuperUser === true) return 'editable';
  const other = clean(input.permissions).some((n) => n !== TELEPORT_PERMISSION && n !== EDIT_HISTORY_PERMISSION);
  return other && input.editAccess === true ? 'editButton' : 'readOnly';
}

/** What an operator may do to an incident besides reading it, beyond running its call. */
export type IncidentChange = 'edit' | 'delete' | 'addMedia' | 'removeMedia' | 'link' | 'unlink' | 'sendPush' | 'moderateComment';

/**
 * The edit mode each change needs, at least: 'editButton' is what editing needs, so a user who may only view an
 * incident may do none of them. Deleting never needs less than editing (a user who may not change a title may not
 * erase the incident either).
 */
const CHANGE_NEEDS: Readonly<Record<IncidentChange, Exclude<IncidentEditMode, 'readOnly'>>> = {
  edit: 'editButton',
  delete: 'editButton',
  // Adding a photo or video to an incident under review; the operator running its call adds them as part of the call.
  addMedia: 'editButton',
  removeMedia: 'editButton',
  link: 'editButton',
  unlink: 'editButton',
  sendPush: 'editButton',
  moderateComment: 'editButton',
};

const MODE_RANK: Readonly<Record<IncidentEditMode, number>> = { readOnly: 0, editButton: 1, editable: 2 };

/** SPEC §4, §6: whether a user with this edit mode may make this change (the UI offers it only then; the use case refuses otherwise). */
export function incidentChangeAllowed(change: IncidentChange, mode: IncidentEditMode): boolean {
  return MODE_RANK[mode] >= MODE_RANK[CHANGE_NEEDS[change]];
}
