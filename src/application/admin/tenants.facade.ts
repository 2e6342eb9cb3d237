import { validateTenant, type AdminFieldInvalid } from '../../domain/admin/admin-validation';
import type { Tenant } from '../../domain/incident/admin-entities';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { TenantInput, TenantsGateway } from '../ports/tenants-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

type Id = string | number;

/**
 * SPEC §7 Tenants, the public tenant's tenants screen: filter, get, create, update, delete, the photo's signed URL. The form
 * is checked by domain validateTenant before any call.
 */
export class TenantsFacade {
  constructor(
    private readonly tenants: TenantsGateway,
    private readonly logger: Logger,
  ) {}

  filter(filter: Record<string, unknown> = {}): Promise<Result<readonly Tenant[], CallFailure>> {
    return this.call(() => this.tenants.filter(filter));
  }

  get(id: Id): Promise<Result<Tenant, CallFailure>> {
    return this.call(() => this.tenants.get(id));
  }

  create(input: TenantInput): Promise<Result<Tenant, AdminFieldInvalid | CallFailure>> {
    const valid = validateTenant(input);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.tenants.create(valid.value));
  }

  update(id: Id, input: TenantInput): Promise<Result<Tenant, AdminFieldInvalid | CallFailure>> {
    const valid = validateTenant(input);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.tenants.update(id, valid.value));
  }

  remove(id: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.tenants.remove(id));
  }

  /** The signed URL a tenant's photo is shown through (SPEC §7). */
  photoUrl(photoKey: string): Promise<Result<string, CallFailure>> {
    return this.call(() => this.tenants.photoUrl(photoKey));
  }

  private async call<T>(work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    try {
      return ok(await work());
    } catch (error) {
      const failure = callFailure(error);
      this.logger.warning('tenants administration call failed', { error: failure });
      return err(failure);
    }
  }
}
