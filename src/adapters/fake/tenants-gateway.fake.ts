import { GatewayError } from '../../application/ports/gateway-error';
import type { TenantInput, TenantsGateway } from '../../application/ports/tenants-gateway.port';
import type { Tenant } from '../../domain/incident/admin-entities';
import type { DemoAdminStore, DemoTenantRecord } from './demo-world/admin-store';
import type { DemoWorld } from './demo-world/demo-world';

const tenantOf = (t: DemoTenantRecord): Tenant => ({ ...t });

/**
 * SPEC §7 Tenants over the demo world. The tenants screen belongs to the public tenant (SPEC §2 Sidebar): callers of
 * other tenants are refused (403), so a tenant never reads another's api key. Filter matches name and id (any case).
 */
export class FakeTenantsGateway implements TenantsGateway {
  constructor(
    private readonly world: DemoWorld,
    private readonly store: DemoAdminStore,
  ) {}

  filter(filter: Record<string, unknown>): Promise<readonly Tenant[]> {
    return this.answer(() => {
      const text = typeof filter.name === 'string' ? filter.name.trim().toLowerCase() : '';
      return this.store.tenants
        .filter((t) => text === '' || t.name.toLowerCase().includes(text) || t.id.toLowerCase().includes(text))
        .map(tenantOf);
    });
  }

  get(id: string | number): Promise<Tenant> {
    return this.answer(() => tenantOf(this.store.tenantRecord(id)));
  }

  create(input: TenantInput): Promise<Tenant> {
    return this.answer(() => tenantOf(this.store.createTenant(this.fields(input, null))));
  }

  update(id: string | number, input: TenantInput): Promise<Tenant> {
    return this.answer(() => {
      const current = this.store.tenantRecord(id);
      return tenantOf(this.store.updateTenant(id, this.fields(input, current.photo)));
    });
  }

  remove(id: string | number): Promise<void> {
    return this.answer(() => this.store.removeTenant(id));
  }

  photoUrl(photoKey: string): Promise<string> {
    return this.answer(() => `demo-storage://tenant-photos/${encodeURIComponent(photoKey)}?expires=1200`);
  }

  private fields(input: TenantInput, photo: string | null): Omit<DemoTenantRecord, 'id'> {
    if (input.name.trim() === '' || input.apiKey.trim() === '') throw new GatewayError('server', 'name and apiKey are required', 400);
    return {
      name: input.name.trim(),
      apiKey: input.apiKey.trim(),
      totalAdminUsers: input.totalAdminUsers,
      allowedIps: input.allowedIps,
      photo: input.photo
        ? `tenant-photos/${input.name
            .trim()
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')}.jpg`
        : photo,
    };
  }

  private answer<T>(work: () => T): Promise<T> {
    return this.world.answer((caller) => {
      if (caller.tenant.id !== 'public') throw new GatewayError('unauthorized', 'Forbidden', 403);
      return work();
    });
  }
}
