import { describe, expect, it, vi } from 'vitest';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { LiveSessionFollower } from '../../src/application/live/live-session-follower';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { AddressAutocomplete } from '../../src/application/ports/address-autocomplete.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { sharedWorld } from '../../src/composition/simulation/shared-world';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { IncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.view-model';

/** The live page as it wires its incident: the live session, and the edit form following it through the session. */
async function livePageBesideAnotherOperator() {
  const shared = sharedWorld();
  const me = shared.operator();
  const other = shared.operator();
  me.signIn('operator@public.demo');
  other.signIn('admin@public.demo');
  const created = me
    .get<IncidentsGateway>(IncidentsGateway)
    .createIncident(
      incidentsCreatePayload({ title: 'Fire', description: 'Kitchen', address: 'Av. 7', city: 'Bogotá', phone: '+573001234567' }),
    );
  await shared.clock.settle();
  const incidentId = String((await created).id);
  const made = me.get(LiveSessionFactory).create({ incidentId });
  if (!made.ok) throw new Error(made.error.kind);
  const session = made.value;
  void session.start();
  const form = new IncidentEditFormViewModel(
    {
      edit: () => me.get(IncidentEditFlow),
      follow: () => new LiveSessionFollower(session),
      load: me.get(LoadIncidentUseCase),
      user: { settings: () => ({}) as never, canEditIncident: () => 'editable' },
      addresses: new AddressSuggestionsFlow(me.get(AddressAutocomplete), shared.clock),
      toastDelay: new DelayFlow(shared.clock),
      registerStopGuard: (guard) => session.addStopGuard(guard),
      notify: vi.fn(),
      onSaved: (saved) => session.incidentSaved(saved),
    },
    { incidentId },
  );
  form.start();
  await shared.clock.advance(2_000);
  const reads = () => me.get<{ calls: (readonly unknown[])[] }>(IncidentsGateway).calls.filter((c) => c[0] === 'getIncidentById').length;
  const otherSaves = async (changes: { title?: string; description?: string }) => {
    await other.get<IncidentsGateway>(IncidentsGateway).updateIncident(incidentId, changes);
    await shared.clock.advance(10);
  };
  return { shared, me, session, form, reads, otherSaves };
}

describe('the live page follows its incident once', () => {
  it('one read per INCIDENT_UPDATED, shared by the session (header) and the edit form', async () => {
    const { shared, me, session, form, reads, otherSaves } = await livePageBesideAnotherOperator();
    expect(session.state.phase).toBe('live');
    expect(form.phase).toBe('ready');
    expect(me.get(RealtimeConnectionFlow).isOpen).toBe(true);

    for (const [n, title] of ['Fire on the 2nd floor', 'Fire on the 3rd floor', 'Fire put out'].entries()) {
      const before = reads();
      await otherSaves({ title, description: `Update ${n}` });
      await shared.clock.advance(1_000);
      expect(reads() - before).toBe(1);
      // Both see it: the page's header (the session) and the form's untouched fields.
      expect(session.state.incident?.title).toBe(title);
      expect(form.values.title).toBe(title);
      expect(form.values.description).toBe(`Update ${n}`);
    }
    form.dispose();
    session.dispose();
  });

  it('a field the operator is editing says someone changed it; nothing reads after the page is gone', async () => {
    const { shared, session, form, reads, otherSaves } = await livePageBesideAnotherOperator();
    form.setDescription('Typed here');
    await otherSaves({ description: 'Saved there' });
    await shared.clock.advance(1_000);
    expect(form.values.description).toBe('Typed here');
    expect(form.otherEdit('description')).toMatchObject({ mine: 'Typed here', theirs: 'Saved there' });
    form.dispose();
    session.dispose();
    // Leaving sends what was typed (its save first reads the server's copy to compare); then nothing follows.
    await shared.clock.advance(1_000);
    const after = reads();
    await otherSaves({ title: 'Later' });
    await shared.clock.advance(10_000);
    expect(reads()).toBe(after);
  });
});
