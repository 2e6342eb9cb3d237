import { describe, expect, it, vi } from 'vitest';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { sharedWorld, type Desk } from '../../src/composition/simulation/shared-world';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import type { Services } from '../../src/ui/shared/services';
import { createIncidentViewViewModel } from '../../src/ui/incident/view/incident-view.factory';
import { createIncidentEditFormViewModel } from '../../src/ui/incident/live/panels/incident-edit-form.factory';

/** The desk's container as the view-model factories see it. */
function servicesOf(desk: Desk): Services {
  return {
    get: (token) => desk.get(token),
    ready: () => Promise.resolve(),
    sectionsReady: () => Promise.resolve(),
    incidentPagesReady: () => Promise.resolve(),
    config: {} as Services['config'],
  };
}

/** The incident view page as it wires its incident: the page's view model, and the edit form beside it. */
async function incidentViewBesideAnotherOperator() {
  const shared = sharedWorld();
  const me = shared.operator();
  const other = shared.operator();
  // The view page's video-history rule needs hasAccess, which the administrator holds.
  me.signIn('admin@public.demo');
  other.signIn('operator@public.demo');
  const created = other
    .get<IncidentsGateway>(IncidentsGateway)
    .createIncident(
      incidentsCreatePayload({ title: 'Fire', description: 'Kitchen', address: 'Av. 7', city: 'Bogotá', phone: '+573001234567' }),
    );
  await shared.clock.settle();
  const incidentId = String((await created).id);
  const services = servicesOf(me);
  const view = createIncidentViewViewModel(services, {
    tenant: 'public',
    incidentId,
    search: new URLSearchParams(),
    notify: vi.fn(),
    download: vi.fn(),
    translate: (key) => key,
    language: () => 'en',
    save: vi.fn(),
  });
  view.start();
  await shared.clock.advance(2_000);
  // The form shows once the page has its incident, as IncidentViewPage renders it.
  const form = createIncidentEditFormViewModel(services, {
    incidentId,
    registerStopGuard: () => () => undefined,
    notify: vi.fn(),
    onSaved: (saved) => view.incidentSaved(saved),
    follow: () => view.formFollower(),
  });
  form.start();
  await shared.clock.advance(2_000);
  const reads = () => me.get<{ calls: (readonly unknown[])[] }>(IncidentsGateway).calls.filter((c) => c[0] === 'getIncidentById').length;
  const otherSaves = async (changes: { title?: string; description?: string }) => {
    await other.get<IncidentsGateway>(IncidentsGateway).updateIncident(incidentId, changes);
    await shared.clock.advance(10);
  };
  const titleOnPage = () => (view.state.kind === 'loaded' ? view.state.incident.title : null);
  return { shared, me, view, form, reads, otherSaves, titleOnPage };
}

describe('the incident view follows its incident once', () => {
  it('one read per INCIDENT_UPDATED, shared by the page (header, facts, map) and the edit form', async () => {
    const { shared, me, view, form, reads, otherSaves, titleOnPage } = await incidentViewBesideAnotherOperator();
    expect(view.state.kind).toBe('loaded');
    expect(form.phase).toBe('ready');
    expect(me.get(RealtimeConnectionFlow).isOpen).toBe(true);

    for (const [n, title] of ['Fire on the 2nd floor', 'Fire on the 3rd floor', 'Fire put out'].entries()) {
      const before = reads();
      await otherSaves({ title, description: `Update ${n}` });
      await shared.clock.advance(1_000);
      expect(reads() - before).toBe(1);
      expect(titleOnPage()).toBe(title);
      expect(form.values.title).toBe(title);
      expect(form.values.description).toBe(`Update ${n}`);
    }
    form.dispose();
    view.dispose();
  });

  it('a field the operator is editing says someone changed it; nothing reads after the page is gone', async () => {
    const { shared, view, form, reads, otherSaves } = await incidentViewBesideAnotherOperator();
    form.setDescription('Typed here');
    await otherSaves({ description: 'Saved there' });
    await shared.clock.advance(1_000);
    expect(form.values.description).toBe('Typed here');
    expect(form.otherEdit('description')).toMatchObject({ mine: 'Typed here', theirs: 'Saved there' });
    form.dispose();
    view.dispose();
    await shared.clock.advance(1_000);
    const after = reads();
    await otherSaves({ title: 'Later' });
    await shared.clock.advance(10_000);
    expect(reads()).toBe(after);
  });
});
