import { describe, expect, it, vi } from 'vitest';
import { AddMediaUseCase } from '../../src/application/incidents/add-media.use-case';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../src/application/incidents/media-poll.flow';
import { RemoveMediaUseCase } from '../../src/application/incidents/remove-media.use-case';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import { ShareUseCase } from '../../src/application/live/share.use-case';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { ChatRooms } from '../../src/adapters/fake/demo-world/chat-rooms';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { isOpenLive } from '../../src/domain/incident/incident';
import { defaultSettings, type Settings } from '../../src/domain/incident/settings';
import type { IncidentEditMode } from '../../src/domain/permissions/permissions';
import { TIMINGS } from '../../src/domain/shared/constants';
import { ChatPanelViewModel } from '../../src/ui/incident/live/panels/chat-panel.view-model';
import type { StopGuard } from '../../src/ui/incident/live/panels/incident-edit-form.types';
import { IncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.view-model';
import { MediaCarouselViewModel } from '../../src/ui/incident/live/panels/media-carousel.view-model';
import { safeMediaUrl } from '../../src/ui/incident/live/panels/media-url';
import { ShareModalViewModel } from '../../src/ui/incident/live/panels/share-modal.view-model';
import { incidentsWorld } from '../application/incidents-support';

type Tenant = 'public' | 'tenant_5';
const settingsOf = (tenant: Tenant): Settings => DEMO_TENANTS.find((t) => t.id === tenant)?.settings ?? defaultSettings();

async function liveIncident(tenant: Tenant = 'public') {
  const w = incidentsWorld();
  await w.login(tenant);
  const incident = (await w.store.list(tenant)).find(isOpenLive);
  if (!incident?.id) throw new Error('no live incident');
  return { ...w, incident, incidentId: String(incident.id) };
}

function chatPanel(w: Awaited<ReturnType<typeof liveIncident>>) {
  return new ChatPanelViewModel(
    { session: () => w.container.get(ChatSessionFlow), scroll: new DelayFlow(w.clock) },
    { incidentId: w.incidentId, tenantId: 'tenant_5' },
  );
}

describe('ChatPanelViewModel (SPEC §2 chat panel, §5 send rules, §9 chat scroll delay 500 ms)', () => {
  it('the typed message loses control characters, keeps its lines and tabs, and keeps to 1,600 characters', async () => {
    const vm = chatPanel(await liveIncident('tenant_5'));
    vm.setDraft('line 1\u0000\n\tline 2\u0007');
    expect(vm.draft).toBe('line 1\n\tline 2');
    vm.setDraft('x'.repeat(100_000));
    expect(vm.draft).toHaveLength(1600);
  });

  it('opens the chat, sends with the send rules, and asks to scroll 500 ms after a new message', async () => {
    const w = await liveIncident('tenant_5');
    const vm = chatPanel(w);
    vm.start();
    expect(vm.sendDisabled).toBe(true);
    await w.clock.advance(TIMINGS.chatOpenDelay);
    expect(vm.open).toBe(true);
    vm.setDraft('   ');
    expect(vm.sendDisabled).toBe(true);
    vm.setDraft('We are on our way');
    expect(vm.sendDisabled).toBe(false);
    const before = vm.scrollRequest;
    await vm.send();
    expect(vm.draft).toBe('');
    expect(vm.messages.map((m) => m.body)).toEqual(['We are on our way']);
    await w.clock.advance(TIMINGS.chatScrollDelay - 1);
    expect(vm.scrollRequest).toBe(before);
    await w.clock.advance(1);
    expect(vm.scrollRequest).toBe(before + 1);

    w.container.get(ChatRooms).callerSays(`${w.incidentId}_tenant_5`, 'Second floor');
    expect(vm.messages.map((m) => [m.author, m.body]).at(-1)).toEqual(['caller', 'Second floor']);
    vm.dispose();
    expect(w.clock.pendingTimers()).toBe(0);
  });

  it('keeps a refused message in the thread as failed until Retry sends it, and starts a fresh session after a dispose (strict mode)', async () => {
    const w = await liveIncident('tenant_5');
    const vm = chatPanel(w);
    vm.start();
    vm.dispose();
    vm.start();
    await w.clock.advance(TIMINGS.chatOpenDelay);
    expect(vm.open).toBe(true);
    expect(vm.connection).toBe('connected');
    w.container.get(ChatRooms).failNextSends(1);
    vm.setDraft('Are you safe?');
    await vm.send();
    expect(vm.draft).toBe('');
    const failed = vm.thread.at(-1);
    expect(failed).toMatchObject({ delivery: 'failed', message: { body: 'Are you safe?' } });
    vm.retry(failed?.outboxId ?? '');
    await w.clock.settle();
    expect(vm.thread.map((item) => [item.message.body, item.delivery])).toEqual([['Are you safe?', 'sent']]);
    vm.dispose();
  });

  it('once the call has ended the chat is read-only: the thread stays, nothing is sent, also after a second start', async () => {
    const w = await liveIncident('tenant_5');
    const vm = chatPanel(w);
    vm.start();
    await w.clock.advance(TIMINGS.chatOpenDelay);
    vm.setDraft('Help is coming');
    await vm.send();
    vm.endCall();
    expect(vm.callEnded).toBe(true);
    vm.setDraft('Are you still there?');
    expect(vm.sendDisabled).toBe(true);
    await vm.send();
    await w.clock.settle();
    expect(vm.thread.map((item) => [item.message.body, item.delivery])).toEqual([['Help is coming', 'sent']]);
    expect(
      w.container
        .get(ChatRooms)
        .conversation(`${w.incidentId}_tenant_5`)
        ?.messages.map((m) => m.body),
    ).toEqual(['Help is coming']);
    // React's strict mode starts the panel twice: the second session hears that the call ended too.
    vm.dispose();
    vm.start();
    await w.clock.advance(TIMINGS.chatOpenDelay);
    expect(vm.callEnded).toBe(true);
    expect(vm.messages.map((m) => m.body)).toEqual(['Help is coming']);
    vm.dispose();
  });

  it('gives back the text typed and not sent when the panel opens again (a reload)', async () => {
    const w = await liveIncident('tenant_5');
    const vm = chatPanel(w);
    vm.start();
    vm.setDraft('Stay where you');
    vm.dispose();
    const again = chatPanel(w);
    again.start();
    expect(again.draft).toBe('Stay where you');
    again.dispose();
  });
});

describe('MediaCarouselViewModel (SPEC §2, §3 media tabs, §7 add/remove media, §9 poll 5 s)', () => {
  function carousel(w: Awaited<ReturnType<typeof liveIncident>>) {
    return new MediaCarouselViewModel(
      {
        poller: w.container.get(MediaPollFlow),
        addMedia: w.container.get(AddMediaUseCase),
        removeMedia: w.container.get(RemoveMediaUseCase),
      },
      { incidentId: w.incidentId },
    );
  }

  it('refuses empty and unsupported files with the use case message, uploads a photo with progress, removes it', async () => {
    const w = await liveIncident();
    const vm = carousel(w);
    vm.start();
    await w.clock.settle();
    const initial = vm.media.length;

    await vm.upload(new Blob([]), 'empty.png');
    expect(vm.uploadMessage).toEqual({ kind: 'key', key: 'incident.media.empty_file' });
    await vm.upload(new Blob(['x']), 'notes.txt');
    expect(vm.uploadMessage).toEqual({ kind: 'key', key: 'incident.media.unsupported_file' });

    const upload = vm.upload(new Blob(['png-bytes']), 'scene.png');
    expect(vm.uploading).toBe(true);
    await upload;
    await w.clock.settle();
    expect(vm.uploading).toBe(false);
    expect(vm.progress).toBe(1);
    expect(vm.uploadMessage).toEqual({ kind: 'key', key: 'incident_panels.media.uploaded' });
    expect(vm.tab).toBe('images');
    expect(vm.media.length).toBe(initial + 1);
    const added = vm.tabs.images.find((m) => m.filename === 'scene.png');
    expect(added).toBeDefined();
    expect(safeMediaUrl(added?.thumbnailUrl)).not.toBeNull();

    vm.askRemove(added!);
    expect(vm.confirmingRemoval).toBe(added);
    await vm.confirmRemove();
    await w.clock.settle();
    expect(vm.confirmingRemoval).toBeNull();
    expect(vm.tabs.images.some((m) => m.filename === 'scene.png')).toBe(false);
    vm.dispose();
    expect(w.clock.pendingTimers()).toBe(0);
  });

  it('shows the SPEC §8 dialog when a removal fails', async () => {
    const w = await liveIncident();
    const vm = carousel(w);
    vm.start();
    await w.clock.settle();
    vi.spyOn(w.rest, 'removeMedia').mockRejectedValueOnce(new GatewayError('server', 'GraphQL error: Media is locked'));
    vm.askRemove({ id: 'm1', filename: 'x.png', typeContent: 'image' });
    await vm.confirmRemove();
    expect(vm.failureDialog).toEqual({
      titleKey: 'error',
      textKey: 'something_is_wrong',
      detail: { kind: 'server', message: 'Media is locked' },
    });
    vm.dismissFailure();
    expect(vm.failureDialog).toBeNull();
    vm.dispose();
  });

  it('only http(s) and data:image URLs are ever used', () => {
    expect(safeMediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeMediaUrl('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).not.toBeNull();
    expect(safeMediaUrl('demo://media/public/1/a.mp4')).toBeNull();
    expect(safeMediaUrl('javascript:alert(1)')).toBeNull();
    expect(safeMediaUrl('data:text/html,<script>')).toBeNull();
    expect(safeMediaUrl(null)).toBeNull();
  });
});

describe('IncidentEditFormViewModel (SPEC §4 edit mode, §5 required title / limit / auto-save, §8 save errors)', () => {
  async function form(tenant: Tenant, mode: IncidentEditMode = 'editable') {
    const w = await liveIncident(tenant);
    const guards = new Set<StopGuard>();
    const register = vi.fn((guard: StopGuard) => {
      guards.add(guard);
      return () => guards.delete(guard);
    });
    const notify = vi.fn();
    const onSaved = vi.fn();
    const vm = new IncidentEditFormViewModel(
      {
        edit: () => w.container.get(IncidentEditFlow),
        load: w.container.get(LoadIncidentUseCase),
        user: { settings: () => settingsOf(tenant), canEditIncident: () => mode },
        addresses: new AddressSuggestionsFlow(w.container.get(AddressAutocomplete), w.clock),
        toastDelay: new DelayFlow(w.clock),
        registerStopGuard: register,
        notify,
        onSaved,
      },
      { incidentId: w.incidentId },
    );
    vm.start();
    await w.clock.settle();
    const stop = () => [...guards].map((g) => g()).find((r) => r !== null) ?? null;
    return { ...w, vm, guards, stop, notify, onSaved };
  }

  it('requireIncidentTitle (tenant_5): the stop guard answers required.title without a title and the form shows it', async () => {
    const { vm, stop, guards, incident } = await form('tenant_5');
    expect(vm.phase).toBe('ready');
    expect(vm.values.title).toBe(incident.title ?? '');
    expect(stop()).toBeNull();
    vm.setTitle('   ');
    expect(stop()).toBe('required.title');
    expect(vm.titleError).toEqual({ key: 'required.title' });
    vm.setTitle('Fire');
    expect(stop()).toBeNull();
    vm.dispose();
    expect(guards.size).toBe(0);
  });

  it('public requires no title: an empty title never blocks a stop', async () => {
    const { vm, stop } = await form('public');
    vm.setTitle('');
    expect(stop()).toBeNull();
    vm.dispose();
  });

  it('limitedTitleLength (60 on tenant_5): the limit message with {{limit}} as the operator types', async () => {
    const { vm } = await form('tenant_5');
    vm.setTitle('x'.repeat(60));
    expect(vm.titleError).toBeNull();
    vm.setTitle('x'.repeat(61));
    expect(vm.titleError).toEqual({ key: 'settings.limited-description-length', params: { limit: 60 } });
    vm.dispose();
  });

  it('auto-saves title and description after 3 s idle and shows the saved status; Save shows a toast', async () => {
    const { vm, clock, store, incidentId, notify, onSaved } = await form('public');
    vm.setTitle('Smoke in the building');
    expect(vm.autoSaveStatus).toBe('pending');
    await clock.advance(TIMINGS.autoSaveIdle - 1);
    expect(onSaved).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(vm.autoSaveStatus).toBe('saved');
    expect((await store.get('public', incidentId))?.title).toBe('Smoke in the building');
    // The page hears the saved incident (its header and map show it).
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ id: incidentId, title: 'Smoke in the building' }));
    expect(notify).not.toHaveBeenCalled();
    await vm.save();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', key: 'incident_panels.edit.saved_toast' });
    expect(onSaved).toHaveBeenCalledTimes(2);
    vm.dispose();
  });

  it('a save failure shows one inline notice with the SPEC §8 text (value_too_long) and keeps the typed text', async () => {
    const { vm, clock, gateway, onSaved } = await form('public');
    vi.spyOn(gateway, 'updateIncident').mockRejectedValueOnce(
      new GatewayError('server', 'GraphQL error: value too long for type character varying(255)'),
    );
    vm.setDescription('A very long description');
    await clock.advance(TIMINGS.autoSaveIdle);
    expect(vm.autoSaveStatus).toBe('failed');
    expect(vm.saveNotice).toEqual({
      kind: 'warning',
      key: 'something_is_wrong',
      detail: { key: 'value_too_long' },
      action: { label: { key: 'incident_panels.edit.retry_now' }, run: expect.any(Function) },
    });
    expect(vm.values.description).toBe('A very long description');
    expect(onSaved).not.toHaveBeenCalled();
    // The retry (3 s later) is accepted: the notice goes and the status says saved.
    await clock.advance(3_000);
    expect(vm.saveNotice).toBeNull();
    expect(vm.autoSaveStatus).toBe('saved');
    vm.dispose();
  });

  it('50 failed saves in a row: one notice, no dialog, status "not saved, retrying"; recovery clears it', async () => {
    const { vm, clock, gateway } = await form('public');
    const spy = vi.spyOn(gateway, 'updateIncident').mockRejectedValue(new GatewayError('network'));
    const notices = new Set<unknown>();
    for (let i = 0; i < 50; i++) {
      vm.setDescription(`Line ${i}`);
      await clock.advance(TIMINGS.autoSaveIdle);
      notices.add(vm.saveNotice === null ? null : JSON.stringify(vm.saveNotice));
    }
    expect(spy).toHaveBeenCalledTimes(50);
    expect([...notices]).toEqual([
      JSON.stringify({ kind: 'warning', key: 'something_is_wrong', action: { label: { key: 'incident_panels.edit.retry_now' } } }),
    ]);
    expect(vm.autoSaveStatus).toBe('failed');
    expect(vm.hasUnsaved).toBe(true);
    spy.mockRestore();
    vm.saveNotice?.action?.run();
    await clock.settle();
    expect(vm.saveNotice).toBeNull();
    expect(vm.autoSaveStatus).toBe('saved');
    vm.dispose();
  });

  it('leaving with text the server refuses asks first: stay, or keep it as a draft and go; login goes without asking', async () => {
    const { vm, clock, gateway } = await form('public');
    vi.spyOn(gateway, 'updateIncident').mockRejectedValue(new GatewayError('network'));
    vm.setTitle('Not on the server yet');
    await clock.advance(TIMINGS.autoSaveIdle);
    expect(vm.blocksUnload()).toBe(true);
    const stay = vm.mayLeave('public/users');
    await clock.settle();
    expect(vm.leavePrompt.open).toBe(true);
    vm.leavePrompt.answer(false);
    expect(await stay).toBe(false);
    const go = vm.mayLeave('public/users');
    await clock.settle();
    vm.leavePrompt.answer(true);
    expect(await go).toBe(true);
    expect(await vm.mayLeave('login?redirect=public%2Fincident%2Flive%2F1')).toBe(true);
    expect(vm.leavePrompt.open).toBe(false);
    vm.dispose();
  });

  it('a kept draft is offered on the next visit; restoring saves it', async () => {
    const first = await form('public');
    const down = vi.spyOn(first.gateway, 'updateIncident').mockRejectedValue(new GatewayError('network'));
    first.vm.setDescription('Typed before the failure');
    await first.clock.advance(TIMINGS.autoSaveIdle);
    first.vm.dispose(); // its last save fails too
    await first.clock.settle();
    down.mockRestore();
    const second = new IncidentEditFormViewModel(
      {
        edit: () => first.container.get(IncidentEditFlow),
        load: first.container.get(LoadIncidentUseCase),
        user: { settings: () => settingsOf('public'), canEditIncident: () => 'editButton' },
        addresses: new AddressSuggestionsFlow(first.container.get(AddressAutocomplete), first.clock),
        toastDelay: new DelayFlow(first.clock),
        registerStopGuard: () => () => undefined,
      },
      { incidentId: first.incidentId },
    );
    second.start();
    await first.clock.settle();
    expect(second.draft).toMatchObject({ description: 'Typed before the failure' });
    await second.restoreDraft();
    expect(second.editing).toBe(true);
    expect(second.draft).toBeNull();
    expect((await first.store.get('public', first.incidentId))?.description).toBe('Typed before the failure');
    second.dispose();
  });

  it('read-only until edit is enabled: editButton shows Edit first; readOnly never edits', async () => {
    const withButton = await form('public', 'editButton');
    expect(withButton.vm.readOnly).toBe(true);
    expect(withButton.vm.showEditButton).toBe(true);
    const title = withButton.vm.values.title;
    withButton.vm.setTitle('ignored');
    expect(withButton.vm.values.title).toBe(title);
    withButton.vm.enableEdit();
    expect(withButton.vm.readOnly).toBe(false);
    withButton.vm.setTitle('typed');
    expect(withButton.vm.values.title).toBe('typed');
    withButton.vm.dispose();

    const readOnly = await form('public', 'readOnly');
    expect(readOnly.vm.showEditButton).toBe(false);
    readOnly.vm.enableEdit();
    expect(readOnly.vm.readOnly).toBe(true);
    readOnly.vm.dispose();
  });

  it('address: a search typed but not chosen is flagged, saying the address stays as it was', async () => {
    const { vm } = await form('public');
    vm.enableEdit();
    const saved = vm.values.address;
    expect(vm.addressCaution).toBeNull();
    await vm.typeAddress('Carrera 7');
    expect(vm.addressQuery).toBe('Carrera 7');
    expect(vm.addressCaution).toEqual({ key: 'incidentForm.address_not_chosen_edit', params: { address: saved } });
    // Saving keeps the address as it was; the typed search stays in the field with its note.
    await vm.save();
    expect(vm.values.address).toBe(saved);
    expect(vm.addressQuery).toBe('Carrera 7');
    expect(vm.addressCaution).not.toBeNull();
    await vm.chooseAddress(vm.suggestions[0] ?? { id: 'none', description: 'Carrera 7' });
    expect(vm.addressCaution).toBeNull();
    vm.dispose();
  });

  it('address: suggestions from the autocomplete; choosing one sets address, city and coordinates', async () => {
    const { vm } = await form('public');
    await vm.typeAddress('Carrera 7');
    expect(vm.suggestions.length).toBeGreaterThan(0);
    await vm.chooseAddress(vm.suggestions[0]!);
    expect(vm.suggestions).toEqual([]);
    expect(vm.values.address).toMatch(/Carrera 7/);
    expect(vm.values.city).not.toBe('');
    expect(vm.values.latitude).not.toBeNull();
    vm.dispose();
  });
});

describe('ShareModalViewModel (SPEC §2 share modal, §5 phone rules)', () => {
  it('loads the incident on open, masks the phone, sends the address and reports success', async () => {
    const w = await liveIncident();
    const navigate = vi.fn();
    const vm = new ShareModalViewModel(
      {
        share: w.container.get(ShareUseCase),
        load: w.container.get(LoadIncidentUseCase),
        user: { settings: () => settingsOf('public') },
        goToIncident: navigate,
      },
      { incidentId: w.incidentId, tenantId: 'public' },
    );
    vm.start();
    vm.openModal();
    await w.clock.settle();
    expect(vm.incident?.id).toBe(w.incident.id);
    expect(vm.phone.prefix).toBe('+55');
    expect(vm.sendDisabled).toBe(true);
    vm.typeNumber('21912345678');
    expect(vm.maskedNumber).toBe('(21) 9 1234-5678');
    expect(vm.sendDisabled).toBe(false);
    vm.setPrefix('+1');
    expect(vm.phone.number).toBe('');
    vm.setPrefix('+55');
    vm.typeNumber('21912345678');
    await vm.send();
    expect(vm.outcome).toEqual({
      ok: true,
      message: { key: 'incident_panels.share.success_sendAddress', params: { phone: '+5521912345678' } },
    });
    expect(navigate).not.toHaveBeenCalled();
    vm.dispose();
  });

  it('new incident mode opens the new incident live page', async () => {
    const w = await liveIncident();
    const navigate = vi.fn();
    const vm = new ShareModalViewModel(
      {
        share: w.container.get(ShareUseCase),
        load: w.container.get(LoadIncidentUseCase),
        user: { settings: () => settingsOf('public') },
        goToIncident: navigate,
      },
      { incidentId: w.incidentId, tenantId: 'public' },
    );
    vm.start();
    vm.openModal();
    await w.clock.settle();
    vm.setMode('newIncident');
    vm.typeNumber('21912345671');
    const sent = vm.send();
    await w.clock.advance(TIMINGS.localIpDiscovery);
    await sent;
    expect(vm.outcome?.ok).toBe(true);
    expect(navigate).toHaveBeenCalledWith('public', expect.any(String), null);
    expect(vm.open).toBe(false);
    vm.dispose();
  });
});
