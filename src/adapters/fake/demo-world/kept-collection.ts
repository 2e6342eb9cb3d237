import { GatewayError } from '../../../application/ports/gateway-error';
import type { DemoWorld } from './demo-world';
import { isRecord } from './tab-memory';

interface Kept<T> {
  readonly records: T[];
  nextId: number;
}

/**
 * One tenant-scoped collection of the demo server (files, video templates, predefined descriptions, features): seeded
 * on a tenant's first request, its ids `<tenant>-<n>` (unique across tenants, as a database's are), every change written to the tab's memory so a reload finds it. What the memory holds
 * that is not a list of records with string ids reads as nothing kept: the tenant starts from its seed again.
 */
export class KeptCollection<T extends { readonly id: string }> {
  private readonly byTenant = new Map<string, Kept<T>>();

  constructor(
    private readonly world: DemoWorld,
    /** The memory key's name (`demo-<name>:<tenant>`) and what a missing record is called in a 404. */
    private readonly name: string,
    private readonly what: string,
    private readonly seed: (tenant: string) => readonly Omit<T, 'id'>[],
  ) {}

  all(tenant: string): readonly T[] {
    return this.kept(tenant).records;
  }

  find(tenant: string, id: string | number): T {
    const record = this.kept(tenant).records.find((r) => r.id === String(id).trim());
    if (!record) throw new GatewayError('not-found', `${this.what} not found`, 404);
    return record;
  }

  /** Adds a record (a new id) at the end of the tenant's list. */
  add(tenant: string, fields: Omit<T, 'id'>): T {
    const kept = this.kept(tenant);
    const record = { ...fields, id: `${tenant}-${kept.nextId++}` } as T;
    kept.records.push(record);
    this.write(tenant, kept);
    return record;
  }

  /** Replaces a record (found by id) with `change(current)`. */
  replace(tenant: string, id: string | number, change: (current: T) => Omit<T, 'id'>): T {
    const kept = this.kept(tenant);
    const current = this.find(tenant, id);
    const next = { ...change(current), id: current.id } as T;
    kept.records.splice(kept.records.indexOf(current), 1, next);
    this.write(tenant, kept);
    return next;
  }

  remove(tenant: string, id: string | number): T {
    const kept = this.kept(tenant);
    const current = this.find(tenant, id);
    kept.records.splice(kept.records.indexOf(current), 1);
    this.write(tenant, kept);
    return current;
  }

  private kept(tenant: string): Kept<T> {
    let kept = this.byTenant.get(tenant);
    if (!kept) {
      kept = this.read(tenant) ?? this.seeded(tenant);
      this.byTenant.set(tenant, kept);
    }
    return kept;
  }

  private seeded(tenant: string): Kept<T> {
    const records = this.seed(tenant).map((fields, i) => ({ ...fields, id: `${tenant}-${i + 1}` }) as T);
    return { records, nextId: records.length + 1 };
  }

  private read(tenant: string): Kept<T> | null {
    const value = this.world.memory.read(this.key(tenant));
    if (!isRecord(value) || !Array.isArray(value.records) || typeof value.nextId !== 'number') return null;
    if (!value.records.every((r) => isRecord(r) && typeof r.id === 'string')) return null;
    return { records: value.records as T[], nextId: value.nextId };
  }

  private write(tenant: string, kept: Kept<T>): void {
    this.world.memory.write(this.key(tenant), kept);
  }

  private key(tenant: string): string {
    return `demo-${this.name}:${tenant}`;
  }
}
