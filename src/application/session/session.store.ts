import { parseSettings, type Settings } from '../../domain/incident/settings';
import { accessFromPermissions } from '../../domain/permissions/permissions';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { Unsubscribe } from '../ports/subscription';
import { Emitter } from '../shared/emitter';

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

/** What the server said about the session of one token: who, which tenant, which permissions and controls. */
interface ServerWord {
  readonly session: Session;
  /** The tenant's control permissions (SPEC §6); null when they could not be loaded (every control counts as defined). */
  readonly tenantControls: readonly string[] | null;
}

/**
 * The signed-in session: the token lives in local storage (the bearer token of every call, shared by the browser's
 * tabs); who the user is, the tenant, super-user status, permissions and the tenant's controls are the server's word,
 * held in memory for that token only. The copy written to local storage (SPEC §3 local state) is never read back for
 * a decision, so editing it changes nothing; after a reload (or another tab's sign-in) there is no session until the
 * server confirms the token again (ServerSessionFlow).
 */
export class SessionStore {
  private word: ServerWord | null = null;
  private readonly confirmed = new Emitter<void>();

  constructor(
    private readonly local: KeyValueStorage,
    private readonly session: KeyValueStorage,
  ) {}

  /** The session the server confirmed for the stored token; null without a token or before the server answered. */
  current(): Session | null {
    const token = this.token();
    return token !== null && this.word?.session.token === token ? this.word.session : null;
  }

  /** Hears the server's word change (a confirmation, a refresh, a sign-in, a logout). */
  onServerWord(listener: () => void): Unsubscribe {
    return this.confirmed.event(listener);
  }

  /** The stored token, or null (blank counts as none). */
  token(): string | null {
    const token = this.local.get(LOCAL_STATE_KEYS.token);
    return token && token.trim() !== '' ? token : null;
  }

  /**
   * Keeps a session as the server answered it (a sign-in's answer, or ServerSessionFlow's confirmation) and writes
   * SPEC §3's copy of it to local storage, for the record only.
   */
  save(session: Session, tenantControls?: readonly string[] | null): void {
    this.put(LOCAL_STATE_KEYS.token, session.token);
    this.put(LOCAL_STATE_KEYS.tenantId, session.tenantId);
    this.put(LOCAL_STATE_KEYS.user, JSON.stringify(session.user));
    this.put(LOCAL_STATE_KEYS.permissions, JSON.stringify(session.permissions));
    const sameToken = this.word?.session.token === session.token;
    const controls = tenantControls !== undefined ? tenantControls : sameToken ? (this.word?.tenantControls ?? null) : null;
    if (tenantControls) this.put(LOCAL_STATE_KEYS.tenantControls, JSON.stringify(tenantControls));
    this.keepWord({ session, tenantControls: controls });
  }

  /** Keeps the server's word, telling listeners only when it says something new (a refresh usually does not). */
  private keepWord(word: ServerWord): void {
    const changed = JSON.stringify(word) !== JSON.stringify(this.word);
    this.word = word;
    if (changed) this.confirmed.fire();
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
    if (!session || !this.word) return { hasAccess: false, hasAccessEditIncident: false };
    return accessFromPermissions({
      isSuperUser: session.user.isSuperUser,
      permissions: session.permissions,
      tenantControls: this.word.tenantControls,
    });
  }

  /** Keeps the tenant's control permissions the server listed; the flags are written as SPEC §3 lists them, never read back. */
  saveAccess(flags: AccessFlags, tenantControls: readonly string[]): void {
    this.put(LOCAL_STATE_KEYS.tenantControls, JSON.stringify(tenantControls));
    this.put(LOCAL_STATE_KEYS.hasAccess, String(flags.hasAccess));
    this.put(LOCAL_STATE_KEYS.editAccess, String(flags.hasAccessEditIncident));
    if (this.word) this.keepWord({ ...this.word, tenantControls });
  }

  /** Writes a value the storage does not hold already: the server's word, asked again every few seconds, rarely changes. */
  private put(key: string, value: string): void {
    if (this.local.get(key) !== value) this.local.set(key, value);
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
    this.forgetServerWord();
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
    this.forgetServerWord();
  }

  private forgetServerWord(): void {
    if (this.word === null) return;
    this.word = null;
    this.confirmed.fire();
  }
}
