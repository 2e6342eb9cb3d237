import type { Incident } from '../../domain/incident/incident';
import { defaultSettings, type Settings } from '../../domain/incident/settings';
import { callCommandsAllowed, callHolderOf } from '../../domain/live/call-control';
import { incidentChangeAllowed, incidentEditMode, type IncidentChange, type IncidentEditMode } from '../../domain/permissions/permissions';
import type { GuardedSession } from '../../domain/routing/route-guard';
import { parseTenantId, type TenantId } from '../../domain/tenant/tenant-id';
import type { Unsubscribe } from '../ports/subscription';
import { Emitter } from '../shared/emitter';
import type { Session, SessionStore } from './session.store';

/**
 * The signed-in user's state as screens read it, over SessionStore (SPEC §2, §3, §4, §6): permissions, the access
 * flags, super user, tenant and edit mode as the server said them for the kept token (never the copy in browser
 * storage), and the stored settings. Without a confirmed session every answer is the least-privileged one.
 */
export class CurrentUserStore {
  private readonly settingsChanged = new Emitter<Settings>();

  constructor(private readonly sessions: SessionStore) {}

  /**
   * Hears the settings the settings screen saved (or loaded), in this tab or another tab of this browser, so open
   * screens apply them at once.
   */
  readonly onSettingsChange = (listener: (settings: Settings) => void): Unsubscribe => {
    const here = this.settingsChanged.event(listener);
    const elsewhere = this.sessions.onSettingsChangedElsewhere(() => listener(this.settings()));
    return () => {
      here();
      elsewhere();
    };
  };

  /** Hears the server's word on the session change (a confirmation, a refresh that changed something, a logout). */
  onServerWord(listener: () => void): Unsubscribe {
    return this.sessions.onServerWord(listener);
  }

  session(): Session | null {
    return this.sessions.current();
  }

  /** Who is signed in, as domain routeGuard reads it (null when nobody is). */
  guardedSession(): GuardedSession | null {
    const session = this.sessions.current();
    return session ? { tenantId: session.tenantId, isSuperUser: session.user.isSuperUser, permissions: session.permissions } : null;
  }

  isAuthenticated(): boolean {
    return this.sessions.current() !== null;
  }

  /** The session's tenant, strictly parsed; null without a session or with an edited, invalid value. */
  tenant(): TenantId | null {
    const parsed = parseTenantId(this.sessions.current()?.tenantId);
    return parsed.ok ? parsed.value : null;
  }

  /** SPEC §3 Settings kept at login; the defaults when none were loaded. */
  settings(): Settings {
    return this.sessions.settings() ?? defaultSettings();
  }

  permissions(): readonly string[] {
    return this.sessions.current()?.permissions ?? [];
  }

  isSuperUser(): boolean {
    return this.sessions.current()?.user.isSuperUser === true;
  }

  /** SPEC §2, §6: video history and the search button. */
  hasAccess(): boolean {
    return this.sessions.current() !== null && this.sessions.access().hasAccess;
  }

  /** SPEC §4, §6: the stored edit-access flag. */
  hasAccessEditIncident(): boolean {
    return this.sessions.current() !== null && this.sessions.access().hasAccessEditIncident;
  }

  /** SPEC §4 Incident edit: 'editable' at once, an Edit button first, or read-only. */
  canEditIncident(): IncidentEditMode {
    const session = this.sessions.current();
    if (!session) return 'readOnly';
    return incidentEditMode({
      isSuperUser: session.user.isSuperUser,
      permissions: session.permissions,
      editAccess: this.sessions.access().hasAccessEditIncident,
    });
  }

  /** SPEC §4, §6: whether the signed-in user may make this change to an incident (none without a session). */
  mayChangeIncident(change: IncidentChange): boolean {
    return incidentChangeAllowed(change, this.canEditIncident());
  }

  /**
   * SPEC §2, §6 whether the signed-in user may run this incident's live call (stop, resend, cancel, chat): their own
   * call always, another operator's only with what editing needs (domain callCommandsAllowed).
   */
  mayRunCall(incident: Pick<Incident, 'activeOperator'> | null): boolean {
    const myId = this.sessions.current()?.user.id ?? null;
    const holder = callHolderOf(incident?.activeOperator?.id, myId === null ? null : String(myId));
    return callCommandsAllowed({ holder, editMode: this.canEditIncident() });
  }

  customLogo(): boolean {
    return this.sessions.customLogo();
  }

  /** Replaces the stored settings after the settings screen saved (or loaded) them for the user's own tenant. */
  replaceSettings(settings: Settings): void {
    this.sessions.saveSettings(settings);
    this.settingsChanged.fire(settings);
  }
}
