import { GatewayError } from '../../application/ports/gateway-error';
import type { SettingsGateway } from '../../application/ports/settings-gateway.port';
import type { Settings } from '../../domain/incident/settings';
import type { DemoAdminStore } from './demo-world/admin-store';
import type { DemoWorld } from './demo-world/demo-world';
import { record } from './recording-log';

/**
 * SPEC §7 Settings over the demo world: GET /teleport-config answers the caller's tenant settings, POST replaces
 * them in memory; the tenant settings call answers the caller's own tenant (or any tenant for a public super user).
 */
export class FakeSettingsGateway implements SettingsGateway {
  /** Test switch: when set, every call rejects with it. */
  failWith: GatewayError | null = null;
  readonly saved: Record<string, unknown>[] = [];

  constructor(
    private readonly world: DemoWorld,
    private readonly store: DemoAdminStore,
  ) {}

  getTeleportConfig(): Promise<Settings> {
    return this.world.answer((caller) => {
      if (this.failWith) throw this.failWith;
      return { ...this.store.settings(caller.tenant.id) };
    });
  }

  saveTeleportConfig(settings: Record<string, unknown>): Promise<void> {
    return this.world.answerFor('settings', (caller) => {
      if (this.failWith) throw this.failWith;
      record(this.saved, settings);
      this.store.saveSettings(caller.tenant.id, settings);
    });
  }

  getTenantSettings(tenantId: string): Promise<Settings> {
    return this.world.answer((caller) => {
      if (this.failWith) throw this.failWith;
      const publicSuperUser = caller.tenant.id === 'public' && caller.account.isSuperUser;
      if (tenantId !== caller.tenant.id && !publicSuperUser) throw new GatewayError('unauthorized', 'Forbidden', 403);
      return { ...this.store.settings(tenantId) };
    });
  }
}
