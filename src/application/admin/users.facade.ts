import type { AdminUser, AdminUserInput, NewAdminUserInput } from '../../domain/admin/access-entities';
import { validateNewUser, validatePasswordChange, validateUser } from '../../domain/admin/access-schemas';
import type { InvalidInput } from '../../domain/admin/form-validation';
import type { EntityId } from '../../domain/incident/incident';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { UsersGateway } from '../ports/users-gateway.port';
import type { SessionStore } from '../session/session.store';
import type { CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';
import type { ChangeFailure } from './record-changes';
import { ResourceFacade } from './resource.facade';

/**
 * The users section's resource (SPEC §3 user fields): list, create (with a password), edit, activate or deactivate,
 * change the password and delete, each a Result; changes record CREATE_USER, EDIT_USER, DELETE_USER and
 * EDIT_USER_PASSWORD. The signed-in administrator cannot delete or deactivate their own account.
 */
export class UsersFacade extends ResourceFacade<AdminUser, NewAdminUserInput, AdminUserInput> {
  constructor(
    private readonly users: UsersGateway,
    audit: AuditRecorder,
    logger: Logger,
    private readonly sessions: SessionStore,
  ) {
    super(users, audit, logger, {
      name: 'users',
      actions: { create: 'CREATE_USER', update: 'EDIT_USER', remove: 'DELETE_USER' },
      validateCreate: validateNewUser,
      validateUpdate: validateUser,
      refuseUpdate: (id, input) => (!input.active && this.isSelf(id) ? 'self' : null),
      refuseRemove: (id) => (this.isSelf(id) ? 'self' : null),
    });
  }

  /** Whether `id` is the signed-in administrator's own account (it cannot be deleted or deactivated). */
  isSelf(id: EntityId): boolean {
    return String(this.sessions.current()?.user.id ?? '') === String(id);
  }

  /** Activates or deactivates a user, keeping the rest of the record as it is. */
  setActive(user: AdminUser, active: boolean): Promise<Result<AdminUser, ChangeFailure>> {
    return this.update(user.id, {
      name: user.name,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      isHqAdmin: user.isHqAdmin,
      isSuperUser: user.isSuperUser,
      roleIds: user.roles.map((role) => role.id).filter((id): id is string | number => id !== null),
      active,
    });
  }

  /** Sets a new password, typed twice (the confirmation must match). */
  async changePassword(id: EntityId, input: { password: string; confirmation: string }): Promise<Result<void, InvalidInput | CallFailure>> {
    const valid = validatePasswordChange(input);
    if (!valid.ok) return valid;
    const changed = await this.attempt('change password', () => this.users.changePassword(id, valid.value));
    if (changed.ok) this.recordAction('EDIT_USER_PASSWORD', { id });
    return changed;
  }
}
