import * as z from 'zod/mini';
import type { AdminUser, AdminUserInput, NewAdminUserInput } from '../access-entities';
import { newUserSchema, passwordSchema, userSchema } from '../access-schemas';
import type { Role } from '../admin-entities';
import { defineResource, sortValueOf } from '../admin-resource';
import type { ListFields } from '../list-query';
import { recordVerb } from '../resource-verbs';
import type { EntityId } from '../../incident/incident';

/** What the users list searches, sorts and filters by (a user as the list holds it, its roles apart). */
type ListedUser = Pick<AdminUser, 'name' | 'lastName' | 'email' | 'phone' | 'active'>;

/**
 * How the users list searches, sorts and filters a user whose roles `rolesOf` gives: a role's id (`role`), 'true' or
 * 'false' (`active`). A server keeping its users apart from their roles answers the query with it too.
 */
export function userListFields<U extends ListedUser>(rolesOf: (user: U) => readonly Role[]): ListFields<U> {
  return {
    text: (u) => `${u.name} ${u.lastName} ${u.email} ${u.phone}`,
    sortValue: sortValueOf,
    matches: (u, filter, value) =>
      filter === 'role' ? rolesOf(u).some((r) => String(r.id) === value) : filter === 'active' ? String(u.active) === value : true,
  };
}

/** Whether a user is the signed-in administrator's own account (which they may not delete or deactivate). */
export const ownAccount = (id: EntityId, signedIn: EntityId | null): boolean => signedIn !== null && String(signedIn) === String(id);

/** A user's record as an update sends it, activated or deactivated, the rest kept as it is. */
export function withActive(user: AdminUser, active: boolean): AdminUserInput {
  return {
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    isHqAdmin: user.isHqAdmin,
    isSuperUser: user.isSuperUser,
    roleIds: user.roles.map((role) => role.id).filter((id): id is EntityId => id !== null && id !== undefined),
    active,
  };
}

/** The form rules of a new user and of an edit, as the records' types say them (roles by id, read only). */
const create: z.ZodMiniType<NewAdminUserInput> = newUserSchema;
const update: z.ZodMiniType<AdminUserInput> = userSchema;

/**
 * SPEC §2 users (SPEC §3 user fields): the tenant's console users, read by the roles screen too; created with a
 * password, edited, activated or deactivated (an update), deleted, each recorded (CREATE_USER, EDIT_USER,
 * DELETE_USER); a password set by the `password` verb (EDIT_USER_PASSWORD), the form asking for it twice. The
 * signed-in administrator may not delete or deactivate their own account (reason 'self').
 */
export const USERS = defineResource<AdminUser>()({
  key: 'users',
  name: 'users',
  sidebar: { group: 'people', visibility: 'all', icon: 'users' },
  readers: ['roles'],
  list: {
    sortable: ['name', 'lastName', 'email', 'phone', 'active', 'isHqAdmin', 'isSuperUser'],
    filters: ['role', 'active'],
    defaultSort: { field: 'name', order: 'asc' },
  },
  fields: userListFields((u: AdminUser) => u.roles),
  changes: {
    create,
    update,
    audit: { create: 'CREATE_USER', update: 'EDIT_USER', remove: 'DELETE_USER' },
    refuse: {
      update: (id, input, signedIn) => (!input.active && ownAccount(id, signedIn) ? 'self' : null),
      remove: (id, signedIn) => (ownAccount(id, signedIn) ? 'self' : null),
    },
  },
  verbs: {
    password: recordVerb<AdminUser, void, { readonly password: string }>()({
      body: z.object({ password: passwordSchema }),
      audit: 'EDIT_USER_PASSWORD',
    }),
  },
});
