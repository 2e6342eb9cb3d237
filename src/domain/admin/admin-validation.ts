import { EDIT_HISTORY_PERMISSION, isRoutablePermission, VIDEO_HISTORY_PERMISSION } from '../permissions/permissions';
import { SIDEBAR_ENTRIES } from '../routing/sidebar';
import { err, ok, type Result } from '../shared/result';
import type { TextRule } from '../shared/user-text';
import { lineOf, MARKUP, MAX_ADMIN_NAME_LENGTH } from './form-validation';

/** A name of a role or a permission, typed: at most what the form accepts. */
export const NAME_TEXT_RULES: Readonly<Record<'name', TextRule>> = { name: lineOf(MAX_ADMIN_NAME_LENGTH) };

/** A form field the administration screens refuse before any call; the UI words it per field and reason. */
export interface AdminFieldInvalid {
  readonly kind: 'invalid';
  readonly field: 'name' | 'apiKey' | 'totalAdminUsers';
  readonly reason: 'required' | 'too-long' | 'markup' | 'not-routable' | 'not-menu-entry' | 'taken' | 'role-taken' | 'out-of-range';
}

const invalid = (field: AdminFieldInvalid['field'], reason: AdminFieldInvalid['reason']): Result<never, AdminFieldInvalid> =>
  err({ kind: 'invalid', field, reason });

/** Two names an administrator would read as one: the same letters, whatever their case and the spaces around. */
const sameName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * SPEC §6 a role's name: required, at most 100 characters, no angle brackets, trimmed, and not the name of one of the
 * tenant's roles (`existing`) in any case: two roles of one name could not be told apart when assigning users.
 */
export function validateRoleName(name: string, existing: readonly string[] = []): Result<string, AdminFieldInvalid> {
  const trimmed = name.trim();
  if (trimmed === '') return invalid('name', 'required');
  if (trimmed.length > MAX_ADMIN_NAME_LENGTH) return invalid('name', 'too-long');
  if (MARKUP.test(trimmed)) return invalid('name', 'markup');
  if (existing.some((other) => sameName(other, trimmed))) return invalid('name', 'role-taken');
  return ok(trimmed);
}

/**
 * SPEC §2 Sidebar, §6: the names a permission may have, the sidebar entries' keys ('teleport' too for Teleport) and
 * the two control permissions; any other name would grant nothing.
 */
export const KNOWN_PERMISSION_NAMES: readonly string[] = [
  ...new Set([...SIDEBAR_ENTRIES.flatMap((entry) => entry.permissionNames), VIDEO_HISTORY_PERMISSION, EDIT_HISTORY_PERMISSION]),
];

/**
 * SPEC §3, §6 a permission's name: a safe route name that is a sidebar entry key or a control permission, and not one
 * the tenant's list (`existing`) already holds.
 */
export function validatePermissionName(name: string, existing: readonly string[] = []): Result<string, AdminFieldInvalid> {
  const trimmed = name.trim();
  if (trimmed === '') return invalid('name', 'required');
  if (!isRoutablePermission(trimmed)) return invalid('name', 'not-routable');
  if (!KNOWN_PERMISSION_NAMES.includes(trimmed)) return invalid('name', 'not-menu-entry');
  if (existing.includes(trimmed)) return invalid('name', 'taken');
  return ok(trimmed);
}
