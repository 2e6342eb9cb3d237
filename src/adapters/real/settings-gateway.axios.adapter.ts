import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { SettingsGateway } from '../../application/ports/settings-gateway.port';
import type { Settings } from '../../domain/incident/settings';
import { readSettingsAnswer } from './schemas/settings.schema';

/**
 * SPEC §7 Settings over HTTP: GET and POST /teleport-config (the signed-in user's tenant, known to the server from
 * the bearer token). The answer is parsed with the settings schema: what a tenant left unset reads as its default, a
 * field of another kind refuses the answer.
 *
 * The tenant settings call has no path in the spec. Assumed: GET /teleport-config/{tenantId} (the same resource,
 * for a named tenant, with the tenant id as the console writes it: public or tenant_{id}).
 */
export class AxiosSettingsGateway implements SettingsGateway {
  constructor(private readonly http: HttpClient) {}

  async getTeleportConfig(): Promise<Settings> {
    const { data } = await this.http.get<unknown>('/teleport-config');
    return readSettingsAnswer(data);
  }

  async saveTeleportConfig(settings: Record<string, unknown>): Promise<void> {
    await this.http.post('/teleport-config', settings);
  }

  async getTenantSettings(tenantId: string): Promise<Settings> {
    if (tenantId.trim() === '') throw new GatewayError('not-found', 'tenant id is empty');
    const { data } = await this.http.get<unknown>(`/teleport-config/${encodeURIComponent(tenantId)}`);
    return readSettingsAnswer(data);
  }
}
