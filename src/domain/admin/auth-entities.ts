import type { EntityId } from '../incident/incident';
import type { Language } from '../language/language';
import type { Settings } from '../incident/settings';

/** SPEC §3 Credentials ("user id" written userId). */
export interface Credentials {
  readonly token?: string | null;
  readonly userId?: EntityId | null;
  readonly email?: string | null;
  readonly thumbnail?: string | null;
  readonly isSuperUser?: boolean | null;
}

/** SPEC §3, §7 POST /auth/login body. */
export interface LoginRequest {
  readonly email: string;
  readonly password: string;
  readonly tenant: string;
  readonly lat: number | null;
  readonly long: number | null;
}

/** SPEC §3 Login response. */
export interface LoginResponse {
  readonly token?: string | null;
  readonly isHqAdmin?: boolean | null;
  readonly isSuperUser?: boolean | null;
  readonly active?: boolean | null;
}

/** SPEC §3 Local state (what the app keeps in local storage); permissions are permission names. */
export interface LocalState {
  readonly token: string | null;
  readonly tenantId: string | null;
  readonly permissions: readonly string[];
  readonly settings: Settings;
  readonly currentLanguage: Language;
  readonly customLogo: boolean;
  readonly darkTheme: boolean;
  readonly deviceHash: string | null;
}
