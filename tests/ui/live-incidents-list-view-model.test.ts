import { describe, expect, it, vi } from 'vitest';
import type { CallFailure } from '../../src/application/shared/failure';
import type { LiveIncidentEntry } from '../../src/domain/incident/live-incidents';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { LiveIncidentsListViewModel } from '../../src/ui/incident/create/live-incidents-list.view-model';

type Answer = Result<readonly LiveIncidentEntry[], CallFailure>;

const NETWORK_DOWN: CallFailure = { kind: 'network' };

const FIRE: LiveIncidentEntry = { id: '42', title: 'Fire', phone: '+5521987654321', startedAt: '2026-01-15T12:00:00.000Z' };
const FLOOD: LiveIncidentEntry = { id: '7', title: '', phone: '', startedAt: '2026-01-15T11:00:00.000Z' };

/** A source whose answers the test releases one by one. */
function make(tenant = 'tenant_5') {
  const pending: ((answer: Answer) => void)[] = [];
  const source = { execute: vi.fn(() => new Promise<Answer>((resolve) => pending.push(resolve))) };
  const navigate = vi.fn();
  const vm = new LiveIncidentsListViewModel({ liveIncidents: source, navigate }, { tenant });
  const answer = async (a: Answer, index = 0) => {
    const [resolve] = pending.splice(index, 1);
    resolve?.(a);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { vm, source, navigate, answer, pending };
}

describe('LiveIncidentsListViewModel (SPEC §2 the live list of create mode)', () => {
  it('loads on start: loading, then the entries; empty only once an answer has none', async () => {
    const { vm, source, answer } = make();
    expect(vm.empty).toBe(false);
    vm.start();
    expect(source.execute).toHaveBeenCalledTimes(1);
    expect(vm).toMatchObject({ initialLoading: true, loading: true, empty: false, error: null });
    await answer(ok([FIRE, FLOOD]));
    expect(vm).toMatchObject({ initialLoading: false, loading: false, empty: false, entries: [FIRE, FLOOD] });

    void vm.refresh();
    expect(vm).toMatchObject({ initialLoading: false, loading: true, entries: [FIRE, FLOOD] });
    await answer(ok([]));
    expect(vm).toMatchObject({ empty: true, entries: [] });
  });

  it('a failure shows its error value instead of the list; Retry loads again and clears it', async () => {
    const { vm, answer, source } = make();
    vm.start();
    await answer(ok([FIRE]));
    void vm.refresh();
    await answer(err(NETWORK_DOWN));
    expect(vm).toMatchObject({ error: { key: 'incident_live_list.load_failed' }, entries: [], empty: false, loading: false });
    void vm.refresh();
    expect(source.execute).toHaveBeenCalledTimes(3);
    await answer(ok([FLOOD]));
    expect(vm).toMatchObject({ error: null, entries: [FLOOD], empty: false });
  });

  it('an older answer arriving after a newer load is ignored; nothing changes after dispose', async () => {
    const { vm, answer, pending } = make();
    vm.start();
    void vm.refresh();
    expect(pending).toHaveLength(2);
    await answer(ok([FLOOD]), 1);
    expect(vm.entries).toEqual([FLOOD]);
    await answer(ok([FIRE]), 0);
    expect(vm.entries).toEqual([FLOOD]);

    void vm.refresh();
    vm.dispose();
    expect(vm.loading).toBe(false);
    await answer(err(NETWORK_DOWN));
    expect(vm).toMatchObject({ entries: [FLOOD], error: null, loading: false });
  });

  it('Open goes to {tenant}/incident/live/{id}', () => {
    const { vm, navigate } = make('tenant_5');
    vm.open(FIRE);
    expect(navigate).toHaveBeenCalledWith('/tenant_5/incident/live/42');
    expect(vm.route({ ...FIRE, id: 'a/b' })).toBe('/tenant_5/incident/live/a%2Fb');
  });
});
