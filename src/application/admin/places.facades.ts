import { countedRating, type AppRating } from '../../domain/admin/app-ratings';
import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import { validateForm, type InvalidInput } from '../../domain/admin/form-validation';
import {
  allowedPlaceFormOf,
  allowedPlaceFormSchema,
  allowedPlaceInput,
  placeOfInterestInput,
  placeOfInterestSchema,
  type AllowedPlace,
  type AllowedPlaceInput,
  type PlaceOfInterest,
  type PlaceOfInterestInput,
} from '../../domain/admin/places';
import type { EntityId } from '../../domain/incident/incident';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AllowedPlacesGateway } from '../ports/allowed-places-gateway.port';
import type { AppRatingsGateway, RatingsRange } from '../ports/app-ratings-gateway.port';
import type { ArgosGateway } from '../ports/argos-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { PlacesOfInterestGateway } from '../ports/places-of-interest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';
import { ListFacade, ResourceFacade } from './resource.facade';

/** The most records a map reads at once (its layer, the areas of the create page). */
export const MAP_READ_LIMIT = 1000;

function checked<I, P>(schema: Parameters<typeof validateForm<P>>[0], made: (parsed: P) => I) {
  return (input: unknown): Result<I, InvalidInput> => {
    const valid = validateForm(schema, input);
    return valid.ok ? ok(made(valid.value)) : valid;
  };
}

/** Every record of a list gateway for a map (one page of MAP_READ_LIMIT, sorted by name). */
function readAll<T>(facade: ListFacade<T>): Promise<Result<readonly T[], CallFailure>> {
  return facade
    .list({ page: 1, perPage: MAP_READ_LIMIT, sort: { field: 'name', order: 'asc' }, search: '', filters: {} })
    .then((page) => (page.ok ? ok(page.value.items) : page));
}

const validatePlace = checked(placeOfInterestSchema, placeOfInterestInput);

/** The places-of-interest section, and the live page's layer of them (`all`). */
export class PlacesOfInterestFacade extends ResourceFacade<PlaceOfInterest, PlaceOfInterestInput> {
  constructor(gateway: PlacesOfInterestGateway, audit: AuditRecorder, logger: Logger) {
    super(gateway, audit, logger, { name: 'places of interest', validateCreate: validatePlace, validateUpdate: validatePlace });
  }

  all(): Promise<Result<readonly PlaceOfInterest[], CallFailure>> {
    return readAll(this);
  }
}

const validateAllowedPlace = (input: AllowedPlaceInput) => checked(allowedPlaceFormSchema, allowedPlaceInput)(allowedPlaceFormOf(input));

/** The allowed-places section, and create mode's question whether an address is inside one of them (`all`). */
export class AllowedPlacesFacade extends ResourceFacade<AllowedPlace, AllowedPlaceInput> {
  constructor(gateway: AllowedPlacesGateway, audit: AuditRecorder, logger: Logger) {
    super(gateway, audit, logger, { name: 'allowed places', validateCreate: validateAllowedPlace, validateUpdate: validateAllowedPlace });
  }

  all(): Promise<Result<readonly AllowedPlace[], CallFailure>> {
    return readAll(this);
  }
}

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
