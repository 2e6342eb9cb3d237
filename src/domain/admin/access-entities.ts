import type { EntityId } from '../incident/incident';
import type { Role } from './admin-entities';

/**
 * The records of the access administration sections (users, allowed devices, allowed IPs, sign-ins, signed-in users,
 * registrations). SPEC §3 names only the user's fields seen elsewhere (name, lastName, email, phone, isHqAdmin,
 * isSuperUser, active); the rest is what such a screen needs. Times are ISO 8601 strings, as the server sends them.
 */

/** What a console user is, as a form edits it (SPEC §3 user fields). */
interface AdminUserFields {
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly active: boolean;
  readonly isHqAdmin: boolean;
  readonly isSuperUser: boolean;
}

/** A console user of a tenant (the users section). */
export interface AdminUser extends AdminUserFields {
  readonly id: EntityId;
  readonly roles: readonly Role[];
  readonly createdAt: string | null;
}

/** The fields a user form sends; a new user also sends a password. */
export interface AdminUserInput extends AdminUserFields {
  readonly roleIds: readonly EntityId[];
}

export interface NewAdminUserInput extends AdminUserInput {
  readonly password: string;
}

export type DeviceStatus = 'pending' | 'approved' | 'revoked';

/** A device (its `x-mac` hash, SPEC §7) that may sign in to the tenant. */
export interface AllowedDevice {
  readonly id: EntityId;
  readonly hash: string;
  readonly label: string;
  readonly status: DeviceStatus;
  readonly firstSeenAt: string | null;
  readonly lastSeenAt: string | null;
  /** The email of the last user who signed in from it, when known. */
  readonly lastUserEmail: string | null;
}

export interface AllowedDeviceInput {
  readonly hash: string;
  readonly label: string;
  readonly status: DeviceStatus;
}

/** An IP address or range (CIDR) the tenant's console may be used from. */
export interface AllowedIp {
  readonly id: EntityId;
  /** An IPv4 or IPv6 address, or a range in CIDR notation. */
  readonly value: string;
  readonly label: string;
  readonly createdAt: string | null;
}

export interface AllowedIpInput {
  readonly value: string;
  readonly label: string;
}

/** One sign-in attempt (the auth-data section). */
export interface SignInRecord {
  readonly id: EntityId;
  readonly at: string;
  readonly email: string;
  readonly userId: EntityId | null;
  readonly ip: string;
  readonly deviceHash: string | null;
  readonly success: boolean;
  /** Why a failed attempt failed ('wrong-password', 'inactive', 'not-admin', 'unknown-user', 'device-not-allowed'). */
  readonly failure: string | null;
}

/** A user signed in now (the logged-users section). */
export interface SignedInUser {
  readonly id: EntityId;
  readonly userId: EntityId;
  readonly name: string;
  readonly email: string;
  readonly since: string;
  readonly lastSeenAt: string;
  readonly ip: string;
  readonly deviceHash: string | null;
}

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

/** A request to become a console user of the public tenant (the new-users-register section). */
export interface Registration {
  readonly id: EntityId;
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly tenantName: string;
  readonly requestedAt: string;
  readonly status: RegistrationStatus;
}
