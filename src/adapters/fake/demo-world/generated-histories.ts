import type { Faker } from '@faker-js/faker';
import type { GeneratedTenant } from './incident-generator';

/** Everything a tenant's generated history depends on: the same request always generates the same history. */
export interface HistoryRequest {
  /** The world's seed (the faker of the history is seeded from it and the tenant). */
  readonly seed: number;
  readonly tenantId: string;
  /** The moment the history is generated from (its epoch). */
  readonly now: number;
  readonly tenantIds: readonly string[];
  /** How many incidents; undefined for the usual number. */
  readonly count: number | undefined;
}

/** Histories made elsewhere (the demo build's, built-histories.ts): the one of a request, or null when it has none. */
export interface StoredHistories {
  historyOf(request: HistoryRequest): Promise<GeneratedTenant> | null;
}

/** How many histories the process keeps (a tab or a server uses one per tenant; the unit suite's worlds share a few). */
const KEPT = 24;

/**
 * The tenants' generated histories, kept for the process. A history is decided by its request alone (the seeded
 * faker draws the same values every time), so a second world asking for the same one (every test of the unit suite
 * builds a world with the same seed and virtual clock) takes the records the first generated instead of drawing
 * them again. The records are frozen: a store replaces a record on change and never changes one in place, and a
 * change in place would now reach the other worlds, so it throws instead.
 */
export class GeneratedHistories {
  private readonly kept = new Map<string, Promise<GeneratedTenant>>();

  constructor(private readonly limit: number = KEPT) {}

  /**
   * The history of `request`: read from the build's histories when `built` holds it, else generated with the faker
   * `fakerOf` gives on first request.
   */
  historyOf(request: HistoryRequest, fakerOf: () => Promise<Faker>, built?: StoredHistories): Promise<GeneratedTenant> {
    const key = JSON.stringify([request.seed, request.tenantId, request.now, request.tenantIds, request.count ?? null]);
    const kept = this.kept.get(key);
    if (kept) {
      // The most recently used is dropped last.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const made = (
      built?.historyOf(request) ??
      // The generator, like faker, is loaded only to generate: a browser's demo reads its build's histories instead.
      Promise.all([fakerOf(), import('./incident-generator')]).then(([faker, { generateTenantIncidents }]) =>
        generateTenantIncidents(faker, request.tenantId, request.now, request.tenantIds, request.count),
      )
    ).then(deepFreeze);
    // A generation that failed is not kept: the next request tries again.
    made.catch(() => this.kept.delete(key));
    this.kept.set(key, made);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.limit) break;
      this.kept.delete(oldest);
    }
    return made;
  }
}

/** The process's histories (each world's incident store asks here). */
export const GENERATED_HISTORIES = new GeneratedHistories();

function deepFreeze<T>(value: T): T {
  if (value instanceof Map) {
    for (const item of value.values()) deepFreeze(item);
  } else if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
