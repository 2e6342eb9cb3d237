import type { Feature } from '../../domain/admin/features';
import type { Result } from '../../domain/shared/result';
import type { FeaturesGateway } from '../ports/features-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, type CallFailure } from '../shared/failure';

/** The features section: the tenant's switches, and one switched on or off at once (its undo is the same call back). */
export class FeaturesFacade {
  constructor(
    private readonly features: FeaturesGateway,
    private readonly logger: Logger,
  ) {}

  /** Switches one feature: the switch as the server saved it. */
  set(key: string, enabled: boolean): Promise<Result<Feature, CallFailure>> {
    return this.call('set', () => this.features.set(key, enabled));
  }

  list(): Promise<Result<readonly Feature[], CallFailure>> {
    return this.call('list', () => this.features.list());
  }

  private call<T>(verb: string, work: () => Promise<T>): Promise<Result<T, CallFailure>> {
    return attempt(work, (failure) => this.logger.warning(`features: ${verb} failed`, { kind: failure.kind }));
  }
}
