import type { UserBehaviourEntry, UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import type { DemoAdminStore } from './demo-world/admin-store';
import type { DemoWorld } from './demo-world/demo-world';

/**
 * SPEC §7 User behaviour over the demo world, per tenant. list() keeps the entries whose `at` is within
 * [start, end] (ISO dates); the optional two path segments (not shown by the spec) filter by user id then action.
 */
export class FakeUserBehaviourGateway implements UserBehaviourGateway {
  constructor(
    private readonly world: DemoWorld,
    private readonly store: DemoAdminStore,
  ) {}

  async record(entry: UserBehaviourEntry): Promise<void> {
    const records = await this.store.behaviourRecords();
    return this.world.answer((caller) => {
      records.unshift({ ...entry, userId: entry.userId ?? caller.account.id, tenant: caller.tenant.id });
    });
  }

  async list(query: {
    readonly start: string;
    readonly end: string;
    readonly path?: readonly [string, string];
  }): Promise<readonly UserBehaviourEntry[]> {
    const records = await this.store.behaviourRecords();
    return this.world.answer((caller) => {
      const start = Date.parse(query.start);
      const end = Date.parse(query.end);
      return records
        .filter((r) => r.tenant === caller.tenant.id)
        .filter((r) => {
          const at = Date.parse(r.at);
          return (Number.isNaN(start) || at >= start) && (Number.isNaN(end) || at <= end);
        })
        .filter((r) => !query.path || (String(r.userId) === query.path[0] && r.action === query.path[1]))
        .map(({ tenant: _tenant, ...entry }) => entry);
    });
  }
}
