import { describe, expect, it, vi } from 'vitest';
import { DeleteIncidentUseCase } from '../../src/application/incidents/delete-incident.use-case';
import { FinishIncidentUseCase } from '../../src/application/incidents/finish-incident.use-case';
import { IncidentAnswerOrder } from '../../src/application/incidents/incident-answer-order';
import { IncidentHistoryFacade } from '../../src/application/incidents/incident-history.facade';
import { IncidentListFollowFlow } from '../../src/application/incidents/incident-list-follow.flow';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { sharedWorld } from '../../src/composition/simulation/shared-world';
import { IncidentsViewModel } from '../../src/ui/admin/sections/incidents/incidents.view-model';

/**
 * The admin incidents list open on one desk while another operator changes incidents on the same demo world. `slow`
 * holds an answer (after the server read it) for that many ms: an older answer that lands after a newer one.
 */
async function listBesideAnotherOperator() {
  const shared = sharedWorld();
  const admin = shared.operator();
  const other = shared.operator();
  admin.signIn('admin@public.demo');
  other.signIn('operator@public.demo');
  const facade = admin.get(IncidentHistoryFacade);
  const slow = { one: [] as number[], list: [] as number[] };
  const hold = async <T>(answer: T, delays: number[]): Promise<T> => {
    const ms = delays.shift() ?? 0;
    if (ms > 0) await new Promise<void>((resolve) => shared.clock.setTimeout(resolve, ms));
    return answer;
  };
  const vm = new IncidentsViewModel(
    {
      history: {
        list: async () => hold(await facade.list(), slow.list),
        one: async (id) => hold(await facade.one(id), slow.one),
      },
      finish: admin.get(FinishIncidentUseCase),
      remove: admin.get(DeleteIncidentUseCase),
      follow: admin.get(IncidentListFollowFlow),
      answers: admin.get(IncidentAnswerOrder),
      clock: shared.clock,
      navigate: vi.fn(),
      notify: vi.fn(),
      searchDelay: new DelayFlow(shared.clock),
      download: vi.fn(),
    },
    { route: { name: 'admin-section', tenant: 'public', section: 'incidents' }, query: {}, translate: (key) => key },
  );
  vm.start();
  // The demo world generates its history on first use (its data library loads as a module, outside the clock).
  await vi.waitFor(async () => {
    await shared.clock.advance(100);
    expect(vm.list.status).toBe('ready');
  });
  const first = vm.list.items[0];
  if (!first) throw new Error('the demo world shows no incident');
  const otherSaves = (title: string) => other.get<IncidentsGateway>(IncidentsGateway).updateIncident(first.id, { title });
  const titleShown = () => vm.list.items.find((row) => row.id === first.id)?.title;
  return { shared, vm, slow, otherSaves, titleShown, id: first.id };
}

describe('the admin incidents list follows the server while it is open (two operators, one demo world)', () => {
  it("another operator's save shows in its row without reopening the list", async () => {
    const { shared, vm, otherSaves, titleShown } = await listBesideAnotherOperator();
    await otherSaves('Renamed by the other operator');
    await shared.clock.advance(1_000);
    expect(titleShown()).toBe('Renamed by the other operator');
    await otherSaves('Renamed again');
    await shared.clock.advance(1_000);
    expect(titleShown()).toBe('Renamed again');
    vm.dispose();
  });

  it('an older read of the incident that lands after a newer one does not replace it', async () => {
    const { shared, vm, slow, otherSaves, titleShown } = await listBesideAnotherOperator();
    slow.one.push(3_000, 0);
    await otherSaves('First');
    await shared.clock.advance(200);
    await otherSaves('Second');
    await shared.clock.advance(1_000);
    expect(titleShown()).toBe('Second');
    // The read of 'First' answers now, after 'Second' was shown.
    await shared.clock.advance(3_000);
    expect(titleShown()).toBe('Second');
    vm.dispose();
  });

  it('a whole-list read sent before a change, answered after the row took it, keeps the row', async () => {
    const { shared, vm, slow, otherSaves, titleShown } = await listBesideAnotherOperator();
    slow.list.push(3_000);
    void vm.reload();
    await shared.clock.advance(200);
    await otherSaves('Changed during the reload');
    await shared.clock.advance(1_000);
    expect(titleShown()).toBe('Changed during the reload');
    await shared.clock.advance(3_000);
    expect(titleShown()).toBe('Changed during the reload');
    // The history held is the newer one too: the next cut of the list (a sort, a page) still shows the change.
    await vm.list.load();
    expect(titleShown()).toBe('Changed during the reload');
    vm.dispose();
  });
});
