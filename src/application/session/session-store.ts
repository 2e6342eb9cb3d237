import type { KeyValueStorage } from '../ports/key-value-storage.port';

/** SPEC §3 Local state: the keys the console keeps in local storage. */
export const LOCAL_STATE_KEYS = {
  token: 'token',
  tenantId: 'tenantId',
  permissions: 'permissions',
  settings: 'settings',
  currentLanguage: 'currentLanguage',
  customLogo: 'customLogo',
  darkTheme: 'darkTheme',
  deviceHash: 'deviceHash',
  user: 'user',
  editAccess: 'editAccess',
} as const;

/** Who is logged in (SPEC §3 Credentials), kept beside the token. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly thumbnail: string | null;
  readonly isSuperUser: boolean;
}

export interface Session {
  readonly token: string;
  readonly tenantId: string;
  readonly user: SessionUser;
  readonly permissions: readonly string[];
}

/** Reads and writes the signed-in session in local storage; tolerant of anything a user may have edited. */
export class SessionStore {
  constructor(
    private readonly local: KeyValueStorage,
    private readonly session: KeyValueStorage,
  ) {}

  current(): Session | null {
    const token = this.local.get(LOCAL_STATE_KEYS.token);
    const tenantId = this.local.get(LOCAL_STATE_KEYS.tenantId);
    const user = parseJson(this.local.get(LOCAL_STATE_KEYS.user));
    if (!token || !tenantId || !isSessionUser(user)) return null;
    const permissions = parseJson(this.local.get(LOCAL_STATE_KEYS.permissions));
    return {
      token,
      tenantId,
      user,
      permissions: Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [],
    };
  }

  save(session: Session): void {
    this.local.set(LOCAL_STATE_KEYS.token, session.token);
    this.local.set(LOCAL_STATE_KEYS.tenantId, session.tenantId);
    this.local.set(LOCAL_STATE_KEYS.user, JSON.stringify(session.user));
    this.local.set(LOCAL_STATE_KEYS.permissions, JSON.stringify(session.permissions));
  }

  /** SPEC §2 Logout: clears local and session storage. Preferences kept across logout are restored by the caller. */
  clearAll(): void {
    this.local.clear();
    this.session.clear();
  }
}

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.isSuperUser === 'boolean';
}
