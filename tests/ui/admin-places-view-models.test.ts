import { describe, expect, it, vi } from 'vitest';
import { ARGOS } from '../../src/domain/admin/resources/argos';
import { MAP_READ_LIMIT } from '../../src/application/admin/read-all-pages';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { ALLOWED_PLACES } from '../../src/domain/admin/resources/allowed-places';
import { PLACES_OF_INTEREST } from '../../src/domain/admin/resources/places-of-interest';
import { RATES_APP } from '../../src/domain/admin/resources/rates-app';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import type { RouteQuery } from '../../src/domain/routing/routes';
import { AllowedPlacesViewModel } from '../../src/ui/admin/sections/allowed-places/allowed-places.view-model';
import { ArgosViewModel } from '../../src/ui/admin/sections/argos/argos.view-model';
import { PlacesOfInterestViewModel } from '../../src/ui/admin/sections/places-of-interest/places-of-interest.view-model';
import { RatesAppViewModel } from '../../src/ui/admin/sections/rates-app/rates-app.view-model';
import { incidentsWorld } from '../application/incidents-support';

/** A signed-in demo world and what every section's view model is made with (navigation, toasts, the search pause). */
async function section(name: string, tenant: 'public' | 'tenant_24' = 'public', query: RouteQuery = {}) {
  const world = incidentsWorld();
  await world.login(tenant);
  const deps = { navigate: vi.fn(), notify: vi.fn(), download: vi.fn(), searchDelay: new DelayFlow(world.clock) };
  const params = { route: { name: 'admin-section', tenant, section: name } as const, query, translate: (key: string) => key };
  const settle = () => world.clock.settle();
  return { ...world, deps, params, settle, get: world.container.get.bind(world.container) };
}

/** An address autocomplete that knows one address. */
const addresses = {
  suggest: vi.fn(async (text: string) => (text.length >= 3 ? [{ id: 's1', description: 'Rua Voluntários da Pátria - Botafogo' }] : [])),
  choose: vi.fn(async () => ({
    address: 'Rua Voluntários da Pátria, 10 - Botafogo',
    city: 'Rio de Janeiro',
    latitude: -22.951,
    longitude: -43.194,
  })),
  cancel: vi.fn(),
  dispose: vi.fn(),
};

describe('PlacesOfInterestViewModel', () => {
  async function places() {
    const s = await section('places-of-interest');
    const vm = new PlacesOfInterestViewModel(
      { ...s.deps, places: s.get(ResourceFacades).of(PLACES_OF_INTEREST), addresses, repeat: s.get(RepeatFlow) },
      s.params,
    );
    vm.start();
    await s.settle();
    return { ...s, vm };
  }

  it('shows every place on the map and a page of them in the list', async () => {
    const { vm } = await places();
    expect(vm.map.status).toBe('ready');
    expect(vm.map.located.length).toBeGreaterThan(vm.list.items.length - 1);
    expect(vm.list.items.length).toBe(10);
  });

  it('a click on the map opens the form at that point; saving adds the place to the list and the map', async () => {
    const { vm, settle, deps } = await places();
    vm.openAdd({ latitude: -22.9512345678, longitude: -43.1944118 });
    const form = vm.editor.form!;
    expect(form.values).toMatchObject({ latitude: '-22.951235', longitude: '-43.194412', category: 'other' });
    form.set('name', 'Clinic');
    await form.submit();
    await settle();
    expect(vm.editor.form).toBeNull();
    expect(deps.notify).toHaveBeenCalledWith({
      kind: 'success',
      key: 'admin.places-of-interest.added',
      values: { name: 'Clinic' },
    });
    expect(vm.map.entries.some((e) => e.title === 'Clinic')).toBe(true);
  });

  it('an address chosen from the suggestions sets the coordinates; a refused form says why under each field', async () => {
    const { vm } = await places();
    vm.openAdd();
    await vm.typeAddress('Volun');
    expect(vm.suggestions).toHaveLength(1);
    await vm.chooseSuggestion(vm.suggestions[0]!);
    expect(vm.editor.form?.values).toMatchObject({
      address: 'Rua Voluntários da Pátria, 10 - Botafogo',
      latitude: '-22.951',
      longitude: '-43.194',
    });
    await vm.editor.form!.submit();
    expect(vm.editor.form?.errors).toEqual({ name: 'required' });
  });

  it('an address typed but not chosen is flagged until a suggestion is chosen; an edited place’s own address is not', async () => {
    const { vm } = await places();
    vm.openAdd();
    expect(vm.addressNotChosen).toBe(false);
    await vm.typeAddress('Volun');
    expect(vm.addressNotChosen).toBe(true);
    await vm.chooseSuggestion(vm.suggestions[0]!);
    expect(vm.addressNotChosen).toBe(false);
    // Typing again after the choice: the coordinates are still the chosen address's, not this one's.
    await vm.typeAddress('Rua Voluntários da Pátria, 12 - Botafogo');
    expect(vm.addressNotChosen).toBe(true);
    vm.editor.form!.requestClose();
    vm.editor.form!.discard();
    vm.openEdit(vm.list.items[0]!);
    expect(vm.editor.form?.values.address).not.toBe('');
    expect(vm.addressNotChosen).toBe(false);
  });

  it('a failed map read says so and keeps the list working', async () => {
    const s = await section('places-of-interest');
    const facade = s.get(ResourceFacades).of(PLACES_OF_INTEREST);
    const vm = new PlacesOfInterestViewModel(
      {
        ...s.deps,
        places: {
          ...facade,
          // The map reads every place in one page; that read fails, the list's pages do not.
          list: async (q: Parameters<typeof facade.list>[0]) =>
            q.perPage === MAP_READ_LIMIT ? { ok: false, error: { kind: 'network' } } : facade.list(q),
        } as never,
        addresses,
        repeat: s.get(RepeatFlow),
      },
      s.params,
    );
    vm.start();
    await s.settle();
    expect(vm.map.status).toBe('failed');
    expect(vm.list.status).toBe('ready');
  });
});

describe('AllowedPlacesViewModel: drawing a shape', () => {
  async function areas() {
    const s = await section('allowed-places');
    const vm = new AllowedPlacesViewModel({ ...s.deps, places: s.get(ResourceFacades).of(ALLOWED_PLACES) }, s.params);
    vm.start();
    await s.settle();
    return { ...s, vm };
  }

  it('a circle: the clicked centre and the typed radius open the form; saving adds the area', async () => {
    const { vm, settle } = await areas();
    const before = vm.areas.length;
    vm.startDrawing('circle');
    expect(vm.draftReady).toBe(false);
    vm.pick({ latitude: -22.9, longitude: -43.2 });
    vm.setDraftRadius('2500');
    expect(vm.draftArea).toEqual({ kind: 'circle', center: { latitude: -22.9, longitude: -43.2 }, radiusMetres: 2500 });
    vm.openAdd();
    vm.editor.form!.set('name', 'North');
    await vm.editor.form!.submit();
    await settle();
    expect(vm.draft).toBeNull();
    expect(vm.areas).toHaveLength(before + 1);
  });

  it('a polygon needs three corners; a corner can be taken back', async () => {
    const { vm } = await areas();
    vm.startDrawing('polygon');
    vm.pick({ latitude: 1, longitude: 1 });
    vm.pick({ latitude: 1, longitude: 2 });
    expect(vm.draftReady).toBe(false);
    vm.pick({ latitude: 2, longitude: 2 });
    expect(vm.draftReady).toBe(true);
    vm.undoCorner();
    expect(vm.draftReady).toBe(false);
    vm.pick({ latitude: 2, longitude: 1.5 });
    vm.openAdd();
    expect(vm.editor.form?.values).toMatchObject({ kind: 'polygon', corners: '1, 1\n1, 2\n2, 1.5' });
  });

  it('showing an area selects it and fits the map to it; show all goes back', async () => {
    const { vm } = await areas();
    const area = vm.areas[0]!;
    const fitted = vm.view;
    vm.showOnMap(area);
    expect(vm.selectedId).toBe(String(area.id));
    expect(vm.zoomedByHand).toBe(true);
    vm.showAll();
    expect(vm.view).toEqual(fitted);
  });
});

describe('RatesAppViewModel', () => {
  it('opens on the last 30 days; the statistics follow the stars filter', async () => {
    const s = await section('rates-app');
    const vm = new RatesAppViewModel({ ...s.deps, ratings: s.get(ResourceFacades).of(RATES_APP), now: () => s.clock.now() }, s.params);
    vm.start();
    await s.settle();
    expect(vm.list.filterValue('from')).not.toBe('');
    const all = vm.statistics;
    expect(all.count).toBe(vm.list.total);
    vm.list.setFilter('stars', '5');
    await s.settle();
    expect(vm.statistics.count).toBe(all.distribution[4]?.count);
    expect(vm.statistics.average).toBe(5);
  });
});

describe('ArgosViewModel: add-incident on the Argos route', () => {
  async function argos() {
    const s = await section('argos', 'tenant_24');
    const vm = new ArgosViewModel({ ...s.deps, argos: s.get(ResourceFacades).of(ARGOS) }, s.params);
    let handler: (() => void) | null = null;
    const shell = { setArgosViewMode: vi.fn(), offerAddIncident: vi.fn((h: () => void) => ((handler = h), () => (handler = null))) };
    vm.attach(shell);
    vm.start();
    await s.settle();
    return { ...s, vm, shell, press: () => handler?.() };
  }

  it('without a selection it opens create mode; with one it makes the incident of it and opens it', async () => {
    const { vm, press, deps, settle } = await argos();
    press();
    expect(deps.navigate).toHaveBeenCalledWith(expect.stringMatching(/tenant_24\/incident\/live$/));
    vm.toggleSelected(vm.list.items[0]!);
    press();
    await settle();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith(expect.stringMatching(/tenant_24\/incident\/view\/\d+$/)));
  });

  it('details set the navbar view mode (add-incident disabled) and closing them gives the list back; leaving releases the button', async () => {
    const { vm, shell, press, deps } = await argos();
    vm.showDetail(vm.list.items[1]!);
    expect(shell.setArgosViewMode).toHaveBeenLastCalledWith('detail');
    vm.closeDetail();
    expect(shell.setArgosViewMode).toHaveBeenLastCalledWith('list');
    vm.dispose();
    press();
    expect(deps.notify).not.toHaveBeenCalled();
  });
});
