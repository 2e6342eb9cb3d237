import type { LanguageCode } from '../../domain/language/language';
import type { LoginRequest, LoginResponse as DomainLoginResponse } from '../../domain/admin/auth-entities';

export type { LoginRequest };

/** SPEC §3 Login response, with the user's identity (SPEC §3 Credentials) as the server sends it. */
export interface LoginResponse extends DomainLoginResponse {
  readonly user?: { readonly id?: string | number | null; readonly email?: string | null; readonly thumbnail?: string | null } | null;
}

/** The link a caller (or collaborator) receives, for POST /auth/send/sso and /auth/share/sso* (SPEC §7). */
export interface SsoLinkRequest {
  readonly phone: string;
  /** The incident's video stream (id or channel, as the server expects it). */
  readonly videoStream: string | number;
  /** SPEC §1: the language of the page the link opens, as the live page's code (1 en, 2 pt, 3 es). */
  readonly language?: LanguageCode;
}

/** What the server answers when a link is sent: the message's delivery status as it knows it so far. */
export interface SsoLinkResponse {
  readonly status?: string | null;
  readonly messageId?: string | null;
}

/**
 * Who holds the bearer token, as the server knows it, and what they may do: the console asks after a reload (and on
 * the permission poll while signed in, one call a tick) instead of trusting what browser storage says about the user,
 * the tenant, super-user status or permissions.
 */
export interface SessionAnswer {
  readonly user: { readonly id: string; readonly email: string; readonly thumbnail: string | null };
  readonly isSuperUser: boolean;
  readonly tenant: string;
  /** The names of the user's permissions (SPEC §6: what the roles service lists for the user). */
  readonly permissions: readonly string[];
  /** The names of the tenant's permissions (SPEC §6: what GET /api/permission lists), which define the controls. */
  readonly tenantPermissions: readonly string[];
}

/** SPEC §7 Authentication. Every method rejects with a GatewayError when the server refuses. */
export interface AuthGateway {
  /** POST /auth/login. */
  login(request: LoginRequest): Promise<LoginResponse>;
  /** GET /auth/sso/{token}?skipValidation=true: single sign-on from a link's token. */
  ssoLogin(token: string): Promise<LoginResponse>;
  /** GET /auth/sso/hq/{token}: single sign-on into HQ. */
  ssoHqLogin(token: string): Promise<LoginResponse>;
  /** POST /auth/send/sso (SMS) or /auth/send/sso/wpp (WhatsApp): the caller's link. */
  sendSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest): Promise<SsoLinkResponse>;
  /**
   * POST /auth/share/sso, /auth/share/sso/wpp, or /auth/share/sso/{channel} when a broadcast channel is
   * given: the share-invitation link.
   */
  shareSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest, broadcastChannel?: string): Promise<SsoLinkResponse>;
  /** Not in SPEC §7 (path assumed): ends the session of this bearer token on the server at logout. */
  revokeSession(token: string): Promise<void>;
  /** Not in SPEC §7 (path assumed): the session of the bearer token; 401 when the server did not issue it or it ended. */
  currentSession(): Promise<SessionAnswer>;
}
export const AuthGateway = Symbol.for('AuthGateway');
