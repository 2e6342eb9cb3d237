import type { LoginRequest, LoginResponse as DomainLoginResponse } from '../../domain/incident/auth-entities';

export type { LoginRequest };

/** SPEC §3 Login response, with the user's identity (SPEC §3 Credentials) as the server sends it. */
export interface LoginResponse extends DomainLoginResponse {
  readonly user?: { readonly id?: string | number | null; readonly email?: string | null; readonly thumbnail?: string | null } | null;
}

/** SPEC §7 Authentication. */
export interface AuthGateway {
  /** POST /auth/login. Rejects with a GatewayError carrying the server's message when the server refuses. */
  login(request: LoginRequest): Promise<LoginResponse>;
}
export const AuthGateway = Symbol.for('AuthGateway');
