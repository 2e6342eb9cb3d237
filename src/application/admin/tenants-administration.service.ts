import type { Tenant } from '../../domain/incident/admin-entities';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { TenantInput, TenantsGateway } from '../ports/tenants-gateway.port';
import { adminFailure, MAX_ADMIN_NAME_LENGTH, type AdminError } from './admin-error';

type Id = string | number;

/** Largest number of admin users a tenant form accepts. */
const MAX_TOTAL_ADMIN_USERS = 100_000;

/** SPEC §7 Tenants: filter, get, create, update, delete (screens not shown; the public tenant's admin section). */
export class TenantsAdministrationService {
  constructor(
    private readonly tenants: TenantsGateway,
    private readonly logger: Logger,
  ) {}

  filter(filter: Record<string, unknown> = {}): Promise<Result<readonly Tenant[], AdminError>> {
    return this.call(() => this.tenants.filter(filter));
  }

  get(id: Id): Promise<Result<Tenant, AdminError>> {
    return this.call(() => this.tenants.get(id));
  }

  create(input: TenantInput): Promise<Result<Tenant, AdminError>> {
    const valid = validateTenant(input);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.tenants.create(valid.value));
  }

  update(id: Id, input: TenantInput): Promise<Result<Tenant, AdminError>> {
    const valid = validateTenant(input);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.tenants.update(id, valid.value));
  }

  remove(id: Id): Promise<Result<void, AdminError>> {
    return this.call(() => this.tenants.remove(id));
  }

  private async call<T>(work: () => Promise<T>): Promise<Result<T, AdminError>> {
    try {
      return ok(await work());
    } catch (error) {
      this.logger.warning('tenants administration call failed', { error: adminFailure(error) });
      return err(adminFailure(error));
    }
  }
}

/** The tenant form: name and apiKey required (trimmed), totalAdminUsers a whole number from 0, allowedIps text. */
export function validateTenant(input: TenantInput): Result<TenantInput, AdminError> {
  const name = input.name.trim();
  const apiKey = input.apiKey.trim();
  if (name === '') return err({ key: 'tenants.name_required' });
  if (name.length > MAX_ADMIN_NAME_LENGTH) return err({ key: 'tenants.name_too_long' });
  if (apiKey === '') return err({ key: 'tenants.api_key_required' });
  const total = input.totalAdminUsers;
  if (!Number.isInteger(total) || total < 0 || total > MAX_TOTAL_ADMIN_USERS) return err({ key: 'tenants.total_admin_users_invalid' });
  return ok({ ...input, name, apiKey, allowedIps: input.allowedIps.trim() });
}
