import { GatewayError } from '../../../application/ports/gateway-error';
import type { DemoSeed } from '../../../domain/admin/admin-resource';
import type { EntityId } from '../../../domain/incident/incident';
import type { ChangeableCollection } from '../resource-gateway.fake';
import type { DemoWorld } from './demo-world';
import { isRecord } from './tab-memory';

interface Kept<T> {
  readonly records: T[];
  nextId: number;
}

/**
 * The demo server's plain collections, one per declared resource and tenant: seeded on first use, changes kept in
 * the tab's memory so a reload finds them, answering as a server would (a taken unique value is 409).
 */
export class DemoRecords {
  private readonly kept = new Map<string, Kept<unknown>>();

  constructor(private readonly world: DemoWorld) {}

  collection<T extends object, Input>(key: string, seed: DemoSeed<T, Input>): ChangeableCollection<T, Input, Input> {
    return {
      what: seed.what,
      records: (caller) => this.of(key, caller.tenant.id, seed).records,
      save: (caller, current, input) => {
        const tenant = caller.tenant.id;
        const kept = this.of(key, tenant, seed);
        const id = current ? String(idOf(current)) : `${tenant}-${key}-new-${kept.nextId++}`;
        const record = seed.build(input, current, { id, at: new Date(this.world.clock.now()).toISOString() });
        const taken = seed.unique?.(record);
        if (taken !== undefined && kept.records.some((r) => r !== current && seed.unique?.(r) === taken))
          throw new GatewayError('server', `${seed.what} already listed`, 409);
        if (current) kept.records.splice(kept.records.indexOf(current), 1, record);
        else if (seed.addedLast) kept.records.push(record);
        else kept.records.unshift(record);
        this.keep(key, tenant, kept);
        return record;
      },
      remove: (caller, record) => {
        const kept = this.of(key, caller.tenant.id, seed);
        kept.records.splice(kept.records.indexOf(record), 1);
        this.keep(key, caller.tenant.id, kept);
      },
    };
  }

  private of<T>(key: string, tenant: string, seed: DemoSeed<T, unknown>): Kept<T> {
    const name = memoryKey(key, tenant);
    let kept = this.kept.get(name) as Kept<T> | undefined;
    if (!kept) {
      const stored = this.world.memory.read(name);
      kept =
        isRecord(stored) && Array.isArray(stored.records) && typeof stored.nextId === 'number'
          ? { records: stored.records.filter(isRecord) as T[], nextId: stored.nextId }
          : { records: seed.seed(tenant), nextId: 1 };
      this.kept.set(name, kept);
    }
    return kept;
  }

  private keep(key: string, tenant: string, kept: Kept<unknown>): void {
    this.world.memory.write(memoryKey(key, tenant), kept);
  }
}

/** A kept record's id (a record named by a key of its own, a feature, has none: its build keeps its key). */
const idOf = (record: object): EntityId => ('id' in record ? (record.id as EntityId) : '');

const memoryKey = (key: string, tenant: string): string => `demo-records:${key}:${tenant}`;
