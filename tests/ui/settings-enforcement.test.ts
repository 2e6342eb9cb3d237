import { describe, expect, it, vi } from 'vitest';
import { SettingsFacade } from '../../src/application/admin/settings.facade';
import { AddMediaUseCase } from '../../src/application/incidents/add-media.use-case';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../src/application/incidents/media-poll.flow';
import { RemoveMediaUseCase } from '../../src/application/incidents/remove-media.use-case';
import { ShareUseCase } from '../../src/application/live/share.use-case';
import { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import { isOpenLive } from '../../src/domain/incident/incident';
import { err, ok } from '../../src/domain/shared/result';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { sidebarBranding } from '../../src/domain/routing/sidebar';
import { AdminLayoutViewModel } from '../../src/ui/admin/admin-layout.view-model';
import { CreateIncidentViewModel } from '../../src/ui/incident/create/create-incident.view-model';
import { LiveIncidentViewModel } from '../../src/ui/incident/live/live-incident.view-model';
import { IncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.view-model';
import { MediaCarouselViewModel } from '../../src/ui/incident/live/panels/media-carousel.view-model';
import { ShareModalViewModel } from '../../src/ui/incident/live/panels/share-modal.view-model';
import { quietReviewDeps } from './incident-view-support';
import { IncidentViewViewModel } from '../../src/ui/incident/view/incident-view.view-model';
import { incidentsWorld } from '../application/incidents-support';

/**
 * SPEC §3, §6 "Settings flags restrict video and incident creation": each screen that shows video or creates an
 * incident follows a save at once, while it is open (the settings section and these screens share one session).
 */
async function signedIn(tenant: 'tenant_5' | 'tenant_24' = 'tenant_24') {
  const w = incidentsWorld();
  // Saving settings needs the settings permission: tenant_5's operator lacks it, its super user holds every section.
  await w.login(tenant, tenant === 'tenant_5' ? 'super@tenant5.demo' : undefined);
  const user = w.container.get(CurrentUserStore);
  const settings = w.container.get(SettingsFacade);
  const live = (await w.store.list(tenant)).find(isOpenLive);
  return { ...w, user, settings, incidentId: String(live?.id ?? '1') };
}

describe('restrictCreateIncident, applied on open screens as soon as it is saved', () => {
  it('navbar: the argos add-incident button goes away, and comes back', async () => {
    const { user, settings } = await signedIn();
    await settings.save({ allowArgoCreateIncident: true });
    const config = defaultTenantConfig();
    const vm = new AdminLayoutViewModel({
      user: {
        current: () => user.session(),
        settings: () => user.settings(),
        customLogo: () => false,
        onSettingsChange: user.onSettingsChange,
      },
      logout: { execute: () => Promise.resolve(ok({ route: 'login' })) },
      navigate: vi.fn(),
      currentRoute: () => 'tenant_24/argos',
      config,
      branding: (tenant, flag) => sidebarBranding(tenant, flag, config),
      leave: () => Promise.resolve(false),
    });
    vm.start();
    expect(vm.addIncident('tenant_24/argos').visible).toBe(true);
    await settings.save({ restrictCreateIncident: true });
    expect(vm.addIncident('tenant_24/argos')).toEqual({ visible: false, disabled: true });
    await settings.save({ restrictCreateIncident: false });
    expect(vm.addIncident('tenant_24/argos').visible).toBe(true);
    vm.dispose();
    await settings.save({ restrictCreateIncident: true });
    expect(vm.addIncident('tenant_24/argos').visible).toBe(true);
  });

  it('create mode: the form gives way to the notice and Send is disabled', async () => {
    const { user, settings, container, clock } = await signedIn();
    const sendLink = { execute: vi.fn(async () => err({ kind: 'busy' as const })) };
    const vm = new CreateIncidentViewModel(
      {
        sendLink,
        descriptions: { read: async () => ok([]) },
        addresses: new AddressSuggestionsFlow(container.get(AddressAutocomplete), clock),
        settings: () => user.settings(),
        onSettingsChange: user.onSettingsChange,
        navigate: vi.fn(),
      },
      { tenant: 'tenant_24', search: new URLSearchParams('phone=%2B525512345678') },
    );
    vm.start();
    expect(vm.creationAllowed).toBe(true);
    expect(vm.sendDisabled).toBe(false);
    await settings.save({ restrictCreateIncident: true });
    expect(vm.creationAllowed).toBe(false);
    expect(vm.sendDisabled).toBe(true);
    await vm.send('sms');
    expect(sendLink.execute).not.toHaveBeenCalled();
    vm.dispose();
  });

  it('share modal: the new-incident mode is taken away (and the chosen mode falls back)', async () => {
    const { user, settings, container, incidentId } = await signedIn();
    const vm = new ShareModalViewModel(
      { share: container.get(ShareUseCase), load: container.get(LoadIncidentUseCase), user, goToIncident: vi.fn() },
      { incidentId, tenantId: 'tenant_24' },
    );
    vm.start();
    vm.setMode('newIncident');
    expect(vm.activeMode).toBe('newIncident');
    await settings.save({ restrictCreateIncident: true });
    expect(vm.modes).not.toContain('newIncident');
    expect(vm.activeMode).toBe('sendAddress');
    vm.setMode('newIncident');
    expect(vm.activeMode).toBe('sendAddress');
    vm.dispose();
  });

  it('incident view: the add-incident button hides', async () => {
    const { user, settings } = await signedIn();
    const vm = new IncidentViewViewModel(
      {
        loader: { execute: async () => err({ kind: 'not-found' as const }) },
        hasAccess: () => true,
        createTrackPoller: () => ({ points: [], start: vi.fn(), dispose: vi.fn(), onPoints: () => () => {} }),
        navigate: vi.fn(),
        settings: user,
        review: quietReviewDeps(),
      },
      { tenant: 'tenant_24', incidentId: '7', search: new URLSearchParams() },
    );
    vm.start();
    expect(vm.addIncidentVisible).toBe(true);
    await settings.save({ restrictCreateIncident: true });
    expect(vm.addIncidentVisible).toBe(false);
    vm.dispose();
  });
});

describe('the title rules, applied on an open edit form as soon as they are saved (SPEC §5)', () => {
  it('requireIncidentTitle turned on blocks stopping without a title; a title limit shows at once', async () => {
    const { user, settings, container, clock, incidentId } = await signedIn('tenant_24');
    await settings.save({ requireIncidentTitle: false, limitedTitleLength: 0 });
    const guards: (() => string | null)[] = [];
    const vm = new IncidentEditFormViewModel(
      {
        edit: () => container.get(IncidentEditFlow),
        load: container.get(LoadIncidentUseCase),
        user: { settings: () => user.settings(), canEditIncident: () => 'editable', onSettingsChange: user.onSettingsChange },
        addresses: new AddressSuggestionsFlow(container.get(AddressAutocomplete), clock),
        toastDelay: new DelayFlow(clock),
        registerStopGuard: (guard) => {
          guards.push(guard);
          return () => {};
        },
      },
      { incidentId },
    );
    vm.start();
    await clock.settle();
    vm.setTitle('A title that is rather long');
    vm.setTitle('');
    expect(guards[0]?.()).toBeNull();
    await settings.save({ requireIncidentTitle: true, limitedTitleLength: 10 });
    expect(vm.titleRequired).toBe(true);
    expect(guards[0]?.()).toBe('required.title');
    vm.setTitle('A title that is rather long');
    expect(vm.titleError).toEqual({ key: 'settings.limited-description-length', params: { limit: 10 } });
    vm.dispose();
    await clock.settle();
  });
});

describe('restrictVideo, applied on open screens as soon as it is saved', () => {
  it("live page: the caller's picture is hidden and its view link is not handed out", async () => {
    const { user, settings } = await signedIn('tenant_5');
    const copy = vi.fn(async () => {});
    const session = {
      state: { phase: 'live' },
      onEvent: () => () => {},
      start: () => new Promise(() => {}),
      dispose: vi.fn(),
      applySettings: async () => {},
    };
    const vm = new LiveIncidentViewModel(
      {
        createSession: () => ok(session as never),
        notify: vi.fn(),
        navigate: vi.fn(),
        settings: user,
        copy,
        viewLink: async () => 'https://console.example/#/tenant_5/incident/live/7/view',
      },
      { tenant: 'tenant_5', incidentId: '7', readOnly: false },
    );
    vm.start();
    expect(vm.videoAllowed).toBe(true);
    await settings.save({ restrictVideo: true });
    expect(vm.videoAllowed).toBe(false);
    await vm.media.copyLink();
    expect(copy).not.toHaveBeenCalled();
    await settings.save({ restrictVideo: false });
    await vm.media.copyLink();
    expect(copy).toHaveBeenCalledTimes(1);
    vm.dispose();
  });

  it('live page: the running session hears every saved setting (the broadcast control follows it)', async () => {
    const { user, settings } = await signedIn('tenant_5');
    const applied: boolean[] = [];
    const session = {
      state: { phase: 'live' },
      onEvent: () => () => {},
      start: () => new Promise(() => {}),
      dispose: vi.fn(),
      attachPlayback: vi.fn(),
      applySettings: async (settings: { allowOperatorBroadcast: boolean }) => void applied.push(settings.allowOperatorBroadcast),
    };
    const vm = new LiveIncidentViewModel(
      { createSession: () => ok(session as never), notify: vi.fn(), navigate: vi.fn(), settings: user },
      { tenant: 'tenant_5', incidentId: '7', readOnly: false },
    );
    vm.start();
    await settings.save({ allowOperatorBroadcast: true });
    vm.dispose();
    await settings.save({ allowOperatorBroadcast: false });
    expect(applied).toEqual([true]);
  });

  it('media: the video and recording tabs go, an open video closes, a video cannot be added', async () => {
    const { user, settings, container, clock, incidentId } = await signedIn('tenant_5');
    const vm = new MediaCarouselViewModel(
      {
        poller: container.get(MediaPollFlow),
        addMedia: container.get(AddMediaUseCase),
        removeMedia: container.get(RemoveMediaUseCase),
        settings: user,
      },
      { incidentId },
    );
    vm.start();
    await clock.settle();
    expect(vm.tabOrder).toEqual(['images', 'videos', 'files', 'cloudRecordings']);
    vm.selectTab('videos');
    const video = { id: 'v1', typeContent: 'video', url: 'https://demo.invalid/v.mp4' } as const;
    vm.open(video);
    await settings.save({ restrictVideo: true });
    expect(vm.tabOrder).toEqual(['images', 'files']);
    expect(vm.activeTab).toBe('images');
    expect(vm.openedItem).toBeNull();
    await vm.upload(new Blob(['mp4']), 'clip.mp4');
    expect(vm.uploadMessage).toEqual({ kind: 'key', key: 'settings_enforced.video_restricted' });
    expect(vm.uploading).toBe(false);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});
