import { parseSettings, type Settings } from '../../domain/incident/settings';
import { accessFromPermissions } from '../../domain/permissions/permissions';
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
  /** SPEC §2 Navbar: the sidebar was minimised ('true'); a display preference like the theme. */
  sidebarMinimised: 'sidebarMinimised',
  deviceHash: 'deviceHash',
  user: 'user',
  /** SPEC §4 Incident edit: the stored edit-access flag (hasAccessEditIncident). */
  editAccess: 'editAccess',
  /** SPEC §2, §6: hasAccess (video history and the search button). Written for the record; access is computed. */
  hasAccess: 'hasAccess',
  /** The control permissions the tenant defines (SPEC §6), from which access is computed with the user's permissions. */
  tenantControls: 'tenantControls',
  /** Typed incident edits the server has not accepted yet (IncidentDraftsStore); a logout clears them. */
  incidentDrafts: 'incidentDrafts',
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

/** The access flags kept after login (SPEC §6). */
export interface AccessFlags {
  readonly hasAccess: boolean;
  readonly hasAccessEditIncident: boolean;
}

/** Reads and writes the signed-in session in local storage; tolerant of anything a user may have edited. */
export class SessionStore {
  constructor(
    private readonly local: KeyValueStorage,
    private readonly session: KeyValueStorage,
  ) {}

  current(): Session | null {
    const token = this.token();
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

  /** The stored token, or null (blank counts as none). */
  token(): string | null {
    const token = this.local.get(LOCAL_STATE_KEYS.token);
    return token && token.trim() !== '' ? token : null;
  }

  save(session: Session): void {
    this.local.set(LOCAL_STATE_KEYS.token, session.token);
    this.local.set(LOCAL_STATE_KEYS.tenantId, session.tenantId);
    this.local.set(LOCAL_STATE_KEYS.user, JSON.stringify(session.user));
    this.local.set(LOCAL_STATE_KEYS.permissions, JSON.stringify(session.permissions));
  }

  /** SPEC §3 settings as stored after login; null when none were loaded (callers fall back to the server or defaults). */
  settings(): Settings | null {
    const stored = this.local.get(LOCAL_STATE_KEYS.settings);
    return stored === null || stored.trim() === '' ? null : parseSettings(stored);
  }

  /** Hears the settings another tab of this browser stored (saved in its settings screen, or a new sign-in). */
  onSettingsChangedElsewhere(listener: () => void): () => void {
    return (
      this.local.onChangeElsewhere?.((key) => {
        if (key === LOCAL_STATE_KEYS.settings || key === null) listener();
      }) ?? (() => undefined)
    );
  }

  saveSettings(settings: Settings | null): void {
    if (settings === null) this.local.remove(LOCAL_STATE_KEYS.settings);
    else this.local.set(LOCAL_STATE_KEYS.settings, JSON.stringify(settings));
  }

  /**
   * SPEC §6: the access flags computed from the signed-in user's permissions and the tenant's control permissions,
   * never read from a stored boolean (nobody signed in: none).
   */
  access(): AccessFlags {
    const session = this.current();
    if (!session) return { hasAccess: false, hasAccessEditIncident: false };
    const controls = parseJson(this.local.get(LOCAL_STATE_KEYS.tenantControls));
    return accessFromPermissions({
      isSuperUser: session.user.isSuperUser,
      permissions: session.permissions,
      tenantControls: Array.isArray(controls) ? controls.filter((c): c is string => typeof c === 'string') : null,
    });
  }

  /** Keeps the tenant's control permissions; the flags are written as SPEC §3 lists them, but never read back. */
  saveAccess(flags: AccessFlags, tenantControls: readonly string[]): void {
    this.local.set(LOCAL_STATE_KEYS.tenantControls, JSON.stringify(tenantControls));
    this.local.set(LOCAL_STATE_KEYS.hasAccess, String(flags.hasAccess));
    this.local.set(LOCAL_STATE_KEYS.editAccess, String(flags.hasAccessEditIncident));
  }

  customLogo(): boolean {
    return this.local.get(LOCAL_STATE_KEYS.customLogo) === 'true';
  }

  setCustomLogo(value: boolean): void {
    this.local.set(LOCAL_STATE_KEYS.customLogo, String(value));
  }

  deviceHash(): string | null {
    const hash = this.local.get(LOCAL_STATE_KEYS.deviceHash);
    return hash && hash.trim() !== '' ? hash : null;
  }

  setDeviceHash(hash: string): void {
    this.local.set(LOCAL_STATE_KEYS.deviceHash, hash);
  }

  /** The server refused the token (expired): forget it so every guard sends the user to login. */
  forgetToken(): void {
    this.local.remove(LOCAL_STATE_KEYS.token);
  }

  /** Reads the stored values of those local keys; the returned function writes them back (after clearAll()). */
  keep(keys: readonly string[]): () => void {
    const kept = keys.map((key) => [key, this.local.get(key)] as const);
    return () => {
      for (const [key, value] of kept) if (value !== null) this.local.set(key, value);
    };
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
