import type { HttpClient } from './http-client';
import type {
  AuthGateway,
  LoginRequest,
  LoginResponse,
  SessionAnswer,
  SsoLinkRequest,
  SsoLinkResponse,
} from '../../application/ports/auth-gateway.port';
import { ASSUMED_ENDPOINTS, ASSUMED_LINK_LANGUAGE_FIELD } from './assumed-endpoints';
import { readLinkAnswer, readLoginAnswer, readSessionAnswer } from './schemas/auth.schema';

/** SPEC §7 Authentication over HTTP; answers parsed with schemas/auth.schema.ts. */
export class AxiosAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  async login(request: LoginRequest): Promise<LoginResponse> {
    const { data } = await this.http.post<unknown>('/auth/login', {
      email: request.email,
      password: request.password,
      tenant: request.tenant,
      lat: request.lat,
      long: request.long,
    });
    return readLoginAnswer(data);
  }

  async revokeSession(token: string): Promise<void> {
    await this.http.post(ASSUMED_ENDPOINTS.revokeSession, null, { headers: { authorization: `Bearer ${token}` } });
  }

  async currentSession(): Promise<SessionAnswer> {
    const { data } = await this.http.get<unknown>(ASSUMED_ENDPOINTS.currentSession);
    return readSessionAnswer(data);
  }

  async ssoLogin(token: string): Promise<LoginResponse> {
    const { data } = await this.http.get<unknown>(`/auth/sso/${encodeURIComponent(token)}`, { params: { skipValidation: true } });
    return readLoginAnswer(data);
  }

  async ssoHqLogin(token: string): Promise<LoginResponse> {
    const { data } = await this.http.get<unknown>(`/auth/sso/hq/${encodeURIComponent(token)}`);
    return readLoginAnswer(data);
  }

  async sendSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest): Promise<SsoLinkResponse> {
    const path = channel === 'whatsapp' ? '/auth/send/sso/wpp' : '/auth/send/sso';
    const { data } = await this.http.post<unknown>(path, linkBody(request));
    return readLinkAnswer(data);
  }

  async shareSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest, broadcastChannel?: string): Promise<SsoLinkResponse> {
    const path =
      broadcastChannel !== undefined && broadcastChannel !== ''
        ? `/auth/share/sso/${encodeURIComponent(broadcastChannel)}`
        : channel === 'whatsapp'
          ? '/auth/share/sso/wpp'
          : '/auth/share/sso';
    const { data } = await this.http.post<unknown>(path, linkBody(request));
    return readLinkAnswer(data);
  }
}

function linkBody(request: SsoLinkRequest): Record<string, string | number> {
  const body: Record<string, string | number> = { phone: request.phone, videoStream: request.videoStream };
  if (request.language !== undefined) body[ASSUMED_LINK_LANGUAGE_FIELD] = request.language;
  return body;
}
