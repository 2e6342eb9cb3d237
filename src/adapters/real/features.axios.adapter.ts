import type { HttpClient } from './http-client';
import type { FeaturesGateway } from '../../application/ports/features-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { isObject } from './schemas/answer-basics';
import { readRows } from './read-rows';

/**
 * The tenant's feature switches over the shared HTTP client, on assumed endpoints (SPEC §7 shows none): GET
 * ASSUMED_ENDPOINTS.features (a list, or { items | data }), PATCH ASSUMED_ENDPOINTS.feature(key) with `{ enabled }`.
 */
export class AxiosFeaturesGateway implements FeaturesGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly Readonly<Record<string, unknown>>[]> {
    const { data } = await this.http.get<unknown>(ASSUMED_ENDPOINTS.features);
    return readRows(data, { wrappers: ['items', 'data'], emptyBodyIsEmpty: true });
  }

  async set(key: string, enabled: boolean): Promise<Readonly<Record<string, unknown>>> {
    const { data } = await this.http.patch<unknown>(ASSUMED_ENDPOINTS.feature(encodeURIComponent(key)), { enabled });
    if (!isObject(data)) throw new GatewayError('invalid-response');
    return data;
  }
}
