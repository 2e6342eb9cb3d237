import type { UserBehaviourEntry, UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { generateBehaviourTrail } from './demo-world/behaviour-trail';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';

/**
 * SPEC §7 User behaviour over the demo world, per tenant. Each tenant's trail starts with 90 days generated from its
 * incidents (generateBehaviourTrail, on first use); what the console records goes on top. list() keeps the entries
 * whose `at` is within [start, end] (ISO dates); the optional two path segments (not shown by the spec) filter by
 * user id then action.
 */
export class FakeUserBehaviourGateway implements UserBehaviourGateway {
  private readonly trails = new Map<string, Promise<UserBehaviourEntry[]>>();

  constructor(
    private readonly world: DemoWorld,
    private readonly incidents: IncidentStore,
  ) {}

  async record(entry: UserBehaviourEntry): Promise<void> {
    const tenant = this.world.caller().tenant.id;
    const records = await this.trail(tenant);
    return this.world.answer((caller) => {
      records.unshift({ ...entry, userId: entry.userId ?? caller.account.id });
    });
  }

  async list(query: {
    readonly start: string;
    readonly end: string;
    readonly path?: readonly [string, string];
  }): Promise<readonly UserBehaviourEntry[]> {
    const records = await this.trail(this.world.caller().tenant.id);
    return this.world.answer(() => {
      const start = Date.parse(query.start);
      const end = Date.parse(query.end);
      return records
        .filter((r) => {
          const at = Date.parse(r.at);
          return (Number.isNaN(start) || at >= start) && (Number.isNaN(end) || at <= end);
        })
        .filter((r) => !query.path || (String(r.userId) === query.path[0] && r.action === query.path[1]));
    });
  }

  private trail(tenant: string): Promise<UserBehaviourEntry[]> {
    let trail = this.trails.get(tenant);
    if (!trail) {
      // The trail ends before the first call, however long the generation takes.
      const now = this.world.clock.now();
      trail = (async () => {
        const [faker, incidents] = await Promise.all([this.world.faker(`user-behaviour-${tenant}`), this.incidents.list(tenant)]);
        const admins = this.world.accounts.filter((a) => a.tenant === tenant && a.active && (a.isHqAdmin || a.isSuperUser));
        return generateBehaviourTrail(faker, { now, incidents, admins });
      })();
      this.trails.set(tenant, trail);
    }
    return trail;
  }
}
