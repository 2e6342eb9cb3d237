import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { resourcePort, type GatewayOf } from '../../src/application/admin/resource-ports';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { ChatSessionFlow } from '../../src/application/live/chat-session.flow';
import { ChatPanelViewModel } from '../../src/ui/incident/live/panels/chat-panel.view-model';
import { PredefinedDescriptionsViewModel } from '../../src/ui/admin/sections/predefined-description/predefined-descriptions.view-model';
import { CreateIncidentViewModel, type SendLink } from '../../src/ui/incident/create/create-incident.view-model';
import { quickChoices } from '../../src/ui/incident/shared/quick-choices';
import type { Services } from '../../src/ui/shared/services';
import { PREDEFINED_DESCRIPTION } from '../../src/domain/admin/resources/predefined-description';
import { incidentsWorld } from '../application/incidents-support';
import { settle } from './admin-users-support';

const route = { name: 'admin-section', tenant: 'public', section: 'predefined-description' } as const;

/** The container as the view-model factories see it (quickChoices asks it for the declared resources' facades). */
function services(container: Container): Services {
  return {
    get: (token) => container.get(token),
    ready: () => Promise.resolve(),
    sectionsReady: () => Promise.resolve(),
    incidentPagesReady: () => Promise.resolve(),
    config: {} as Services['config'],
  };
}

async function world(storage = { local: new MemoryStorage(), session: new MemoryStorage() }) {
  const w = incidentsWorld({
    bindings: [
      [KeyValueStorage.local, storage.local],
      [KeyValueStorage.session, storage.session],
    ],
  });
  await w.login('public', 'admin@public.demo');
  const notify = vi.fn();
  const admin = new PredefinedDescriptionsViewModel(
    {
      descriptions: w.container.get(ResourceFacades).of(PREDEFINED_DESCRIPTION),
      navigate: vi.fn(),
      notify,
      searchDelay: new DelayFlow(w.clock),
      download: vi.fn(),
    },
    { route, query: {}, translate: (key) => key },
  );
  /** The live page's create mode, reading its quick choices through the same facade as in the browser. */
  const live = new CreateIncidentViewModel(
    {
      sendLink: { execute: vi.fn() } as unknown as SendLink,
      descriptions: quickChoices(services(w.container)),
      addresses: new AddressSuggestionsFlow({ suggest: vi.fn(), details: vi.fn() }, new VirtualClock()),
      settings: () => null,
      navigate: vi.fn(),
    },
    { tenant: 'public', search: new URLSearchParams(), suggestDelay: 0 },
  );
  return {
    ...w,
    storage,
    admin,
    live,
    notify,
    gateway: w.container.get<GatewayOf<typeof PREDEFINED_DESCRIPTION>>(resourcePort(PREDEFINED_DESCRIPTION)),
  };
}

describe('Predefined descriptions section (SPEC §7 /predefined-description)', () => {
  it("an edit saved in the section reaches the live page's quick choices at once, and survives a reload", async () => {
    const { admin, live, notify, storage } = await world();
    admin.start();
    live.start();
    await settle();
    expect(live.choices.map((c) => c.label)).toEqual(['Traffic accident', 'Fire', 'Medical emergency', 'Robbery']);
    const fire = admin.list.items.find((c) => c.label === 'Fire');
    if (!fire) throw new Error('seed changed');
    admin.openForm(fire);
    admin.editor.form?.set('descriptionOption', 'Fire with smoke');
    await admin.editor.form?.submit();
    await settle();
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      key: 'admin.predefined-description.updated',
      values: { name: 'Fire with smoke' },
    });
    expect(live.choices.map((c) => c.label)).toContain('Fire with smoke');

    admin.openForm(null);
    admin.editor.form?.set('descriptionOption', 'Flood');
    admin.editor.form?.set('description', 'Street flooded; cars stuck.');
    await admin.editor.form?.submit();
    await settle();
    expect(live.choices.map((c) => c.label)).toContain('Flood');
    live.dispose();

    const reloaded = await world(storage);
    reloaded.live.start();
    await settle();
    const labels = reloaded.live.choices.map((c) => c.label).join(', ');
    expect(labels).toBe('Traffic accident, Fire with smoke, Medical emergency, Robbery, Flood');
  });

  it('a deleted description leaves the live page; a disposed page no longer listens', async () => {
    const { admin, live } = await world();
    admin.start();
    live.start();
    await settle();
    const robbery = admin.list.items.find((c) => c.label === 'Robbery');
    if (!robbery) throw new Error('seed changed');
    admin.list.askRemove(robbery);
    await admin.list.confirmRemove();
    await settle();
    expect(live.choices.map((c) => c.label)).not.toContain('Robbery');
    live.dispose();
    const before = live.choices;
    admin.openForm(null);
    admin.editor.form?.set('descriptionOption', 'Gas leak');
    admin.editor.form?.set('description', 'Smell of gas in the building.');
    await admin.editor.form?.submit();
    await settle();
    expect(live.choices).toBe(before);
  });

  it('refuses blank fields in the form; a failed save shows its reason and announces nothing', async () => {
    const { admin, live, gateway, container } = await world();
    live.start();
    await settle();
    const reread = vi.spyOn(container.get<GatewayOf<typeof PREDEFINED_DESCRIPTION>>(resourcePort(PREDEFINED_DESCRIPTION)), 'all');
    admin.openForm(null);
    await admin.editor.form?.submit();
    expect(admin.editor.form?.errors).toEqual({ descriptionOption: 'required', description: 'required' });
    vi.spyOn(gateway, 'create').mockRejectedValueOnce(new GatewayError('server', 'value too long for type character varying(255)', 500));
    admin.editor.form?.set('descriptionOption', 'Long');
    admin.editor.form?.set('description', 'Text');
    await admin.editor.form?.submit();
    expect(admin.editor.form?.failure).toEqual({ key: 'value_too_long' });
    expect(reread).not.toHaveBeenCalled();
  });

  it("the facade's own refusal of a blank field is the form's field error", async () => {
    const facade = {
      all: vi.fn(),
      remove: vi.fn(),
      create: vi.fn(),
      update: vi.fn(async () => ({ ok: false as const, error: { kind: 'invalid' as const, fields: { description: 'required' } } })),
    };
    const vm = new PredefinedDescriptionsViewModel(
      { descriptions: facade, navigate: vi.fn(), notify: vi.fn(), searchDelay: new DelayFlow(new VirtualClock()), download: vi.fn() },
      { route, query: {}, translate: (key) => key },
    );
    vm.openForm({ id: '1', label: 'Fire', description: 'x' });
    await vm.editor.form?.submit();
    expect(vm.editor.form?.errors).toEqual({ description: 'required' });
  });
});

describe('the chat panel offers the predefined texts too', () => {
  it('picking one puts its text in the message; an edit in the section reaches the panel at once', async () => {
    const w = await world();
    const chat = new ChatPanelViewModel(
      {
        session: () => w.container.get(ChatSessionFlow),
        scroll: new DelayFlow(w.clock),
        choices: quickChoices(services(w.container)),
      },
      { incidentId: 'none', tenantId: 'public' },
    );
    chat.start();
    await settle();
    expect(chat.choices.map((c) => c.label)).toEqual(['Traffic accident', 'Fire', 'Medical emergency', 'Robbery']);
    chat.pickChoiceById(chat.choices[2]?.id ?? '');
    expect(chat.draft).toBe('A person needs urgent medical help.');
    chat.pickChoiceById('unknown');
    expect(chat.draft).toBe('A person needs urgent medical help.');
    w.admin.start();
    await settle();
    const robbery = w.admin.list.items.find((c) => c.label === 'Robbery');
    if (!robbery) throw new Error('seed changed');
    w.admin.openForm(robbery);
    w.admin.editor.form?.set('descriptionOption', 'Armed robbery');
    await w.admin.editor.form?.submit();
    await settle();
    expect(chat.choices.map((c) => c.label)).toContain('Armed robbery');
    chat.dispose();
  });
});
