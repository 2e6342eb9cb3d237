import { describe, expect, it, vi } from 'vitest';
import { IncidentSearchFlow } from '../../src/application/incidents/incident-search.flow';
import { SearchIncidentsUseCase } from '../../src/application/incidents/search-incidents.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { SEARCH_MODE } from '../../src/domain/search/search-incidents';
import { incidentsWorld } from './incidents-support';

async function searching(tenant: 'public' | 'tenant_5' = 'public') {
  const w = incidentsWorld();
  await w.login(tenant);
  const all = await w.store.list(tenant);
  const search = w.container.get(IncidentSearchFlow);
  search.start();
  const searches = () => w.rest.calls.filter(([m]) => m === 'search');
  return { ...w, all, search, searches };
}

describe('IncidentSearchFlow (SPEC §2, §5, §7, §8; debounce 1 s)', () => {
  it('searches 1000 ms after confirm, not before, and shows the results (mode 2)', async () => {
    const { search, searches, clock, all } = await searching();
    const target = all.find((i) => !i.deletedAt);
    search.change({ incidentId: target?.id });
    expect(search.confirm()).toBe(true);
    expect(search.state.pending).toBe(true);
    await clock.advance(999);
    expect(searches()).toEqual([]);
    await clock.advance(1);
    expect(searches()).toEqual([['search', { title: null, id: Number(target?.id), dateStart: null, dateEnd: null, linkPhone: null }]]);
    expect(search.state).toMatchObject({ mode: SEARCH_MODE.results, pending: false, searching: false, failure: null });
    expect(search.state.found).toEqual([
      {
        id: target?.id,
        title: target?.title,
        // Older than the recent incidents: a search result alone cannot tell a draft from a live or finished one.
        status: '',
        address: target?.address,
        createdAt: target?.at,
        phone: target?.userCreate?.phone,
      },
    ]);
    expect(search.choose(search.state.found[0]?.id)).toBe(`public/incident/view/${target?.id}`);
  });

  it('confirming again restarts the 1 s and searches once with the latest form', async () => {
    const { search, searches, clock } = await searching();
    search.change({ name: 'fire' });
    search.confirm();
    await clock.advance(800);
    search.change({ name: 'flood' });
    search.confirm();
    await clock.advance(999);
    expect(searches()).toEqual([]);
    await clock.advance(1);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.[1]).toMatchObject({ title: 'flood' });
  });

  it('finds by phone digits contained, with the prefix digits, and by dates (inclusive days)', async () => {
    const { search, clock, all } = await searching();
    const target = all.find((i) => !i.deletedAt);
    const phone = target?.userCreate?.phone ?? '';
    search.change({ prefix: '+55', phone: `(${phone.slice(3, 5)}) ${phone.slice(5)}` });
    search.confirm();
    await clock.advance(1000);
    expect(search.state.results.length).toBeGreaterThan(0);
    expect(search.state.results.every((r) => r.phone === phone)).toBe(true);
    const day = (target?.at ?? '').slice(0, 10);
    search.change({ startDate: day, endDate: day });
    search.confirm();
    await clock.advance(1000);
    expect(search.state.results.map((r) => String(r.id))).toContain(target?.id);
    expect(search.state.results.every((r) => (r.createdAt ?? '').startsWith(day))).toBe(true);
  });

  it('no result -> mode 0, which is not a failure', async () => {
    const { search, clock } = await searching();
    search.change({ name: 'zzzz-no-such-incident' });
    search.confirm();
    await clock.advance(1000);
    expect(search.state).toMatchObject({ mode: SEARCH_MODE.noResults, results: [], found: [], failure: null });
    search.backToForm();
    expect(search.state).toMatchObject({ mode: SEARCH_MODE.form, failure: null, form: { name: 'zzzz-no-such-incident' } });
  });

  it('results the search sends without status and address get them from the recent incidents', async () => {
    const { search, clock, rest } = await searching();
    await search.loadRecent();
    const recent = search.state.recent.items[0];
    expect(search.state.recent.status).toBe('ready');
    vi.spyOn(rest, 'search').mockResolvedValueOnce([{ id: Number(recent?.id), title: recent?.title, createdAt: null, phone: null }]);
    search.change({ incidentId: recent?.id });
    search.confirm();
    await clock.advance(1000);
    expect(search.state.found).toEqual([recent]);
    expect(recent?.status).not.toBe('');
  });

  it('failure -> the failure (error / something_is_wrong), the form kept', async () => {
    const { search, clock, rest } = await searching();
    vi.spyOn(rest, 'search').mockRejectedValueOnce(new GatewayError('server', 'boom', 500));
    search.change({ name: 'fire' });
    search.confirm();
    await clock.advance(1000);
    expect(search.state).toMatchObject({
      mode: SEARCH_MODE.form,
      failure: { kind: 'server', message: 'boom' },
      form: { name: 'fire' },
    });
  });

  it('confirm is disabled with only one date or nothing filled; date messages show but are reset before searching', async () => {
    const { search, searches, clock } = await searching();
    search.change({ startDate: '2026-01-10' });
    expect(search.state).toMatchObject({ canConfirm: false, messages: ['incidents.search.error2'] });
    expect(search.confirm()).toBe(false);
    search.change({});
    expect(search.confirm()).toBe(false);
    search.change({ startDate: '2026-01-10', endDate: '2026-01-01' });
    expect(search.state).toMatchObject({ canConfirm: true, messages: ['incidents.search.error'] });
    search.confirm();
    await clock.advance(1000);
    expect(searches()).toHaveLength(1);
    expect(search.state.messages).toEqual([]);
    expect(search.state.mode).toBe(SEARCH_MODE.noResults);
  });

  it('a tenant_5 operator never finds public incidents', async () => {
    const { search, clock, store } = await searching('tenant_5');
    const publicOne = (await store.list('public'))[0];
    search.change({ incidentId: publicOne?.id });
    search.confirm();
    await clock.advance(1000);
    expect(search.state.mode).toBe(SEARCH_MODE.noResults);
  });

  it('dispose() cancels a pending search and leaves no timer or listener', async () => {
    const { search, searches, clock } = await searching();
    const states: unknown[] = [];
    search.onChange((s) => states.push(s));
    search.change({ name: 'fire' });
    search.confirm();
    search.dispose();
    expect(clock.pendingTimers()).toBe(0);
    const count = states.length;
    await clock.advance(5000);
    expect(searches()).toEqual([]);
    search.change({ name: 'x' });
    expect(states.length).toBe(count);
  });
});

describe('SearchIncidentsUseCase (SPEC §5, §7 one search)', () => {
  it('sends the form as the search request and answers the results', async () => {
    const w = incidentsWorld();
    await w.login('public');
    const target = (await w.store.list('public')).find((i) => !i.deletedAt);
    const result = await w.container.get(SearchIncidentsUseCase).execute({ form: { incidentId: target?.id } });
    expect(result.ok && result.value.map((r) => String(r.id))).toEqual([target?.id]);
    expect(w.rest.calls.filter(([m]) => m === 'search')).toEqual([
      ['search', { title: null, id: Number(target?.id), dateStart: null, dateEnd: null, linkPhone: null }],
    ]);
  });

  it('a refused search is the failure, with the server message', async () => {
    const w = incidentsWorld();
    await w.login('public');
    vi.spyOn(w.rest, 'search').mockRejectedValueOnce(new GatewayError('server', 'boom', 500));
    expect(await w.container.get(SearchIncidentsUseCase).execute({ form: { name: 'fire' } })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'boom' },
    });
  });
});
