import { describe, expect, it, vi } from 'vitest';
import { SettingsFacade } from '../../src/application/admin/settings.facade';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { Clock } from '../../src/application/ports/clock.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { SettingsGateway } from '../../src/application/ports/settings-gateway.port';
import type { FakeSettingsGateway } from '../../src/adapters/fake/settings-gateway.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import type { Notice } from '../../src/domain/shared/notice';
import { SettingsFormViewModel } from '../../src/ui/admin/sections/settings/settings-form.view-model';

async function form(email = 'super@tenant5.demo', tenant = 'tenant_5') {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  await container.get(LoginUseCase).execute({ email, password: 'demo1234', tenant });
  await clock.settle();
  const toasts: Notice[] = [];
  const vm = new SettingsFormViewModel({ settings: container.get(SettingsFacade), notify: (toast) => toasts.push(toast) });
  vm.start();
  await clock.settle();
  await vi.waitFor(() => expect(vm.status).not.toBe('loading'));
  return { vm, toasts, clock, gateway: container.get<FakeSettingsGateway>(SettingsGateway) };
}

describe('SettingsFormViewModel (SPEC §3 settings, §7 teleport-config, §9 toasts)', () => {
  it("loads the tenant's settings; nothing to save until something changes", async () => {
    const { vm } = await form();
    expect(vm.status).toBe('ready');
    expect(vm.draft).toMatchObject({ requireIncidentTitle: true, limitedTitleLength: '60', defaultLanguage: 'es-ES' });
    expect(vm.dirty).toBe(false);
    expect(vm.saveDisabled).toBe(true);
    vm.setFlag('restrictVideo', true);
    expect(vm.dirty).toBe(true);
    expect(vm.saveDisabled).toBe(false);
    vm.setFlag('restrictVideo', false);
    expect(vm.dirty).toBe(false);
  });

  it('shows the reason under the title limit as it is typed, and refuses to send it', async () => {
    const { vm, gateway, toasts } = await form();
    vm.setTitleLimit('sixty');
    expect(vm.fieldError('limitedTitleLength')).toBe('whole-number');
    vm.setTitleLimit('300');
    expect(vm.fieldError('limitedTitleLength')).toBe('too-large');
    await vm.save();
    expect(gateway.saved).toEqual([]);
    expect(toasts).toEqual([]);
    vm.setTitleLimit(' 060 ');
    expect(vm.fieldError('limitedTitleLength')).toBeNull();
    expect(vm.dirty).toBe(false);
  });

  it('saved with the title limit cleared: its reason, a refusal the screen focuses, and every change kept', async () => {
    const { vm, gateway, toasts } = await form();
    vm.setFlag('allowOperatorBroadcast', true);
    vm.setTitleLimit('');
    expect(vm.fieldErrors).toEqual({ limitedTitleLength: 'required' });
    expect(vm.saveDisabled).toBe(false);
    await vm.save();
    expect(vm.refusals).toBe(1);
    expect(gateway.saved).toEqual([]);
    expect(toasts).toEqual([]);
    expect(vm.draft).toMatchObject({ allowOperatorBroadcast: true, limitedTitleLength: '' });
    expect(vm.dirty).toBe(true);
  });

  it('saves, disabled while saving, then a success toast of 3 s and a clean form', async () => {
    const { vm, gateway, toasts } = await form();
    vm.setFlag('restrictCreateIncident', true);
    vm.setSharePreference('google-maps');
    vm.setDefaultLanguage('pt-BR');
    vm.setDefaultLanguage('klingon');
    const saving = vm.save();
    expect(vm.saving).toBe(true);
    expect(vm.saveDisabled).toBe(true);
    await saving;
    expect(gateway.saved).toMatchObject([
      { restrictCreateIncident: true, shareLocationPreference: 'google-maps', defaultLanguage: 'pt-BR' },
    ]);
    expect(toasts).toEqual([{ kind: 'success', key: 'admin.settings.saved' }]);
    expect(vm.dirty).toBe(false);
    expect(vm.saved).toMatchObject({ restrictCreateIncident: true });
  });

  it('a refused save keeps the changes and shows an error toast with the server words', async () => {
    const { vm, gateway, toasts } = await form();
    vm.setFlag('allowOperatorBroadcast', true);
    gateway.failWith = new GatewayError('server', 'Config is locked', 409);
    await vm.save();
    expect(toasts).toEqual([{ kind: 'error', key: 'call_failure.server', serverText: 'Config is locked' }]);
    expect(vm.dirty).toBe(true);
    expect(vm.saving).toBe(false);
  });

  it('a load failure offers Retry', async () => {
    const clock = new VirtualClock();
    const container = createContainer('fake', { bindings: [[Clock, clock]] });
    await container.get(LoginUseCase).execute({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
    const gateway = container.get<FakeSettingsGateway>(SettingsGateway);
    gateway.failWith = new GatewayError('network', 'offline');
    const vm = new SettingsFormViewModel({
      settings: container.get(SettingsFacade),
      notify: () => {},
    });
    await vm.load();
    expect(vm).toMatchObject({ status: 'failed', loadFailureKey: 'call_failure.network' });
    gateway.failWith = null;
    await vm.load();
    expect(vm.status).toBe('ready');
  });

  it('asks before leaving with unsaved changes; discarding or saving lets the page go', async () => {
    const { vm } = await form();
    expect(vm.mayLeave()).toBe(true);
    vm.setFlag('restrictVideo', true);
    expect(vm.blocksUnload()).toBe(true);
    const answer = vm.mayLeave();
    expect(vm.leavePrompt.open).toBe(true);
    vm.leavePrompt.answer(false);
    expect(await answer).toBe(false);
    vm.discard();
    expect(vm.mayLeave()).toBe(true);
    expect(vm.draft?.restrictVideo).toBe(false);
  });
});
