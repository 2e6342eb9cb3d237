import {
  CONTROL_PERMISSIONS,
  effectivePermissions,
  hasAccess,
  hasAccessEditIncident,
  permissionNames,
  tenantControls,
} from '../../domain/permissions/permissions';
import type { RolesGateway } from '../ports/roles-gateway.port';
import type { AccessFlags } from './session.store';

/** A user's permissions as the server lists them (SPEC §6), with the tenant's control permissions and the access flags. */
export interface ServerPermissions {
  readonly names: readonly string[];
  readonly controls: readonly string[];
  readonly access: AccessFlags;
}

/** What a user gets when the permissions could not be loaded: nothing, and every control counted as defined. */
export const LEAST_PRIVILEGE: ServerPermissions = {
  names: [],
  controls: CONTROL_PERMISSIONS,
  access: { hasAccess: false, hasAccessEditIncident: false },
};

/**
 * SPEC §6 from the server's lists: a super user gets both flags and needs no list; anyone else, the user's permission
 * names compared with the tenant's.
 */
export function serverPermissions(userNames: readonly string[], tenantNames: readonly string[], isSuperUser: boolean): ServerPermissions {
  if (isSuperUser) return { names: [], controls: [], access: { hasAccess: true, hasAccessEditIncident: true } };
  return {
    names: effectivePermissions(userNames, tenantNames),
    controls: tenantControls(tenantNames),
    access: { hasAccess: hasAccess(tenantNames, userNames), hasAccessEditIncident: hasAccessEditIncident(tenantNames, userNames) },
  };
}

/**
 * SPEC §6: a super user gets no role lookup and both flags; anyone else, the permissions loaded by user id from the
 * roles service compared with the tenant's list. Rejects when the server does (the caller decides what that means).
 */
export async function loadServerPermissions(roles: RolesGateway, userId: string, isSuperUser: boolean): Promise<ServerPermissions> {
  if (isSuperUser) return serverPermissions([], [], true);
  const [user, tenant] = await Promise.all([roles.userPermissions(userId), roles.listPermissions()]);
  return serverPermissions(permissionNames(user), permissionNames(tenant), false);
}
