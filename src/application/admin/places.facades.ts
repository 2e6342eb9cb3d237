import { countedRating, type AppRating } from '../../domain/admin/app-ratings';
import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import type { EntityId } from '../../domain/incident/incident';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AppRatingsGateway, RatingsRange } from '../ports/app-ratings-gateway.port';
import type { ArgosGateway } from '../ports/argos-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, type CallFailure } from '../shared/failure';
import { ListFacade } from './resource.facade';

/** The rates-app section: every rating of a range of days (ratings outside 1–5 whole stars are dropped and logged). */
export class AppRatingsFacade {
  constructor(
    private readonly gateway: AppRatingsGateway,
    private readonly logger: Logger,
  ) {}

  async ratings(range: RatingsRange): Promise<Result<readonly AppRating[], CallFailure>> {
    const read = await attempt(
      () => this.gateway.ratings(range),
      (failure) => this.logger.warning('app ratings: ratings failed', { kind: failure.kind }),
    );
    if (!read.ok) return read;
    const answer = read.value;
    const kept = answer.filter(countedRating);
    if (kept.length < answer.length)
      this.logger.warning('app ratings: ratings outside 1-5 stars left out', { count: answer.length - kept.length });
    return ok(kept);
  }
}

/** The argos section: the integration's records, and an incident made of one (refused when it already has one). */
export class ArgosFacade extends ListFacade<ArgosRecord> {
  constructor(
    private readonly argos: ArgosGateway,
    logger: Logger,
  ) {
    super(argos, logger, 'argos');
  }

  async createIncident(
    record: ArgosRecord,
  ): Promise<Result<ArgosIncident, CallFailure | { readonly kind: 'refused'; readonly reason: string }>> {
    if (record.incidentId !== null) return err({ kind: 'refused', reason: 'already-created' });
    return this.attempt('create incident', () => this.argos.createIncident(record.id as EntityId));
  }
}
