import type { AxiosInstance } from 'axios';
import type { AuthGateway, LoginRequest, LoginResponse, SsoLinkRequest, SsoLinkResponse } from '../../application/ports/auth-gateway.port';
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
    return readLoginResponse(data);
  }

  async ssoLogin(token: string): Promise<LoginResponse> {
    const { data } = await this.http.get<unknown>(`/auth/sso/${encodeURIComponent(token)}`, { params: { skipValidation: true } });
    return readLoginResponse(data);
  }

  async ssoHqLogin(token: string): Promise<LoginResponse> {
    const { data } = await this.http.get<unknown>(`/auth/sso/hq/${encodeURIComponent(token)}`);
    return readLoginResponse(data);
  }

  async sendSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest): Promise<SsoLinkResponse> {
    const path = channel === 'whatsapp' ? '/auth/send/sso/wpp' : '/auth/send/sso';
    const { data } = await this.http.post<unknown>(path, linkBody(request));
    return readLinkResponse(data);
  }

  async shareSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest, broadcastChannel?: string): Promise<SsoLinkResponse> {
    const path =
      broadcastChannel !== undefined && broadcastChannel !== ''
        ? `/auth/share/sso/${encodeURIComponent(broadcastChannel)}`
        : channel === 'whatsapp'
          ? '/auth/share/sso/wpp'
          : '/auth/share/sso';
    const { data } = await this.http.post<unknown>(path, linkBody(request));
    return readLinkResponse(data);
  }
}

function linkBody(request: SsoLinkRequest): { phone: string; videoStream: string | number } {
  return { phone: request.phone, videoStream: request.videoStream };
}

function readLoginResponse(data: unknown): LoginResponse {
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

/** The send/share answer: its status and message id when the server sends them (an empty body is fine). */
function readLinkResponse(data: unknown): SsoLinkResponse {
  if (typeof data !== 'object' || data === null) return { status: null, messageId: null };
  const body = data as Record<string, unknown>;
  return {
    status: typeof body.status === 'string' ? body.status : null,
    messageId: typeof body.messageId === 'string' ? body.messageId : typeof body.messageId === 'number' ? String(body.messageId) : null,
  };
}
