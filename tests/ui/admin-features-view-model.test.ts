import { describe, expect, it, vi } from 'vitest';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { resourcePort } from '../../src/application/admin/resource-ports';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { Logger } from '../../src/application/ports/logger.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { FakeResourceGateway } from '../../src/adapters/fake/resource-gateway.fake';
import type { Feature } from '../../src/domain/admin/features';
import { FEATURES } from '../../src/domain/admin/resources/features';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import type { Notice } from '../../src/domain/shared/notice';
import { featureDescription, featureName, FeaturesViewModel } from '../../src/ui/admin/sections/features/features.view-model';
import { incidentsWorld } from '../application/incidents-support';
import { settle } from './admin-users-support';

const route = { name: 'admin-section', tenant: 'tenant_24', section: 'features' } as const;
const words = (key: string) => `«${key}»`;

async function section(storage = { local: new MemoryStorage(), session: new MemoryStorage() }, query: Record<string, string> = {}) {
  const w = incidentsWorld({
    bindings: [
      [KeyValueStorage.local, storage.local],
      [KeyValueStorage.session, storage.session],
    ],
  });
  await w.login('tenant_24');
  const toasts: Notice[] = [];
  const deps = { navigate: vi.fn(), notify: (t: Notice) => toasts.push(t), searchDelay: new DelayFlow(w.clock), download: vi.fn() };
  const facade = w.container.get(ResourceFacades).of(FEATURES);
  const vm = new FeaturesViewModel({ ...deps, features: facade, nameOf: (f) => f.key }, { route, query, translate: words });
  vm.start();
  await settle();
  const state = () => Object.fromEntries(vm.list.items.map((f) => [f.key, f.enabled]));
  return { ...w, vm, toasts, state, storage, facade, gateway: w.container.get<FakeResourceGateway<Feature>>(resourcePort(FEATURES)) };
}

describe('FeaturesViewModel (headless): switches saved at once, Undo in the toast', () => {
  it("lists the tenant's own switches; a state filter from the route narrows them", async () => {
    const { state } = await section();
    expect(state()).toMatchObject({ chat: true, 'whatsapp-links': false, 'share-address': false, 'speed-test': true });
    const off = await section(undefined, { 'f.state': 'off' });
    expect(Object.keys(off.state())).toEqual(['whatsapp-links', 'share-address']);
  });

  it('a switch saves at once and says so with Undo, which switches it back; both survive a reload', async () => {
    const { vm, toasts, state, storage } = await section();
    const chat = vm.list.items.find((f) => f.key === 'chat');
    if (!chat) throw new Error('seed changed');
    const saving = vm.toggle(chat, false);
    expect(vm.saving).toBe('chat');
    await saving;
    expect(vm.saving).toBeNull();
    expect(state().chat).toBe(false);
    const toast = toasts.at(-1);
    expect(toast).toMatchObject({ kind: 'success', key: 'admin.features.turned_off', values: { name: 'chat' } });
    expect(toast?.action?.label).toEqual({ key: 'admin.features.undo' });
    expect((await section(storage)).state().chat).toBe(false);

    toast?.action?.run();
    await settle();
    expect(state().chat).toBe(true);
    expect(toasts.at(-1)).toMatchObject({ key: 'admin.features.turned_on' });
    expect((await section(storage)).state().chat).toBe(true);
  });

  it('a failed save leaves the switch as it was and says why, logged; nothing runs twice at once', async () => {
    const { vm, toasts, state, gateway, container } = await section();
    const chat = vm.list.items.find((f) => f.key === 'chat');
    if (!chat) throw new Error('seed changed');
    vi.spyOn(gateway, 'act').mockRejectedValueOnce(new GatewayError('server', 'Not in your plan', 403));
    const first = vm.toggle(chat, false);
    await vm.toggle(chat, false);
    await first;
    expect(state().chat).toBe(true);
    expect(toasts).toEqual([
      {
        kind: 'error',
        key: 'admin.features.save_failed',
        values: { name: 'chat' },
        detail: { key: 'call_failure.server', serverText: 'Not in your plan' },
      },
    ]);
    expect(container.get<MemoryLogger>(Logger).entries.map((e) => e.message)).toEqual(['features: set failed']);
  });

  it('the facade passes on a refused answer and an unknown key as failures', async () => {
    const { facade, gateway } = await section();
    const chat: Feature = { key: 'chat', enabled: false, description: '' };
    vi.spyOn(gateway, 'act').mockRejectedValueOnce(new GatewayError('invalid-response'));
    expect(await facade.act('set', chat, { enabled: true })).toEqual({ ok: false, error: { kind: 'invalid-response' } });
    expect(await facade.act('set', { ...chat, key: 'teleporting' }, { enabled: true })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    vi.spyOn(gateway, 'all').mockRejectedValueOnce(new GatewayError('network'));
    expect(await facade.all({})).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it("names and describes a known feature in the console's words, any other by its key and the server's words", () => {
    expect(featureName({ key: 'chat', enabled: true, description: 'x' }, words)).toBe('«admin.features.known.chat.name»');
    expect(featureDescription({ key: 'chat', enabled: true, description: 'x' }, words)).toBe('«admin.features.known.chat.description»');
    expect(featureName({ key: 'geofencing', enabled: true, description: 'Alert on leaving an area' }, words)).toBe('Geofencing');
    expect(featureDescription({ key: 'geofencing', enabled: true, description: 'Alert on leaving an area' }, words)).toBe(
      'Alert on leaving an area',
    );
  });
});
