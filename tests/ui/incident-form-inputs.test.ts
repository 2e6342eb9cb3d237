import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import type { AddressSuggestion } from '../../src/application/ports/address-autocomplete.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { isOpenLive } from '../../src/domain/incident/incident';
import { defaultSettings } from '../../src/domain/incident/settings';
import { err, ok } from '../../src/domain/shared/result';
import { CreateIncidentViewModel } from '../../src/ui/incident/create/create-incident.view-model';
import { IncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.view-model';
import { incidentsWorld } from '../application/incidents-support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const PASTE = 'x'.repeat(100_000);

/** Create mode over an autocomplete that knows one street; sending answers as `result` says. */
function createMode(result: unknown = ok({ incidentId: '42', incident: { id: '42' }, status: 'sent', linkId: null })) {
  const known: AddressSuggestion[] = [{ id: 'p1', description: 'Carrera 7, Bogotá' }];
  const places = {
    suggest: vi.fn(async (text: string) => (text.toLowerCase().startsWith('carr') ? known : [])),
    details: vi.fn(async () => ({ address: 'Carrera 7, Bogotá', components: [], latitude: 4.6, longitude: -74.07 })),
  };
  const sendLink = { execute: vi.fn(async () => result) };
  const vm = new CreateIncidentViewModel(
    {
      sendLink: sendLink as never,
      descriptions: { read: async () => ok([]) },
      addresses: new AddressSuggestionsFlow(places, new VirtualClock()),
      settings: () => ({ requireIncidentTitle: true, limitedTitleLength: 60 }),
      navigate: vi.fn(),
    },
    { tenant: 'tenant_12', search: new URLSearchParams(), suggestDelay: 0 },
  );
  vm.start();
  return { vm, sendLink, places };
}

describe('create mode: required fields, limits and the address search', () => {
  it('marks title, address and description required before anything is sent', () => {
    const { vm } = createMode();
    expect(vm.requiredFields).toEqual(['title', 'address', 'description']);
    expect(vm.fieldError('title')).toBeNull();
  });

  it('a refused send says what to type at each missing field and keeps everything typed', async () => {
    const { vm } = createMode(
      err({
        kind: 'create-failed',
        error: {
          kind: 'invalid',
          errors: [
            { field: 'title', key: 'incident.form.title_required' },
            { field: 'description', key: 'incident.form.description_required' },
          ],
        },
      }),
    );
    vm.typeNumber('3001234561');
    vm.typeAddress('Somewhere 12');
    await vm.send('sms');
    expect(vm.fieldError('title')).toEqual({ key: 'incidentForm.required.title' });
    expect(vm.fieldError('description')).toEqual({ key: 'incidentForm.required.description' });
    expect(vm.fieldError('address')).toBeNull();
    expect(vm.form.address).toBe('Somewhere 12');
    expect(vm.phone.number).toBe('3001234561');
    vm.setTitle('Fire');
    expect(vm.fieldError('title')).toBeNull();
  });

  it('a 100,000-character paste keeps 255 characters and says so; the next edit that fits clears the note', () => {
    const { vm } = createMode();
    vm.typeAddress(PASTE);
    expect(vm.form.address).toHaveLength(255);
    expect(vm.fieldNotice('address')).toEqual({ kind: 'warning', key: 'incidentForm.cut', values: { limit: 255, cut: 100_000 - 255 } });
    expect(vm.lengthHint('address')).toMatchObject({ count: 255, limit: 255, show: true, over: false });
    vm.typeAddress(vm.form.address.slice(0, 10));
    expect(vm.fieldNotice('address')).toBeNull();
  });

  it('a key pressed in a full field is refused without losing what was there', () => {
    const { vm } = createMode();
    const full = 'a'.repeat(255);
    vm.setTitle(full);
    vm.setTitle(`${full.slice(0, 100)}Z${full.slice(100)}`);
    expect(vm.form.title).toBe(full);
    expect(vm.fieldNotice('title')?.values?.cut).toBe(1);
  });

  it("the title counts against the tenant's limit (60): over it the message shows and the text stays", () => {
    const { vm } = createMode();
    vm.setTitle('t'.repeat(61));
    expect(vm.form.title).toHaveLength(61);
    expect(vm.lengthHint('title')).toMatchObject({ count: 61, limit: 60, over: true });
    expect(vm.fieldError('title')).toEqual({ key: 'settings.limited-description-length', params: { limit: 60 } });
  });

  it('control characters never reach the form; a description keeps its lines and tabs', () => {
    const { vm } = createMode();
    vm.setTitle('Fire\u0000 on\n5th\u0007');
    vm.setDescription('line 1\n\tline 2\u0000');
    expect(vm.form.title).toBe('Fire on 5th');
    expect(vm.form.description).toBe('line 1\n\tline 2');
  });

  it('the address search: nothing under two letters, suggestions, "no matches", and Escape keeps the text', async () => {
    const { vm, places } = createMode();
    vm.typeAddress('C');
    expect(vm.form.addressSearch).toBe('idle');
    expect(places.suggest).not.toHaveBeenCalled();
    vm.typeAddress('Carr');
    expect(vm.form.addressSearch).toBe('searching');
    await flush();
    expect(vm.form.addressSearch).toBe('found');
    expect(vm.form.suggestions).toHaveLength(1);
    vm.closeSuggestions();
    expect(vm.form.suggestions).toEqual([]);
    expect(vm.form.address).toBe('Carr');
    vm.typeAddress('Zzyzx');
    await flush();
    expect(vm.form.addressSearch).toBe('none');
    vm.typeAddress('Carrera');
    await flush();
    await vm.chooseSuggestion(vm.form.suggestions[0]);
    expect(vm.form.addressSearch).toBe('idle');
    expect(vm.form.values).toMatchObject({ address: 'Carrera 7, Bogotá', latitude: 4.6, longitude: -74.07 });
  });
});

describe('the edit form: required marks, limits and a refused save (tenant_5 requires a title, limit 60)', () => {
  async function editForm() {
    const w = incidentsWorld();
    await w.login('tenant_5');
    const incident = (await w.store.list('tenant_5')).find(isOpenLive);
    if (!incident?.id) throw new Error('no live incident');
    const settings = DEMO_TENANTS.find((t) => t.id === 'tenant_5')?.settings ?? defaultSettings();
    const vm = new IncidentEditFormViewModel(
      {
        edit: () => w.container.get(IncidentEditFlow),
        load: w.container.get(LoadIncidentUseCase),
        user: { settings: () => settings, canEditIncident: () => 'editable' },
        addresses: new AddressSuggestionsFlow(w.container.get(AddressAutocomplete), w.clock),
        toastDelay: new DelayFlow(w.clock),
        registerStopGuard: () => () => undefined,
        notify: vi.fn(),
      },
      { incidentId: String(incident.id) },
    );
    vm.start();
    await w.clock.settle();
    return { vm, clock: w.clock };
  }

  it('a save without a title says what to type, a stop keeps its own words, and the text typed stays', async () => {
    const { vm } = await editForm();
    vm.setDescription('Still here');
    vm.setTitle('');
    await vm.save();
    expect(vm.titleError).toEqual({ key: 'incidentForm.required.title' });
    expect(vm.values.description).toBe('Still here');
    expect(vm.guard('stop')).toBe('required.title');
  });

  it('a pasted title keeps 255 characters and says so; the counter counts against 60', async () => {
    const { vm } = await editForm();
    vm.setTitle(PASTE);
    expect(vm.values.title).toHaveLength(255);
    expect(vm.fieldNotice('title')?.key).toBe('incidentForm.cut');
    expect(vm.lengthHint('title')).toMatchObject({ count: 255, limit: 60, over: true });
  });

  it('the address search says "no matches" and Escape closes the suggestions keeping the search', async () => {
    const { vm, clock } = await editForm();
    await vm.typeAddress('Qqqqqq');
    await clock.settle();
    expect(vm.addressSearch).toBe('none');
    await vm.typeAddress('Carrera 7');
    await clock.settle();
    expect(vm.suggestions.length).toBeGreaterThan(0);
    vm.closeSuggestions();
    expect(vm.suggestions).toEqual([]);
    expect(vm.addressQuery).toBe('Carrera 7');
  });
});
