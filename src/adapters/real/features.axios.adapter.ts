import type { HttpClient } from './http-client';
import type { FeaturesGateway } from '../../application/ports/features-gateway.port';
import type { Feature } from '../../domain/admin/features';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { parseAnswer } from './schemas/answer';
import { feature, features } from './schemas/features.schema';

/**
 * The tenant's feature switches over the shared HTTP client, on assumed endpoints (SPEC §7 shows none): GET
 * ASSUMED_ENDPOINTS.features (a list, or { items | data }), PATCH ASSUMED_ENDPOINTS.feature(key) with `{ enabled }`.
 */
export class AxiosFeaturesGateway implements FeaturesGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly Feature[]> {
    const { data } = await this.http.get<unknown>(ASSUMED_ENDPOINTS.features);
    return parseAnswer(features, data);
  }

  async set(key: string, enabled: boolean): Promise<Feature> {
    const { data } = await this.http.patch<unknown>(ASSUMED_ENDPOINTS.feature(encodeURIComponent(key)), { enabled });
    return parseAnswer(feature, data);
  }
}
