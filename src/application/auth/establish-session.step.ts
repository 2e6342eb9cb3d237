import { parseSettings, type Settings } from '../../domain/incident/settings';
import { isLanguage, languageFromSetting, signInLanguage, type Language } from '../../domain/language/language';
import { loginOutcome, type LoginFailure } from '../../domain/login/login-outcome';
import { landingRoute } from '../../domain/routing/landing-route';
import { PUSH_TOPICS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import { tenantNumber, type TenantId } from '../../domain/tenant/tenant-id';
import type { LoginResponse } from '../ports/auth-gateway.port';
import { isGatewayError } from '../ports/gateway-error';
import type { Randomness } from '../ports/randomness.port';
import type { Logger } from '../ports/logger.port';
import type { PushNotifications } from '../ports/push.port';
import type { RolesGateway } from '../ports/roles-gateway.port';
import type { SettingsGateway } from '../ports/settings-gateway.port';
import type { PreferencesStore } from '../preferences/preferences.store';
import { LEAST_PRIVILEGE, loadServerPermissions, type ServerPermissions } from '../session/server-permissions';
import type { AccessFlags, Session, SessionStore } from '../session/session.store';

export interface LoggedIn {
  readonly session: Session;
  /** Where to go next, a route without a leading slash (SPEC §2 Login). */
  readonly landingRoute: string;
  /** The SPEC §3 settings kept for the session (defaults when they could not be loaded). */
  readonly settings: Settings;
  readonly access: AccessFlags;
  /** What could not be loaded; the user is in with least privilege for that part (see run()). */
  readonly degraded: readonly ('permissions' | 'settings')[];
  /** The language the user has from now on (their choice, else the tenant's default): the screens are shown in it. */
  readonly language: Language;
}

export interface EstablishInput {
  readonly response: LoginResponse;
  readonly tenantId: TenantId;
  /** The email typed on the form, used when the server does not send one. */
  readonly fallbackEmail?: string;
  readonly redirect?: string | null;
  readonly miniHq?: boolean;
  /** The language the sign-in page showed (the browser's until the user chose one), kept when nothing says otherwise. */
  readonly shownLanguage?: Language | null;
}

/** Options that depend on the deployment. */
export interface EstablishOptions {
  /** Tenant numbers with their own logo (SPEC §2 Sidebar); sets the customLogo flag. */
  readonly customLogoTenants: readonly string[];
}

/**
 * The step the form login and the single sign-on share once the server accepted the credentials (not a use case of
 * its own: only those two run it). Checks the outcome (SPEC §4, §8), then stores the
 * SPEC §3 local state: token, tenantId, permissions (loaded by user id from the roles service and compared with
 * the tenant's list, SPEC §6), settings (/teleport-config), currentLanguage (domain signInLanguage: the user's
 * choice, else a tenant's own defaultLanguage, else the language the sign-in page showed), customLogo, deviceHash
 * (created once per device), and the access flags
 * hasAccess / hasAccessEditIncident. Subscribes to the push topics (SPEC §9) without waiting.
 *
 * Failures after the token is accepted do not refuse the login: they are logged and the user lands with what is
 * known, with least privilege: no permissions and both access flags false when permissions fail; no stored
 * settings (defaults are used and later screens ask the server again) when settings fail.
 * Super users (SPEC §6: they see all entries and edit at once) get no role lookup and both flags true.
 */
export class EstablishSessionStep {
  constructor(
    private readonly roles: RolesGateway,
    private readonly settingsGateway: SettingsGateway,
    private readonly sessions: SessionStore,
    private readonly preferences: PreferencesStore,
    private readonly randomness: Randomness,
    private readonly push: PushNotifications,
    private readonly logger: Logger,
    private readonly options: EstablishOptions = { customLogoTenants: [] },
  ) {}

  async run(input: EstablishInput): Promise<Result<LoggedIn, LoginFailure>> {
    const outcome = loginOutcome(input.response);
    if (!outcome.ok) return err(outcome.error);
    const user = input.response.user;
    const rawId = user?.id;
    const session: Session = {
      token: outcome.value.token,
      tenantId: input.tenantId,
      user: {
        id: rawId === undefined || rawId === null ? '' : String(rawId),
        email: user?.email ?? input.fallbackEmail ?? '',
        thumbnail: user?.thumbnail ?? null,
        isSuperUser: outcome.value.isSuperUser,
      },
      permissions: [],
    };
    // The token first: the roles and settings calls carry it as their bearer token (SPEC §7).
    this.sessions.save(session);
    if (this.sessions.deviceHash() === null) this.sessions.setDeviceHash(this.randomness.uniqueId());

    const degraded: ('permissions' | 'settings')[] = [];
    const [permissions, settings] = await Promise.all([this.loadPermissions(session), this.loadSettings()]);
    if (!permissions) degraded.push('permissions');
    if (!settings) degraded.push('settings');

    const granted = permissions ?? LEAST_PRIVILEGE;
    const stored: Session = { ...session, permissions: granted.names };
    this.sessions.save(stored, granted.controls);
    this.sessions.saveAccess(granted.access, granted.controls);
    this.sessions.saveSettings(settings);
    this.sessions.setCustomLogo(this.options.customLogoTenants.includes(tenantNumber(input.tenantId) ?? ''));
    const chosen = this.preferences.storedLanguage();
    const language = signInLanguage({ stored: chosen, tenantDefault: settings?.defaultLanguage, shown: input.shownLanguage });
    if (!isLanguage(chosen) && language !== null) this.preferences.setLanguage(language);
    this.subscribePush();

    return ok({
      session: stored,
      settings: settings ?? parseSettings(null),
      access: granted.access,
      degraded,
      language: languageFromSetting(this.preferences.storedLanguage()),
      landingRoute: landingRoute({
        tenantId: input.tenantId,
        isSuperUser: stored.user.isSuperUser,
        permissions: stored.permissions,
        miniHq: input.miniHq === true,
        redirect: input.redirect ?? null,
      }),
    });
  }

  private async loadPermissions(session: Session): Promise<ServerPermissions | null> {
    try {
      return await loadServerPermissions(this.roles, session.user.id, session.user.isSuperUser);
    } catch (error) {
      this.logger.warning('permissions could not be loaded; landing without them', { kind: kindOf(error) });
      return null;
    }
  }

  private async loadSettings(): Promise<Settings | null> {
    try {
      return await this.settingsGateway.getTeleportConfig();
    } catch (error) {
      this.logger.warning('settings could not be loaded; using the defaults', { kind: kindOf(error) });
      return null;
    }
  }

  private subscribePush(): void {
    this.push.subscribe(PUSH_TOPICS).catch((error: unknown) => {
      this.logger.warning('push topic subscription failed', { kind: kindOf(error) });
    });
  }
}

function kindOf(error: unknown): string {
  return isGatewayError(error) ? error.kind : 'unknown';
}
