import type { HttpClient } from './http-client';
import type { AppRatingsGateway, RatingsRange } from '../../application/ports/app-ratings-gateway.port';
import type { ArgosGateway } from '../../application/ports/argos-gateway.port';
import type { AppRating } from '../../domain/admin/app-ratings';
import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import type { EntityId } from '../../domain/incident/incident';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { AxiosListResource, readPage } from './rest-resource.axios.adapter';
import { parseAnswer } from './schemas/answer';
import { appRatingSchema, argosIncidentSchema, argosRecordSchema } from './schemas/places.schema';

/** GET /api/app-ratings?from&to: every rating of the days (an array, or a page shape whose rows are all of them). */
export class AxiosAppRatingsGateway implements AppRatingsGateway {
  constructor(private readonly http: HttpClient) {}

  async ratings(range: RatingsRange): Promise<readonly AppRating[]> {
    const params = Object.fromEntries(Object.entries(range).filter(([, day]) => day !== ''));
    const { data } = await this.http.get<unknown>(ASSUMED_ENDPOINTS.appRatings, { params });
    return readPage(data, appRatingSchema).items;
  }
}

/** The Argos records; POST /api/argos/{id}/incident makes an incident of one and answers `{ incidentId }`. */
export class AxiosArgosGateway extends AxiosListResource<ArgosRecord> implements ArgosGateway {
  constructor(http: HttpClient) {
    super(http, ASSUMED_ENDPOINTS.argos, argosRecordSchema);
  }

  async createIncident(id: EntityId): Promise<ArgosIncident> {
    const { data } = await this.http.post<unknown>(this.at(id, '/incident'));
    return parseAnswer(argosIncidentSchema, data);
  }
}
