import type { Feature } from '../../domain/admin/features';

/**
 * The tenant's feature switches. SPEC §2 lists a features section and SPEC §7 no call for it: both calls are assumed
 * endpoints (src/adapters/real/assumed-endpoints.ts).
 */
export interface FeaturesGateway {
  /** Assumed GET: every switch of the caller's tenant, each key once. */
  list(): Promise<readonly Feature[]>;
  /** Assumed PATCH `{ enabled }`: answers the switch as saved. */
  set(key: string, enabled: boolean): Promise<Feature>;
}
export const FeaturesGateway = Symbol.for('FeaturesGateway');
