import type { AxiosInstance } from 'axios';
import type { AuthGateway, LoginRequest, LoginResponse } from '../../application/ports/auth-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';

/** SPEC §7 Authentication over HTTP. */
export class AxiosAuthGateway implements AuthGateway {
  constructor(private readonly http: AxiosInstance) {}

  async login(request: LoginRequest): Promise<LoginResponse> {
    const { data } = await this.http.post<unknown>('/auth/login', {
      email: request.email,
      password: request.password,
      tenant: request.tenant,
      lat: request.lat,
      long: request.long,
    });
    if (typeof data !== 'object' || data === null) throw new GatewayError('invalid-response');
    const body = data as Record<string, unknown>;
    const user = typeof body.user === 'object' && body.user !== null ? (body.user as Record<string, unknown>) : null;
    return {
      token: typeof body.token === 'string' ? body.token : null,
      isHqAdmin: typeof body.isHqAdmin === 'boolean' ? body.isHqAdmin : null,
      isSuperUser: typeof body.isSuperUser === 'boolean' ? body.isSuperUser : null,
      active: typeof body.active === 'boolean' ? body.active : null,
      user: user
        ? {
            id: typeof user.id === 'string' || typeof user.id === 'number' ? user.id : null,
            email: typeof user.email === 'string' ? user.email : null,
            thumbnail: typeof user.thumbnail === 'string' ? user.thumbnail : null,
          }
        : null,
    };
  }
}
