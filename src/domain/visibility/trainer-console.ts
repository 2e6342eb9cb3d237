import type { PermissionNames } from '../permissions/permissions';

/** Who is signed in, as far as the trainer's console is concerned. */
export interface TrainerConsoleUser {
  readonly isSuperUser: boolean;
  /** The user's effective permissions (SPEC §6). */
  readonly permissions: PermissionNames;
}

/**
 * Whether the live page offers the trainer's console (the demo's drills: assigning a scenario to another account's
 * desk, injecting faults into its call, reading its debrief). Running drills for other operators is supervision, which
 * SPEC §6 gives by permission: a super user, or a user holding at least one permission of the tenant's list, is
 * offered it; a user without any permission (SPEC §2: only the live page, no sidebar) takes part in a drill as a
 * trainee, from the desk they sign in at, and is not offered a console to run one. Nobody signed in: not offered.
 */
export function offersTrainerConsole(user: TrainerConsoleUser | null): boolean {
  if (!user) return false;
  if (user.isSuperUser) return true;
  return Array.isArray(user.permissions) && user.permissions.some((name) => typeof name === 'string' && name.trim() !== '');
}
