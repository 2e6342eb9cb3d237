import type {
  AdminUser,
  AllowedDevice,
  AllowedDeviceInput,
  AllowedIp,
  AllowedIpInput,
  Registration,
  SignedInUser,
  SignInRecord,
} from '../../domain/admin/access-entities';
import { validateAllowedIp, validateDevice } from '../../domain/admin/access-schemas';
import type { InvalidInput } from '../../domain/admin/form-validation';
import { ipTaken } from '../../domain/admin/ip-entries';
import type { EntityId } from '../../domain/incident/incident';
import { err, type Result } from '../../domain/shared/result';
import type { AllowedDevicesGateway } from '../ports/allowed-devices-gateway.port';
import type { AllowedIpsGateway } from '../ports/allowed-ips-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { RegistrationsGateway } from '../ports/registrations-gateway.port';
import type { SignedInUsersGateway } from '../ports/signed-in-users-gateway.port';
import type { SignInsGateway } from '../ports/sign-ins-gateway.port';
import type { CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';
import { readAllPages } from './read-all-pages';
import { ListFacade, ResourceFacade, type ChangeFailure } from './resource.facade';

/** The allowed-devices section: list, add a hash, rename, approve or revoke (an update of the status), delete. */
export class AllowedDevicesFacade extends ResourceFacade<AllowedDevice, AllowedDeviceInput> {
  constructor(gateway: AllowedDevicesGateway, audit: AuditRecorder, logger: Logger) {
    super(gateway, audit, logger, { name: 'allowed devices', validateCreate: validateDevice, validateUpdate: validateDevice });
  }

  /** Approves (may sign in) or revokes (may not) a device, keeping its hash and label. */
  setStatus(device: AllowedDevice, status: 'approved' | 'revoked'): Promise<Result<AllowedDevice, ChangeFailure>> {
    return this.update(device.id, { hash: device.hash, label: device.label, status });
  }
}

/**
 * The ips-admin section: the tenant's allowed addresses and CIDR ranges, checked by the domain before any call. An
 * address the list holds already (however it is written) is refused: a second entry would allow nothing more, and
 * deleting one of the two would seem to leave it allowed.
 */
export class AllowedIpsFacade extends ResourceFacade<AllowedIp, AllowedIpInput> {
  constructor(gateway: AllowedIpsGateway, audit: AuditRecorder, logger: Logger) {
    super(gateway, audit, logger, { name: 'allowed ips', validateCreate: validateAllowedIp, validateUpdate: validateAllowedIp });
  }

  override async create(input: AllowedIpInput): Promise<Result<AllowedIp, InvalidInput | CallFailure>> {
    const refusal = await this.refuseTaken(input, null);
    return refusal ?? super.create(input);
  }

  override async update(id: EntityId, input: AllowedIpInput): Promise<Result<AllowedIp, ChangeFailure>> {
    const refusal = await this.refuseTaken(input, id);
    return refusal ?? super.update(id, input);
  }

  /** The refusal of an address the list holds already, or of a failed reading of the list; null to go on. */
  private async refuseTaken(input: AllowedIpInput, self: EntityId | null): Promise<Result<never, InvalidInput | CallFailure> | null> {
    const valid = validateAllowedIp(input);
    // A wrong value is refused by the base's own check, without reading the list.
    if (!valid.ok) return null;
    const all = await readAllPages((query) => this.list(query), { page: 1, perPage: 100, sort: null, search: '', filters: {} });
    if (!all.ok) return all;
    return ipTaken(valid.value.value, all.value, self) ? err({ kind: 'invalid', fields: { value: 'ip-taken' } }) : null;
  }
}

/** The auth-data section: the sign-in history, read only. */
export class SignInsFacade extends ListFacade<SignInRecord> {
  constructor(gateway: SignInsGateway, logger: Logger) {
    super(gateway, logger, 'sign-ins');
  }
}

/** The logged-users section: who is signed in now, read only. */
export class SignedInUsersFacade extends ListFacade<SignedInUser> {
  constructor(gateway: SignedInUsersGateway, logger: Logger) {
    super(gateway, logger, 'signed-in users');
  }
}

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
