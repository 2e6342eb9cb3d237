import { runInAction } from 'mobx';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { KeptDraftsFacade } from '../../application/incidents/kept-drafts.facade';
import { BrowserTabsFlow } from '../../application/tabs/browser-tabs.flow';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { PreferencesStore } from '../../application/preferences/preferences.store';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { SessionMonitorFlow } from '../../application/session/session-monitor.flow';
import { SessionStore, type Session } from '../../application/session/session.store';
import type { Settings } from '../../domain/incident/settings';
import type { Result } from '../../domain/shared/result';
import { sectionRefusal } from '../../domain/routing/section-access';
import { landingRoute, logoutRoute } from '../../domain/routing/landing-route';
import { routePath } from '../../domain/routing/routes';
import { SIDEBAR_ENTRIES, visibleSidebarEntries, type SidebarBranding, type SidebarEntry } from '../../domain/routing/sidebar';
import type { TenantConfig } from '../../domain/tenant/tenant-config';
import { parseTenantId, type TenantId } from '../../domain/tenant/tenant-id';
import { addIncidentButton } from '../../domain/visibility/live-visibility';
import { currentRoute, leaveFor, navigateHash } from '../shared/hash-location';
import type { Services } from '../shared/services';
import { TenantBranding } from '../shared/tenant-branding';
import { TenantSettingsModel } from '../shared/tenant-settings.model';
import { LogoutDraftsPrompt, type UnsavedDrafts } from './logout-drafts.model';
import { forgetListSnapshots } from './resource/list-snapshots';
import { makeObservableExcept } from '../shared/make-observable-except';
import { DisposableStore } from '../../application/shared/disposable-store';

/** What the layout reads about the signed-in user (the stored session, settings and custom-logo flag). */
export interface CurrentUserSource {
  current(): Session | null;
  settings(): Settings | null;
  customLogo(): boolean;
  /** Hears settings saved later (the navbar follows them at once). */
  onSettingsChange?(listener: () => void): () => void;
}

/**
 * The logout use case: clears storage (before it answers, in the caller's turn: the layout runs it in the turn of the
 * logout's navigation) and removes the push token. Where a logout goes is the domain's `logoutRoute`.
 */
export interface LogoutAction {
  execute(): Promise<Result<{ readonly route: string }, never>>;
}

/** The session monitor (SPEC §4 Session): started while the layout shows, reports an expired session. */
export interface SessionWatch {
  start(currentRoute: () => string): void;
  onEvent(listener: (event: { readonly type: string; readonly route: string }) => void): () => void;
}

/** The app's hold on the realtime socket while signed in. */
export interface RealtimeHold {
  start(): void;
  stop(): void;
}

/** Where the sidebar's minimised state is kept (the preferences store: it outlives a reload and a logout). */
export interface SidebarPreference {
  sidebarMinimised(): boolean;
  setSidebarMinimised(minimised: boolean): void;
}

export interface AdminLayoutDeps {
  readonly user: CurrentUserSource;
  readonly logout: LogoutAction;
  readonly navigate: (route: string) => void;
  readonly currentRoute: () => string;
  readonly config: TenantConfig;
  readonly branding: (tenant: TenantId | null, customLogoFlag: boolean) => SidebarBranding;
  readonly sessionWatch?: SessionWatch;
  readonly realtime?: RealtimeHold;
  readonly sidebarPreference?: SidebarPreference;
  /** The operator's unsaved drafts in every tab: a logout asks about them first. */
  readonly drafts?: UnsavedDrafts;
  /** This tab among the operator's others: it answers them while signed in, so its drafts are known to be its own. */
  readonly tabs?: { start(): void };
  /**
   * Leaves the screen for a route once its leave guards agree (a live call asks as Stop does), running `arrive` in the
   * same turn as the navigation; false when a guard refused. A logout goes through it, as every other way out does.
   */
  readonly leave: (route: string, arrive: () => void) => Promise<boolean>;
  /** Drops what the session's lists kept of their pages (list-snapshots), at the logout. */
  readonly forgetLists?: () => void;
}

/** The argos screen's view mode (SPEC §2 Navbar: add-incident is disabled while it is 'detail'). */
export type ArgosViewMode = 'list' | 'detail' | (string & {});

/**
 * SPEC §2 Authenticated admin layout: sidebar entries and branding, minimise toggle, navbar add-incident rule,
 * log-out. The session is read once when the layout mounts (a new login mounts a new layout).
 */
export class AdminLayoutViewModel {
  sidebarMinimised = false;
  argosViewMode: ArgosViewMode = 'list';
  /** What add-incident does instead of opening create mode, while a section offers it (argos: an incident of its selected record). */
  addIncidentHandler: (() => void) | null = null;
  loggingOut = false;
  readonly session: Session | null;
  /** Asked before a logout while drafts are unsaved. */
  readonly logoutPrompt: LogoutDraftsPrompt;
  private readonly settings: TenantSettingsModel;
  private readonly customLogoFlag: boolean;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: AdminLayoutDeps,
    _params: Readonly<Record<string, never>> = {},
  ) {
    this.session = deps.user.current();
    this.settings = new TenantSettingsModel(deps.user);
    this.customLogoFlag = deps.user.customLogo();
    this.sidebarMinimised = deps.sidebarPreference?.sidebarMinimised() ?? false;
    this.logoutPrompt = new LogoutDraftsPrompt(deps.drafts ?? null, () => this.logoutNow());
    makeObservableExcept(this, ['deps', 'disposables', 'settings', 'logoutPrompt']);
  }

  get tenantId(): TenantId | null {
    const parsed = parseTenantId(this.session?.tenantId);
    return parsed.ok ? parsed.value : null;
  }

  get email(): string {
    return this.session?.user.email ?? '';
  }

  /** SPEC §2 header profile picture: the user's thumbnail when it is an https address, else none (an icon shows). */
  get profilePicture(): string | null {
    const url = this.session?.user.thumbnail?.trim() ?? '';
    return /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
  }

  /** SPEC §2 Sidebar: every entry the tenant rules allow; for a non-super user only the permitted ones. */
  get entries(): readonly SidebarEntry[] {
    const tenantId = this.tenantId;
    if (!tenantId || !this.session) return [];
    return visibleSidebarEntries({
      tenantId,
      isSuperUser: this.session.user.isSuperUser,
      permissions: this.session.permissions,
      config: this.deps.config,
    });
  }

  /** Whether the sidebar shows at all: not for a user with no entry to show (no permissions). */
  get hasSidebar(): boolean {
    return this.entries.length > 0;
  }

  /**
   * SPEC §2 Sidebar, §6: a section that is a sidebar entry opens for a non-super user only when they are shown that
   * entry (their permissions name it); a super user sees every section.
   */
  maySeeSection(key: string): boolean {
    return this.sectionRefusal(key) === null;
  }

  /**
   * Why a section does not open for this user: 'tenant' when the tenant does not offer it to them (SPEC §2 Sidebar's
   * tenant rules), 'permission' when they lack its permission; null when it opens (always for a super user).
   */
  sectionRefusal(key: string): 'tenant' | 'permission' | null {
    const tenantId = this.tenantId;
    if (!tenantId || !this.session) return 'permission';
    return sectionRefusal({
      section: key,
      tenantId,
      isSuperUser: this.session.user.isSuperUser,
      permissions: this.session.permissions,
      config: this.deps.config,
    });
  }

  /** Where the signed-in user starts (SPEC §2 Login defaults), for a section they may not see. */
  get homeRoute(): string | null {
    const tenantId = this.tenantId;
    if (!tenantId || !this.session) return null;
    return landingRoute({ tenantId, isSuperUser: this.session.user.isSuperUser, permissions: this.session.permissions });
  }

  get branding(): SidebarBranding {
    return this.deps.branding(this.tenantId, this.customLogoFlag);
  }

  /** The entry a route (path after '/', e.g. 'tenant_5/reports') belongs to, if any. */
  currentEntryKey(path: string): string | null {
    const tenant = this.tenantId;
    if (!tenant) return null;
    const inTenant = path.replace(/^\/+/, '').split('?', 1)[0] ?? '';
    if (!inTenant.startsWith(`${tenant}/`)) return null;
    const rest = inTenant.slice(tenant.length + 1);
    const match = SIDEBAR_ENTRIES.find((entry) => rest === entry.key || rest.startsWith(`${entry.key}/`));
    return match?.key ?? null;
  }

  /**
   * SPEC §2 Navbar: only on the argos route when allowArgoCreateIncident is on (and incident creation is not
   * restricted, SPEC §3, §6); disabled while viewMode is detail. Follows the settings as they are saved.
   */
  addIncident(path: string): { readonly visible: boolean; readonly disabled: boolean } {
    const settings = this.settings.current;
    return addIncidentButton({
      route: path,
      allowArgoCreateIncident: settings?.allowArgoCreateIncident ?? false,
      restrictCreateIncident: settings?.restrictCreateIncident ?? false,
      viewMode: this.argosViewMode,
    });
  }

  setArgosViewMode(mode: ArgosViewMode): void {
    this.argosViewMode = mode;
  }

  toggleSidebar(): void {
    this.sidebarMinimised = !this.sidebarMinimised;
    this.deps.sidebarPreference?.setSidebarMinimised(this.sidebarMinimised);
  }

  /** A section takes over the add-incident button while it is shown; the returned function gives it back. */
  offerAddIncident(handler: () => void): () => void {
    this.addIncidentHandler = handler;
    return () => {
      if (this.addIncidentHandler === handler) this.addIncidentHandler = null;
      this.argosViewMode = 'list';
    };
  }

  openIncidentCreation(): void {
    if (this.addIncidentHandler) return this.addIncidentHandler();
    if (this.tenantId) this.deps.navigate(routePath({ name: 'incident-create', tenant: this.tenantId }));
  }

  /**
   * Logs out, asking first while unsaved drafts are kept (logoutPrompt), then the screen being left (a live call asks
   * as Stop does; staying keeps the call and the session). The logout's route and the session's end reach the router
   * together, so no signed-in screen renders without its session.
   */
  async logout(): Promise<void> {
    if (this.loggingOut || this.logoutPrompt.ask()) return;
    await this.logoutNow();
  }

  private async logoutNow(): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    await this.deps.leave(logoutRoute(this.session?.tenantId), () => this.endSession());
    runInAction(() => {
      this.loggingOut = false;
    });
  }

  /** The logout itself: the use case clears the session before it answers, in the turn of the navigation. */
  private endSession(): void {
    void this.deps.logout.execute();
    this.deps.forgetLists?.();
    this.deps.realtime?.stop();
  }

  start(): void {
    this.dispose();
    this.settings.start();
    if (this.deps.sessionWatch) {
      this.disposables.add(
        this.deps.sessionWatch.onEvent((event) => {
          if (event.type === 'session-expired') this.deps.navigate(event.route);
        }),
      );
      this.deps.sessionWatch.start(this.deps.currentRoute);
    }
    this.deps.realtime?.start();
    this.deps.tabs?.start();
  }

  dispose(): void {
    this.disposables.clear();
    this.settings.dispose();
  }
}

export function createAdminLayoutViewModel(services: Services): AdminLayoutViewModel {
  const user = services.get(CurrentUserStore);
  const branding = new TenantBranding(services.config);
  return new AdminLayoutViewModel({
    user: {
      current: () => user.session(),
      settings: () => user.settings(),
      customLogo: () => user.customLogo(),
      onSettingsChange: (listener) => user.onSettingsChange(listener),
    },
    logout: services.get(LogoutUseCase),
    navigate: (route) => navigateHash(route),
    currentRoute,
    config: services.config.tenantConfig,
    branding: (tenant, flag) => branding.sidebar(tenant, flag),
    sessionWatch: services.get(SessionMonitorFlow),
    realtime: services.get(RealtimeConnectionFlow),
    sidebarPreference: services.get(PreferencesStore),
    drafts: services.get(KeptDraftsFacade),
    tabs: services.get(BrowserTabsFlow),
    leave: leaveFor,
    forgetLists: () => forgetListSnapshots(services.get(SessionStore)),
  });
}
