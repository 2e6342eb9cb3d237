import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/application/session/session.store';
import type { ConnectivityEvent } from '../../src/application/session/connectivity.flow';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { defaultSettings, type Settings } from '../../src/domain/incident/settings';
import type { NetworkWidgetState } from '../../src/domain/network/connection-status';
import { sidebarBranding } from '../../src/domain/routing/sidebar';
import { ok } from '../../src/domain/shared/result';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { AdminLayoutViewModel, type AdminLayoutDeps } from '../../src/ui/admin/admin-layout.view-model';
import { BACK_ONLINE_BANNER_MS, ConnectivityViewModel } from '../../src/ui/connectivity/connectivity.view-model';
import { NetworkStatusViewModel } from '../../src/ui/connectivity/network-status.view-model';
import { LanguageMenuViewModel } from '../../src/ui/language/language-menu.view-model';

const session = (tenantId: string, isSuperUser: boolean, permissions: string[] = []): Session => ({
  token: 't',
  tenantId,
  user: { id: '1', email: 'someone@demo', thumbnail: null, isSuperUser },
  permissions,
});

function layout(current: Session | null, settings: Partial<Settings> = {}, extra: Partial<AdminLayoutDeps> = {}) {
  const navigate = vi.fn();
  const config = { ...defaultTenantConfig(), customLogoTenants: ['24'] };
  const vm = new AdminLayoutViewModel({
    user: { current: () => current, settings: () => ({ ...defaultSettings(), ...settings }), customLogo: () => false },
    logout: { execute: () => Promise.resolve(ok({ route: 'minihq/tenant_5' })) },
    navigate,
    currentRoute: () => 'tenant_5/users',
    config,
    branding: (tenant, flag) => sidebarBranding(tenant, flag, config),
    leave: (route, arrive) => {
      navigate(route);
      arrive();
      return Promise.resolve(true);
    },
    ...extra,
  });
  return { vm, navigate };
}

describe('AdminLayoutViewModel (SPEC §2 admin layout)', () => {
  it('the sidebar opens as the operator last left it: minimising is kept in the preferences', () => {
    let stored = false;
    const sidebarPreference = { sidebarMinimised: () => stored, setSidebarMinimised: (value: boolean) => (stored = value) };
    const first = layout(session('tenant_5', true), {}, { sidebarPreference }).vm;
    expect(first.sidebarMinimised).toBe(false);
    first.toggleSidebar();
    expect(stored).toBe(true);
    expect(layout(session('tenant_5', true), {}, { sidebarPreference }).vm.sidebarMinimised).toBe(true);
  });

  it('a non-super user sees only the entries named by their permissions', () => {
    const { vm } = layout(session('tenant_5', false, ['teleport', 'reports', 'incidents']));
    expect(vm.entries.map((e) => e.key)).toEqual(['incident/live', 'reports']);
  });

  it('a section that is a sidebar entry opens only for users shown the entry (SPEC §2, §6)', () => {
    const operator = layout(session('tenant_5', false, ['teleport', 'reports'])).vm;
    expect(operator.maySeeSection('reports')).toBe(true);
    expect(operator.maySeeSection('users')).toBe(false);
    // Sections without an entry of their own need the entry they belong to (the dashboard: control-panel).
    expect(operator.maySeeSection('dashboard')).toBe(false);
    expect(layout(session('tenant_5', false, ['control-panel'])).vm.maySeeSection('dashboard')).toBe(true);
    expect(operator.homeRoute).toBe('tenant_5/reports');
    const superUser = layout(session('tenant_5', true)).vm;
    expect(superUser.maySeeSection('users')).toBe(true);
    // The tenant rules hold for everyone, super users too, as their sidebar shows: 'tenants' is a public-tenant entry.
    expect(superUser.maySeeSection('tenants')).toBe(false);
    expect(superUser.sectionRefusal('tenants')).toBe('tenant');
    expect(superUser.entries.some((entry) => entry.key === 'tenants')).toBe(false);
    const tenantFive = layout(session('tenant_5', false, ['incidents'])).vm;
    expect(tenantFive.maySeeSection('incidents')).toBe(false);
    expect(tenantFive.sectionRefusal('incidents')).toBe('tenant');
    expect(operator.sectionRefusal('users')).toBe('permission');
    expect(operator.sectionRefusal('reports')).toBeNull();
  });

  it('marks the current entry from the route, including nested incident routes', () => {
    const { vm } = layout(session('tenant_5', true));
    expect(vm.currentEntryKey('/tenant_5/reports')).toBe('reports');
    expect(vm.currentEntryKey('/tenant_5/incident/live/12')).toBe('incident/live');
    expect(vm.currentEntryKey('/tenant_5/dashboard')).toBeNull();
    expect(vm.currentEntryKey('/tenant_9/reports')).toBeNull();
  });

  it('custom-logo tenants get their logo instead of the default one; version 1.15.0', () => {
    expect(layout(session('tenant_24', true)).vm.branding).toMatchObject({
      version: '1.15.0',
      showDefaultLogo: false,
      useTenantLogo: true,
    });
    expect(layout(session('tenant_5', true)).vm.branding).toMatchObject({ showDefaultLogo: true, useTenantLogo: false });
  });

  it('add incident: only on argos with allowArgoCreateIncident, disabled while the view mode is detail', () => {
    const on = layout(session('tenant_24', false, ['argos']), { allowArgoCreateIncident: true }).vm;
    expect(on.addIncident('/tenant_24/users').visible).toBe(false);
    expect(on.addIncident('/tenant_24/argos')).toEqual({ visible: true, disabled: false });
    on.setArgosViewMode('detail');
    expect(on.addIncident('/tenant_24/argos')).toEqual({ visible: true, disabled: true });
    const off = layout(session('tenant_24', false, ['argos']), { allowArgoCreateIncident: false }).vm;
    expect(off.addIncident('/tenant_24/argos').visible).toBe(false);
  });

  it("log out runs the use case, closes the socket, drops the lists' kept pages and goes to the tenant mini-HQ", async () => {
    const realtime = { start: vi.fn(), stop: vi.fn() };
    const forgetLists = vi.fn();
    const { vm, navigate } = layout(session('tenant_5', true), {}, { realtime, forgetLists });
    vm.start();
    expect(realtime.start).toHaveBeenCalled();
    await vm.logout();
    expect(realtime.stop).toHaveBeenCalled();
    expect(forgetLists).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('minihq/tenant_5');
  });

  it('log out asks the screen being left (a live call): staying keeps the session; leaving ends it in the turn of the navigation', async () => {
    const answers = [false, true];
    const steps: string[] = [];
    const execute = vi.fn(() => (steps.push('session cleared'), Promise.resolve(ok({ route: 'minihq/tenant_5' }))));
    const leave = vi.fn(async (route: string, arrive: () => void) => {
      steps.push(`asked ${route}`);
      if (!(answers.shift() ?? true)) return false;
      steps.push(`went ${route}`);
      arrive();
      return true;
    });
    const { vm } = layout(session('tenant_5', true), {}, { leave, logout: { execute } });
    await vm.logout();
    expect(execute).not.toHaveBeenCalled();
    expect(vm.loggingOut).toBe(false);
    await vm.logout();
    expect(steps).toEqual(['asked minihq/tenant_5', 'asked minihq/tenant_5', 'went minihq/tenant_5', 'session cleared']);
  });

  it('unsaved drafts are asked about before the screen is: the logout asks its own question first', async () => {
    const leave = vi.fn(() => Promise.resolve(true));
    const drafts = { count: () => 1, saveAll: vi.fn(), discardAll: vi.fn() };
    const { vm } = layout(session('tenant_5', true), {}, { leave, drafts });
    await vm.logout();
    expect(vm.logoutPrompt.open).toBe(true);
    expect(leave).not.toHaveBeenCalled();
    await vm.logoutPrompt.discard();
    expect(drafts.discardAll).toHaveBeenCalled();
    expect(leave).toHaveBeenCalledWith('minihq/tenant_5', expect.any(Function));
  });

  it('an expired session goes to the route the session monitor names; dispose stops listening', () => {
    let listener: ((event: { type: string; route: string }) => void) | null = null;
    const sessionWatch = {
      start: vi.fn(),
      onEvent: (l: (event: { type: string; route: string }) => void) => {
        listener = l;
        return () => (listener = null);
      },
    };
    const { vm, navigate } = layout(session('tenant_5', true), {}, { sessionWatch });
    vm.start();
    expect(sessionWatch.start).toHaveBeenCalled();
    listener!({ type: 'session-expired', route: 'login?redirect=tenant_5%2Fusers' });
    expect(navigate).toHaveBeenCalledWith('login?redirect=tenant_5%2Fusers');
    vm.dispose();
    expect(listener).toBeNull();
  });
});

describe('ConnectivityViewModel (SPEC §2 Other, §8 offline banner)', () => {
  function source(online = true) {
    const listeners = new Set<(event: ConnectivityEvent) => void>();
    return {
      start: vi.fn(),
      isOnline: () => online,
      onEvent: (l: (event: ConnectivityEvent) => void) => (listeners.add(l), () => listeners.delete(l)),
      emit: (event: ConnectivityEvent) => listeners.forEach((l) => l(event)),
      listeners,
    };
  }

  /** The view model on a virtual clock: the banner's delay is a DelayFlow, as the composition gives it. */
  function connectivity(online = true) {
    const clock = new VirtualClock();
    const s = source(online);
    const vm = new ConnectivityViewModel({ connectivity: s, hide: new DelayFlow(clock) });
    return { clock, s, vm };
  }

  it('shows offline until back online, then back-online for a few seconds', async () => {
    const { clock, s, vm } = connectivity();
    vm.start();
    expect(s.start).toHaveBeenCalled();
    expect(vm.banner).toBeNull();
    s.emit('offline');
    expect(vm.banner).toBe('offline');
    s.emit('back-online');
    expect(vm.banner).toBe('back-online');
    await clock.advance(BACK_ONLINE_BANNER_MS - 1);
    expect(vm.banner).toBe('back-online');
    await clock.advance(1);
    expect(vm.banner).toBeNull();
    vm.dispose();
    expect(s.listeners.size).toBe(0);
  });

  it('keeps the offline banner when the connection drops again before back-online hides', async () => {
    const { clock, s, vm } = connectivity();
    vm.start();
    s.emit('back-online');
    await clock.advance(BACK_ONLINE_BANNER_MS / 2);
    s.emit('offline');
    await clock.advance(BACK_ONLINE_BANNER_MS);
    expect(vm.banner).toBe('offline');
  });

  it('leaves no pending hide once disposed', async () => {
    const { clock, s, vm } = connectivity();
    vm.start();
    s.emit('back-online');
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('starts with the offline banner when the page opens offline', () => {
    const { vm } = connectivity(false);
    vm.start();
    expect(vm.banner).toBe('offline');
  });
});

describe('NetworkStatusViewModel (SPEC §4 widget colours)', () => {
  it('follows the socket state with its colour', () => {
    const listeners = new Set<(state: NetworkWidgetState) => void>();
    const src = {
      widgetState: 'DISCONNECTED' as NetworkWidgetState,
      onWidgetStateChange: (l: (s: NetworkWidgetState) => void) => (listeners.add(l), () => listeners.delete(l)),
    };
    const vm = new NetworkStatusViewModel({ realtime: src });
    vm.start();
    expect([vm.state, vm.colour, vm.labelKey]).toEqual(['DISCONNECTED', 'red', 'network.disconnected']);
    listeners.forEach((l) => l('RECONNECTING'));
    expect([vm.state, vm.colour]).toEqual(['RECONNECTING', 'yellow']);
    listeners.forEach((l) => l('CONNECTED'));
    expect([vm.state, vm.colour]).toEqual(['CONNECTED', 'green']);
    vm.dispose();
    expect(listeners.size).toBe(0);
  });
});

describe('LanguageMenuViewModel (SPEC §1, §8: confirm, then store and reload)', () => {
  it('asks before changing; cancel changes nothing; the current language is kept without asking', () => {
    const change = { execute: vi.fn() };
    const vm = new LanguageMenuViewModel({ changeLanguage: change }, { current: 'en' });
    vm.choose('en');
    expect(vm.pending).toBeNull();
    expect(change.execute).toHaveBeenCalledWith('en');
    change.execute.mockClear();
    vm.choose('pt');
    expect(vm.pending).toBe('pt');
    vm.cancel();
    expect(change.execute).not.toHaveBeenCalled();
    vm.choose('es');
    vm.confirm();
    expect(change.execute).toHaveBeenCalledWith('es');
    expect(vm.pending).toBeNull();
  });
});
