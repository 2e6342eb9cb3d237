import type { HttpClient } from './http-client';
import type { HealthGateway } from '../../application/ports/health-gateway.port';

/**
 * SPEC §7 GET /health/ping over HTTP: any 2xx answer (whatever its body) resolves. With the shared client a stored
 * token the server refuses becomes GatewayError('unauthorized'), which is how the session monitor learns the session
 * expired (SPEC §4); an unreachable server becomes GatewayError('network').
 */
export class AxiosHealthGateway implements HealthGateway {
  constructor(private readonly http: HttpClient) {}

  async ping(): Promise<void> {
    await this.http.get('/health/ping');
  }
}
