import { describe, expect, it, vi } from 'vitest';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { IncidentFollowFlow } from '../../src/application/incidents/incident-follow.flow';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { sharedWorld } from '../../src/composition/simulation/shared-world';
import { isOpenLive } from '../../src/domain/incident/incident';
import { IncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.view-model';

/** The edit form's view model on one desk of a shared demo world, following the incident as the pages wire it. */
async function formBesideAnotherOperator() {
  const shared = sharedWorld();
  const mine = shared.operator();
  const other = shared.operator();
  mine.signIn('operator@public.demo');
  other.signIn('admin@public.demo');
  const incident = (await shared.store.list('public')).find(isOpenLive);
  if (!incident?.id) throw new Error('no live incident');
  const id = incident.id;
  const onSaved = vi.fn();
  const vm = new IncidentEditFormViewModel(
    {
      edit: () => mine.get(IncidentEditFlow),
      follow: () => mine.get(IncidentFollowFlow),
      load: mine.get(LoadIncidentUseCase),
      user: { settings: () => ({}) as never, canEditIncident: () => 'editable' },
      addresses: new AddressSuggestionsFlow(mine.get(AddressAutocomplete), shared.clock),
      toastDelay: new DelayFlow(shared.clock),
      registerStopGuard: () => () => undefined,
      notify: vi.fn(),
      onSaved,
    },
    { incidentId: String(id) },
  );
  vm.start();
  await shared.clock.advance(2_000);
  const otherSaves = async (changes: { title?: string; description?: string }) => {
    await other.get<IncidentsGateway>(IncidentsGateway).updateIncident(id, changes);
    await shared.clock.advance(10);
  };
  const server = async () => (await shared.store.get('public', id))!;
  return { vm, otherSaves, server, onSaved };
}

describe('IncidentEditFormViewModel: another operator edits the same incident', () => {
  it('an untouched field refreshes; the field being edited says someone changed it; Save opens the choice with both texts', async () => {
    const { vm, otherSaves, server } = await formBesideAnotherOperator();
    expect(vm.phase).toBe('ready');
    vm.setTitle('Title typed here');
    await otherSaves({ title: 'Title saved there', description: 'Description saved there' });
    expect(vm.values.description).toBe('Description saved there');
    expect(vm.values.title).toBe('Title typed here');
    expect(vm.otherEdit('title')).toMatchObject({ mine: 'Title typed here', theirs: 'Title saved there' });
    expect(vm.otherEdit('description')).toBeNull();

    await vm.save();
    expect(vm.conflict).toMatchObject([{ part: 'title', mine: 'Title typed here', theirs: 'Title saved there' }]);
    expect((await server()).title).toBe('Title saved there');

    await vm.resolveConflict('mine');
    expect(vm.conflict).toBeNull();
    expect(vm.otherEdit('title')).toBeNull();
    expect((await server()).title).toBe('Title typed here');
    expect((await server()).description).toBe('Description saved there');
    vm.dispose();
  });

  it('two fields both changed: a side chosen for each, one save keeps their title and my description', async () => {
    const { vm, otherSaves, server } = await formBesideAnotherOperator();
    vm.setTitle('Title typed here');
    vm.setDescription('Description typed here');
    await otherSaves({ title: 'Title saved there', description: 'Description saved there' });
    await vm.save();
    expect(vm.conflict?.map((edit) => edit.part)).toEqual(['title', 'description']);

    // Saving with one field undecided keeps the choice open and writes nothing.
    vm.conflictChoice.choose('title', 'theirs');
    await vm.resolveConflict();
    expect(vm.conflict).toHaveLength(2);
    expect(vm.conflictChoice.side('title')).toBe('theirs');
    expect((await server()).description).toBe('Description saved there');

    vm.conflictChoice.choose('description', 'mine');
    expect(vm.conflictChoice.decided(vm.conflict)).toBe(true);
    await vm.resolveConflict();
    expect(vm.conflict).toBeNull();
    expect(vm.conflictChoice.sides).toEqual({});
    expect(vm.values).toMatchObject({ title: 'Title saved there', description: 'Description typed here' });
    expect(await server()).toMatchObject({ title: 'Title saved there', description: 'Description typed here' });
    vm.dispose();
  });

  it('choosing their text puts it in the form; deciding later sends nothing and keeps the note', async () => {
    const { vm, otherSaves, server } = await formBesideAnotherOperator();
    vm.setDescription('Mine');
    await otherSaves({ description: 'Theirs' });
    await vm.save();
    vm.dismissConflict();
    expect(vm.conflict).toBeNull();
    expect(vm.otherEdit('description')).toMatchObject({ theirs: 'Theirs' });
    expect((await server()).description).toBe('Theirs');
    await vm.save();
    await vm.resolveConflict('theirs');
    expect(vm.values.description).toBe('Theirs');
    expect(vm.otherEdit('description')).toBeNull();
    expect((await server()).description).toBe('Theirs');
    vm.dispose();
  });
});
