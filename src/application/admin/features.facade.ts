import { readFeatures, type Feature } from '../../domain/admin/features';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FeaturesGateway } from '../ports/features-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, type CallFailure } from '../shared/failure';

/** The features section: the tenant's switches, and one switched on or off at once (its undo is the same call back). */
export class FeaturesFacade {
  constructor(
    private readonly features: FeaturesGateway,
    private readonly logger: Logger,
  ) {}

  /** Switches one feature; an answer that is not a readable switch is an invalid response. */
  async set(key: string, enabled: boolean): Promise<Result<Feature, CallFailure>> {
    const saved = await this.call('set', () => this.features.set(key, enabled));
    const feature = saved.ok ? readFeatures([saved.value])[0] : undefined;
    if (saved.ok && !feature) return err({ kind: 'invalid-response' });
    return feature ? ok(feature) : (saved as Result<never, CallFailure>);
  }

  async list(): Promise<Result<readonly Feature[], CallFailure>> {
    const rows = await this.call('list', () => this.features.list());
    return rows.ok ? ok(readFeatures(rows.value)) : rows;
  }

  private call<T>(verb: string, work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    return attempt(work, (failure) => this.logger.warning(`features: ${verb} failed`, { kind: failure.kind }));
  }
}
