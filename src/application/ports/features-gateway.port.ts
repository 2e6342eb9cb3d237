/**
 * The tenant's feature switches. SPEC §2 lists a features section and SPEC §7 no call for it: both calls are assumed
 * endpoints (src/adapters/real/assumed-endpoints.ts). Rows are answered as sent; the application reads them with the
 * domain's readFeatures.
 */
export interface FeaturesGateway {
  /** Assumed GET: every switch of the caller's tenant ({ key, enabled, description }). */
  list(): Promise<readonly Readonly<Record<string, unknown>>[]>;
  /** Assumed PATCH `{ enabled }`: answers the switch. */
  set(key: string, enabled: boolean): Promise<Readonly<Record<string, unknown>>>;
}
export const FeaturesGateway = Symbol.for('FeaturesGateway');
