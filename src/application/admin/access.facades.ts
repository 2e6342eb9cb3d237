import type { AdminUser, Registration } from '../../domain/admin/access-entities';
import type { EntityId } from '../../domain/incident/incident';
import type { Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { RegistrationsGateway } from '../ports/registrations-gateway.port';
import type { CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';
import { ListFacade } from './resource.facade';

/** The new-users-register section: pending registrations, approved (the user is created, CREATE_USER) or rejected. */
export class RegistrationsFacade extends ListFacade<Registration> {
  constructor(
    private readonly registrations: RegistrationsGateway,
    private readonly audit: AuditRecorder,
    logger: Logger,
  ) {
    super(registrations, logger, 'registrations');
  }

  async approve(id: EntityId): Promise<Result<AdminUser, CallFailure>> {
    const approved = await this.attempt('approve', () => this.registrations.approve(id));
    if (approved.ok) this.audit.record('CREATE_USER', { id: approved.value.id, registrationId: id });
    return approved;
  }

  reject(id: EntityId): Promise<Result<void, CallFailure>> {
    return this.attempt('reject', () => this.registrations.reject(id));
  }
}
