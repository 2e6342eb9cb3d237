import { describe, expect, it } from 'vitest';
import { SettingsFacade } from '../../src/application/admin/settings.facade';
import { ServerSessionFlow } from '../../src/application/session/server-session.flow';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { SendLinkUseCase } from '../../src/application/live/send-link.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { SettingsGateway } from '../../src/application/ports/settings-gateway.port';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import type { FakeSettingsGateway } from '../../src/adapters/fake/settings-gateway.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import type { Settings } from '../../src/domain/incident/settings';

/** One load of the console in a tab: a container over the tab's local and session storage. */
function page(tab = { local: new MemoryStorage(), session: new MemoryStorage(), clock: new VirtualClock() }) {
  const container = createContainer('fake', {
    bindings: [
      [Clock, tab.clock],
      [KeyValueStorage.local, tab.local],
      [KeyValueStorage.session, tab.session],
    ],
  });
  return {
    tab,
    container,
    login: container.get(LoginUseCase),
    settings: container.get(SettingsFacade),
    gateway: container.get<FakeSettingsGateway>(SettingsGateway),
    user: container.get(CurrentUserStore),
  };
}

async function signedIn(email = 'super@tenant5.demo', tenant = 'tenant_5') {
  const p = page();
  expect((await p.login.execute({ email, password: 'demo1234', tenant })).ok).toBe(true);
  await p.tab.clock.settle();
  return p;
}

describe('Loading the settings screen (SPEC §7 GET /teleport-config)', () => {
  it("answers the tenant's settings as the server keeps them", async () => {
    const { settings } = await signedIn();
    expect(await settings.load()).toMatchObject({
      ok: true,
      value: { requireIncidentTitle: true, limitedTitleLength: 60, defaultLanguage: 'es-ES', restrictVideo: false },
    });
  });

  it('brings the stored copy up to date when another administrator changed them since sign-in', async () => {
    const { settings, gateway, user } = await signedIn();
    await gateway.saveTeleportConfig({ restrictVideo: true });
    const heard: Settings[] = [];
    user.onSettingsChange((s) => heard.push(s));
    await settings.load();
    expect(user.settings().restrictVideo).toBe(true);
    expect(heard).toHaveLength(1);
    await settings.load();
    expect(heard).toHaveLength(1);
  });

  it('a failure keeps the stored copy and carries the server message', async () => {
    const { settings, gateway, user } = await signedIn();
    const before = user.settings();
    gateway.failWith = new GatewayError('server', 'Database unavailable', 503);
    expect(await settings.load()).toEqual({ ok: false, error: { kind: 'server', message: 'Database unavailable' } });
    expect(user.settings()).toEqual(before);
  });

  it('without a session nothing is asked', async () => {
    const { settings } = page();
    expect(await settings.load()).toEqual({ ok: false, error: { kind: 'no-session' } });
  });
});

describe('Saving settings (SPEC §3 every setting, §7 POST /teleport-config)', () => {
  it('sends every setting of SPEC §3 and tells open screens at once', async () => {
    const { settings, gateway, user } = await signedIn();
    const heard: Settings[] = [];
    user.onSettingsChange((s) => heard.push(s));
    const result = await settings.save({
      restrictCreateIncident: true,
      limitedTitleLength: ' 40 ',
      shareLocationPreference: 'google-maps',
    });
    const expected = {
      restrictVideo: false,
      restrictCreateIncident: true,
      requireIncidentTitle: true,
      limitedTitleLength: 40,
      allowOperatorBroadcast: false,
      allowArgoCreateIncident: false,
      shareLocationPreference: 'google-maps',
      defaultLanguage: 'es-ES',
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(gateway.saved).toEqual([expected]);
    expect(heard).toEqual([expected]);
    expect(user.settings()).toEqual(expected);
  });

  it.each([
    [{ limitedTitleLength: '256' }, { limitedTitleLength: 'too-large' }],
    [{ limitedTitleLength: 'abc' }, { limitedTitleLength: 'whole-number' }],
    [{ limitedTitleLength: '' }, { limitedTitleLength: 'required' }],
    [{ defaultLanguage: 'fr-FR' as never }, { defaultLanguage: 'invalid' }],
  ])('%j is refused (%j) and nothing is sent', async (input, fields) => {
    const { settings, gateway, user } = await signedIn();
    const before = user.settings();
    expect(await settings.save(input)).toEqual({ ok: false, error: { kind: 'invalid', fields } });
    expect(gateway.saved).toEqual([]);
    expect(user.settings()).toEqual(before);
  });

  it('the demo keeps saved settings across a reload of the tab, and forgets them after logout', async () => {
    const first = await signedIn();
    await first.settings.save({ restrictVideo: true });
    const second = page(first.tab);
    // After a reload the console knows nothing of the session until the server confirms the kept token.
    expect(await second.settings.load()).toMatchObject({ ok: false });
    expect(await second.container.get(ServerSessionFlow).confirm()).toBe('confirmed');
    expect(await second.settings.load()).toMatchObject({ ok: true, value: { restrictVideo: true } });
    await second.container.get(LogoutUseCase).execute();
    const third = page(first.tab);
    await third.login.execute({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
    expect(await third.settings.load()).toMatchObject({ ok: true, value: { restrictVideo: false } });
  });

  it('settings stored by another tab of the browser reach open screens too', async () => {
    const { user, tab } = await signedIn();
    const heard: Settings[] = [];
    const stop = user.onSettingsChange((s) => heard.push(s));
    tab.local.changeElsewhere('settings', JSON.stringify({ ...user.settings(), restrictVideo: true }));
    tab.local.changeElsewhere('token', 'other');
    expect(heard.map((s) => s.restrictVideo)).toEqual([true]);
    stop();
    tab.local.changeElsewhere('settings', JSON.stringify({ ...user.settings(), restrictVideo: false }));
    expect(heard).toHaveLength(1);
  });

  it("one tenant's save leaves the other tenants' settings alone", async () => {
    const first = await signedIn();
    await first.settings.save({ restrictVideo: true });
    expect(await first.gateway.getTenantSettings('tenant_5')).toMatchObject({ restrictVideo: true });
    const other = page(first.tab);
    await other.login.execute({ email: 'operator@tenant12.demo', password: 'demo1234', tenant: 'tenant_12' });
    expect(await other.settings.load()).toMatchObject({ ok: true, value: { restrictVideo: false, allowOperatorBroadcast: true } });
  });
});

describe('SPEC §3, §6 restrictCreateIncident is enforced when an incident is created', () => {
  const form = { title: 'Fire', description: 'Smoke', address: 'Rua A 1', city: 'Rio', latitude: -22.9, longitude: -43.1 };

  it('refuses to create or send once saved; creating works again once turned off', async () => {
    const { settings, user, container } = await signedIn();
    const sendLink = container.get(SendLinkUseCase);
    const incidents = container.get<IncidentsGateway>(IncidentsGateway);
    const before = (await incidents.getIncidentsNotPagination({ all: true, numberOfDays: -1 })).length;
    await settings.save({ restrictCreateIncident: true, requireIncidentTitle: false });
    const input = { channel: 'sms' as const, phone: { prefix: '+52', number: '5512345678' }, form, settings: user.settings() };
    expect(await sendLink.execute(input)).toEqual({ ok: false, error: { kind: 'create-failed', error: { kind: 'creation-restricted' } } });
    expect(await incidents.getIncidentsNotPagination({ all: true, numberOfDays: -1 })).toHaveLength(before);
    await settings.save({ restrictCreateIncident: false });
    expect((await sendLink.execute({ ...input, settings: user.settings() })).ok).toBe(true);
  });
});
