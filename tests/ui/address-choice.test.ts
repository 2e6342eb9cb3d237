import { describe, expect, it, vi } from 'vitest';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import type { AddressAutocomplete, AddressDetails } from '../../src/application/ports/address-autocomplete.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { isOpenLive } from '../../src/domain/incident/incident';
import { defaultSettings } from '../../src/domain/incident/settings';
import { IncidentFormModel } from '../../src/ui/incident/shared/incident-form.model';
import { IncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.view-model';
import { incidentsWorld } from '../application/incidents-support';

/**
 * SPEC §5: create mode and the edit form choose an address one way, through the AddressSuggestionsFlow (the incident
 * form model's choose()): the chosen suggestion's details set address, city and coordinates, and typing again while
 * they load wins over them. Details are answered by hand here, so the order is the test's.
 */
const SUGGESTION = { id: 'rua-a', description: 'Rua A, 10 - Centro, Rio de Janeiro' };
const DETAILS: AddressDetails = {
  address: 'Rua A, 10 - Centro, Rio de Janeiro - RJ, Brazil',
  components: [{ long_name: 'Rio de Janeiro', types: ['locality'] }],
  latitude: -22.9,
  longitude: -43.2,
};

/** Places whose details answer when the test says so. */
function placesByHand() {
  const answers: ((details: AddressDetails | null) => void)[] = [];
  const places: AddressAutocomplete = {
    suggest: async () => [SUGGESTION],
    details: () => new Promise((resolve) => answers.push(resolve)),
  };
  return { places, answer: (details: AddressDetails | null) => answers.shift()?.(details) };
}

async function editForm() {
  const w = incidentsWorld();
  await w.login('public');
  const incident = (await w.store.list('public')).find(isOpenLive);
  const hand = placesByHand();
  const addresses = new AddressSuggestionsFlow(hand.places, w.clock);
  const choose = vi.spyOn(addresses, 'choose');
  const vm = new IncidentEditFormViewModel(
    {
      edit: () => w.container.get(IncidentEditFlow),
      load: w.container.get(LoadIncidentUseCase),
      user: {
        settings: () => DEMO_TENANTS.find((t) => t.id === 'public')?.settings ?? defaultSettings(),
        canEditIncident: () => 'editable',
      },
      addresses,
      toastDelay: new DelayFlow(w.clock),
      registerStopGuard: () => () => {},
      notify: vi.fn(),
      onSaved: vi.fn(),
    },
    { incidentId: String(incident?.id) },
  );
  vm.start();
  await w.clock.settle();
  return { ...w, vm, hand, choose };
}

describe('one address choice for create mode and the edit form', () => {
  it('create mode: the chosen suggestion is looked up through the suggestions flow and sets city and coordinates', async () => {
    const hand = placesByHand();
    const addresses = new AddressSuggestionsFlow(hand.places, incidentsWorld().clock);
    const choose = vi.spyOn(addresses, 'choose');
    const form = new IncidentFormModel(addresses, 0);
    const chosen = form.chooseSuggestion(SUGGESTION);
    expect(form.choosingAddress).toBe(true);
    hand.answer(DETAILS);
    await chosen;
    expect(choose).toHaveBeenCalledWith('rua-a');
    expect(form.values).toMatchObject({ address: DETAILS.address, city: 'Rio de Janeiro', latitude: -22.9, longitude: -43.2 });
    expect(form.choosingAddress).toBe(false);
  });

  it('the edit form: the same lookup, and its details reach the edit flow', async () => {
    const { vm, hand, choose } = await editForm();
    const chosen = vm.chooseAddress(SUGGESTION);
    expect(vm.fields.choosingAddress).toBe(true);
    hand.answer(DETAILS);
    await chosen;
    expect(choose).toHaveBeenCalledWith('rua-a');
    expect(vm.values).toMatchObject({ address: DETAILS.address, city: 'Rio de Janeiro', latitude: -22.9, longitude: -43.2 });
    expect(vm.addressQuery).toBe(DETAILS.address);
    expect(vm.addressError).toBeNull();
    vm.dispose();
  });

  it('the edit form: typing again while the details load wins over them, and says nothing is missing', async () => {
    const { vm, hand } = await editForm();
    const before = vm.values.address;
    const chosen = vm.chooseAddress(SUGGESTION);
    await vm.typeAddress('Rua B');
    hand.answer(DETAILS);
    await chosen;
    expect(vm.values.address).toBe(before);
    expect(vm.addressQuery).toBe('Rua B');
    expect(vm.addressError).toBeNull();
    vm.dispose();
  });

  it('the edit form: details that cannot be had leave the address and say so', async () => {
    const { vm, hand } = await editForm();
    const before = vm.values.address;
    const chosen = vm.chooseAddress(SUGGESTION);
    hand.answer(null);
    await chosen;
    expect(vm.values.address).toBe(before);
    expect(vm.addressError).toEqual({ key: 'incident_panels.edit.address_not_found' });
    vm.dispose();
  });
});
