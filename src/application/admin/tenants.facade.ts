import { validateTenant } from '../../domain/admin/admin-validation';
import type { InvalidInput } from '../../domain/admin/form-validation';
import type { Tenant } from '../../domain/admin/admin-entities';
import { forwardProgress } from '../../domain/media/media-upload';
import type { Result } from '../../domain/shared/result';
import type { UploadProgress } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { TenantInput, TenantsGateway } from '../ports/tenants-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

type Id = string | number;

/** The gateway's reports as the caller hears them: clamped, only forward. */
function listen(onProgress: UploadProgress | undefined): UploadProgress | undefined {
  if (!onProgress) return undefined;
  const progress = forwardProgress(onProgress);
  return (fraction) => progress.report(fraction);
}

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

  /** `onProgress` hears the upload go from 0 to 1, never backwards (SPEC §7 multipart with the photo). */
  create(input: TenantInput, onProgress?: UploadProgress): Promise<Result<Tenant, InvalidInput | CallFailure>> {
    const valid = validateTenant(input);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.tenants.create(valid.value, listen(onProgress)));
  }

  /** `keptApiKey`: the key the tenant has now; keeping it is accepted as it is (see validateTenant). */
  update(
    id: Id,
    input: TenantInput,
    onProgress?: UploadProgress,
    keptApiKey?: string,
  ): Promise<Result<Tenant, InvalidInput | CallFailure>> {
    const valid = validateTenant(input, keptApiKey);
    if (!valid.ok) return Promise.resolve(valid);
    return this.call(() => this.tenants.update(id, valid.value, listen(onProgress)));
  }

  remove(id: Id): Promise<Result<void, CallFailure>> {
    return this.call(() => this.tenants.remove(id));
  }

  /** The signed URL a tenant's photo is shown through (SPEC §7). */
  photoUrl(photoKey: string): Promise<Result<string, CallFailure>> {
    return this.call(() => this.tenants.photoUrl(photoKey));
  }

  private call<T>(work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    return attempt(work, (failure) => this.logger.warning('tenants administration call failed', { error: failure }));
  }
}
