import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { ChangeLanguageUseCase } from '../../src/application/preferences/change-language.use-case';
import { PreferencesStore } from '../../src/application/preferences/preferences.store';
import { BrowserPage } from '../../src/application/ports/browser-page.port';
import { Clock } from '../../src/application/ports/clock.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { ConnectivityFlow, type ConnectivityEvent } from '../../src/application/session/connectivity.flow';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import type { FakeBrowserPage } from '../../src/adapters/fake/browser-page.fake';
import type { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { defaultSettings } from '../../src/domain/incident/settings';

function setup() {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  return {
    clock,
    login: container.get(LoginUseCase),
    language: container.get(ChangeLanguageUseCase),
    preferences: container.get(PreferencesStore),
    connectivity: container.get(ConnectivityFlow),
    currentUser: container.get(CurrentUserStore),
    page: container.get<FakeBrowserPage>(BrowserPage),
    local: container.get<MemoryStorage>(KeyValueStorage.local),
  };
}

describe('Language change (SPEC §1: confirm, then reload)', () => {
  it('a confirmed choice stores currentLanguage and reloads the page once', async () => {
    const { language, page, local } = setup();
    expect(await language.execute({ language: 'pt', confirmed: true })).toEqual({ ok: true, value: { language: 'pt', reloaded: true } });
    expect(local.get('currentLanguage')).toBe('pt');
    expect(page.reloads).toBe(1);
  });

  it('a cancelled confirm changes nothing', async () => {
    const { language, page, local } = setup();
    expect(await language.execute({ language: 'es', confirmed: false })).toEqual({ ok: false, error: { kind: 'not-confirmed' } });
    expect(local.get('currentLanguage')).toBeNull();
    expect(page.reloads).toBe(0);
  });

  it.each(['fr', '', 'EN', 'es-ES'])('an unknown language %j is refused and nothing is lost', async (value) => {
    const { language, page, local } = setup();
    local.set('currentLanguage', 'pt');
    expect(await language.execute({ language: value, confirmed: true })).toEqual({ ok: false, error: { kind: 'invalid-language' } });
    expect(local.get('currentLanguage')).toBe('pt');
    expect(page.reloads).toBe(0);
  });

  it('choosing the current language (en by default) does not reload, and is kept as the choice', async () => {
    const { language, page, local } = setup();
    expect(await language.execute({ language: 'en', confirmed: true })).toEqual({ ok: true, value: { language: 'en', reloaded: false } });
    expect(page.reloads).toBe(0);
    expect(local.get('currentLanguage')).toBe('en');
  });

  it("a tenant's default language (tenant_5: es) never replaces the language the operator chose (README: next sign-in)", async () => {
    const { login, language, page, local } = setup();
    const signIn = () => login.execute({ email: 'operator@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
    const choose = async (chosen: string) => (await language.execute({ language: chosen, confirmed: true, shown: 'en' })).ok;
    const stored = () => local.get('currentLanguage');
    // Nothing chosen: the sign-in stores the tenant's default, shown from the next page load; this page still shows en.
    expect((await signIn()).ok).toBe(true);
    expect(stored()).toBe('es');
    // The operator picks English, the language shown: kept at once, no reload; the next load opens in English.
    expect(await choose('en')).toBe(true);
    expect([stored(), page.reloads]).toEqual(['en', 0]);
    // Another sign-in keeps the choice.
    expect((await signIn()).ok).toBe(true);
    expect(stored()).toBe('en');
    // Choosing another language than the one shown asks and reloads, as before.
    expect(await choose('es')).toBe(true);
    expect([stored(), page.reloads]).toEqual(['es', 1]);
  });

  it('the theme toggle is kept: dark by default, light stored as darkTheme=false', () => {
    const { preferences, local } = setup();
    expect(preferences.theme()).toBe('dark');
    preferences.setTheme('light');
    expect(local.get('darkTheme')).toBe('false');
    expect(preferences.theme()).toBe('light');
  });

  it('the minimised sidebar is kept like the theme, and outlives the storage being cleared at logout', () => {
    const { preferences, local } = setup();
    expect(preferences.sidebarMinimised()).toBe(false);
    preferences.setSidebarMinimised(true);
    const restore = preferences.snapshot();
    local.remove('sidebarMinimised');
    restore();
    expect(preferences.sidebarMinimised()).toBe(true);
  });
});

describe('Connectivity for the offline banner (SPEC §2 Other, §8)', () => {
  it('emits offline and back-online once per change; dispose releases the page listener', () => {
    const { connectivity, page } = setup();
    const events: ConnectivityEvent[] = [];
    connectivity.onEvent((e) => events.push(e));
    connectivity.start();
    connectivity.start();
    expect(page.listenerCount()).toBe(1);
    page.setOnline(false);
    page.setOnline(false);
    expect(connectivity.isOnline()).toBe(false);
    page.setOnline(true);
    expect(events).toEqual(['offline', 'back-online']);
    connectivity.dispose();
    expect(page.listenerCount()).toBe(0);
    expect(connectivity.listenerCount()).toBe(0);
    page.setOnline(false);
    expect(events).toEqual(['offline', 'back-online']);
  });

  it('starting while already offline does not emit; coming back does', () => {
    const { connectivity, page } = setup();
    page.setOnline(false);
    const events: ConnectivityEvent[] = [];
    connectivity.onEvent((e) => events.push(e));
    connectivity.start();
    expect(events).toEqual([]);
    page.setOnline(true);
    expect(events).toEqual(['back-online']);
    connectivity.dispose();
  });
});

describe('CurrentUserStore (SPEC §2, §3, §4, §6)', () => {
  it('without a session: least privilege everywhere and default settings', () => {
    const { currentUser } = setup();
    expect(currentUser.isAuthenticated()).toBe(false);
    expect(currentUser.tenant()).toBeNull();
    expect(currentUser.permissions()).toEqual([]);
    expect(currentUser.hasAccess()).toBe(false);
    expect(currentUser.hasAccessEditIncident()).toBe(false);
    expect(currentUser.isSuperUser()).toBe(false);
    expect(currentUser.canEditIncident()).toBe('readOnly');
    expect(currentUser.settings()).toEqual(defaultSettings());
  });

  it('reads what the server said at login; edited storage changes nothing', async () => {
    const { login, currentUser, local } = setup();
    await login.execute({ email: 'operator@tenant24.demo', password: 'demo1234', tenant: 'tenant_24' });
    expect(currentUser.tenant()).toBe('tenant_24');
    expect(currentUser.settings().allowArgoCreateIncident).toBe(true);
    expect(currentUser.canEditIncident()).toBe('editButton');
    expect(currentUser.customLogo()).toBe(false);
    // Access is computed from the loaded permissions: an edited stored flag changes nothing either way.
    local.set('editAccess', 'false');
    expect(currentUser.hasAccessEditIncident()).toBe(true);
    expect(currentUser.canEditIncident()).toBe('editButton');
    local.set('tenantId', 'tenant_../x');
    expect(currentUser.tenant()).toBe('tenant_24');
  });

  it.each([
    ['noperm@tenant5.demo', 'tenant_5', false],
    ['operator@tenant5.demo', 'tenant_5', true],
    ['super@tenant5.demo', 'tenant_5', true],
  ])('%s: hasAccess %s comes from the permissions, not from a stored hasAccess', async (email, tenant, expected) => {
    const { login, currentUser, local } = setup();
    await login.execute({ email, password: 'demo1234', tenant });
    expect(currentUser.hasAccess()).toBe(expected);
    local.set('hasAccess', String(!expected));
    expect(currentUser.hasAccess()).toBe(expected);
    // Stored control permissions that cannot be read count as all defined: nothing is granted by missing data.
    local.set('tenantControls', 'not json');
    expect(currentUser.hasAccess()).toBe(email.startsWith('noperm') ? false : true);
  });
});
