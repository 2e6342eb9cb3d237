import type { HttpClient } from './http-client';
import type { ArgosGateway } from '../../application/ports/argos-gateway.port';
import type { ArgosIncident, ArgosRecord } from '../../domain/admin/argos';
import type { EntityId } from '../../domain/incident/incident';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { AxiosListResource } from './rest-resource.axios.adapter';
import { parseAnswer } from './schemas/answer';
import { argosIncidentSchema, argosRecordSchema } from './schemas/places.schema';

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
