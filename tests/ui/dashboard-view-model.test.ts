import { describe, expect, it } from 'vitest';
import type { RangeQuery } from '../../src/application/analytics/load-range-activity.use-case';
import type { CallFailure } from '../../src/application/shared/failure';
import { dashboardFigures, type DashboardFigures } from '../../src/domain/analytics/dashboard-figures';
import type { Result } from '../../src/domain/shared/result';
import { DashboardViewModel, type DashboardAnswer } from '../../src/ui/admin/sections/dashboard/dashboard.view-model';

const NOW = Date.parse('2026-11-25T15:00:00Z');

function answerFor(query: RangeQuery, total: number): DashboardAnswer {
  const incidents = Array.from({ length: total }, (_, i) => ({ id: String(i), at: `${query.range.to}T12:00:00Z` }));
  const figures = dashboardFigures({ ...query, incidents, records: new Map(), now: NOW });
  return { figures, statusesMissing: 0, computedAt: NOW };
}

/** A dashboard over a loader whose answers the test releases one by one. */
function dashboard(query: Record<string, string> = {}, section = 'dashboard') {
  const asked: {
    query: RangeQuery & { readonly onEarly?: (figures: DashboardFigures) => void };
    answer: (result: Result<DashboardAnswer, CallFailure>) => void;
  }[] = [];
  const navigations: { to: string; replace: boolean }[] = [];
  const vm = new DashboardViewModel(
    {
      load: { execute: (q) => new Promise((resolve) => asked.push({ query: q, answer: resolve })) },
      now: () => NOW,
      utcOffsetMinutes: -180,
      navigate: (to, options) => navigations.push({ to, replace: options?.replace === true }),
    },
    { route: { name: 'admin-section', tenant: 'public', section }, query },
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { vm, asked, navigations, settle };
}

describe('the dashboard view model', () => {
  it.each([
    [{}, 'today', { from: '2026-11-25', to: '2026-11-25' }],
    [{ range: '30d' }, '30d', { from: '2026-10-27', to: '2026-11-25' }],
    [{ range: 'custom', from: '2026-11-10', to: '2026-11-01' }, 'custom', { from: '2026-11-01', to: '2026-11-10' }],
    [{ range: 'custom', from: 'nonsense' }, 'today', { from: '2026-11-25', to: '2026-11-25' }],
    [{ range: 'forever' }, 'today', { from: '2026-11-25', to: '2026-11-25' }],
  ])('opens with the range of the route %j', (query, preset, range) => {
    const { vm } = dashboard(query);
    expect(vm.model.choice.preset).toBe(preset);
    expect(vm.model.choice.range).toEqual(range);
  });

  it('loads on start, in the viewer’s time zone, and shows the answer', async () => {
    const { vm, asked, settle } = dashboard();
    vm.start();
    expect(vm.model.status).toBe('loading');
    expect(asked[0]?.query).toMatchObject({ range: { from: '2026-11-25', to: '2026-11-25' }, utcOffsetMinutes: -180 });
    asked[0]?.query.onProgress?.(3, 10);
    expect(vm.model.progress).toEqual({ read: 3, of: 10 });
    asked[0]?.answer({ ok: true, value: answerFor(asked[0].query, 4) });
    await settle();
    expect(vm.model.status).toBe('ready');
    expect(vm.model.figures?.total.value).toBe(4);
    expect(vm.model.progress).toBeNull();
  });

  it('while a range loads: no figure of the older range, the incidents-only figures once the incidents are read', async () => {
    const { vm, asked, settle } = dashboard();
    vm.start();
    asked[0]?.answer({ ok: true, value: answerFor(asked[0].query, 4) });
    await settle();
    expect(vm.model.figures?.total.value).toBe(4);
    vm.model.choice.choosePreset('7d');
    expect(vm.model.status).toBe('loading');
    expect(vm.model.figures).toBeNull();
    expect(vm.model.early).toBeNull();
    const query = asked[1]?.query;
    if (!query) throw new Error('no second load');
    query.onEarly?.(answerFor(query, 6).figures);
    expect(vm.model.early?.total.value).toBe(6);
    expect(vm.model.figures).toBeNull();
    query.onProgress?.(1, 200);
    query.onProgress?.(2, 200);
    expect(vm.model.progress).toEqual({ read: 1, of: 200 });
    query.onProgress?.(11, 200);
    expect(vm.model.progress).toEqual({ read: 11, of: 200 });
    query.onProgress?.(200, 200);
    expect(vm.model.progress).toEqual({ read: 200, of: 200 });
    asked[1]?.answer({ ok: true, value: answerFor(query, 6) });
    await settle();
    expect(vm.model.early).toBeNull();
    expect(vm.model.figures?.total.value).toBe(6);
  });

  it('a preset writes the route (replacing it) and loads again; an older answer arriving late is dropped', async () => {
    const { vm, asked, navigations, settle } = dashboard({}, 'control-panel');
    vm.start();
    vm.model.choice.choosePreset('7d');
    expect(navigations).toEqual([{ to: 'public/control-panel?range=7d', replace: true }]);
    expect(asked[1]?.query.range).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    asked[1]?.answer({ ok: true, value: answerFor(asked[1].query, 9) });
    asked[0]?.answer({ ok: true, value: answerFor(asked[0].query, 1) });
    await settle();
    expect(vm.model.figures?.total.value).toBe(9);
  });

  it('custom: two days to pick, applied only when both are days', () => {
    const { vm, asked, navigations } = dashboard();
    vm.start();
    vm.model.choice.choosePreset('custom');
    expect(asked).toHaveLength(1);
    expect([vm.model.choice.customFrom, vm.model.choice.customTo]).toEqual(['2026-11-25', '2026-11-25']);
    vm.model.choice.setCustomFrom('');
    expect(vm.model.choice.customInvalid).toBe(true);
    vm.model.choice.applyCustom();
    expect(asked).toHaveLength(1);
    vm.model.choice.setCustomFrom('2026-11-01');
    vm.model.choice.applyCustom();
    expect(navigations.at(-1)?.to).toBe('public/dashboard?range=custom&from=2026-11-01&to=2026-11-25');
    expect(asked[1]?.query.range).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('a failure says what kind, and trying again loads again', async () => {
    const { vm, asked, settle } = dashboard();
    vm.start();
    asked[0]?.answer({ ok: false, error: { kind: 'network' } });
    await settle();
    expect(vm.model.status).toBe('failed');
    expect(vm.model.failureKey).toBe('call_failure.network');
    void vm.model.load();
    expect(asked).toHaveLength(2);
  });

  it('links each figure to the incidents list with its filters (f.from, f.to, f.live)', () => {
    const { vm, navigations } = dashboard();
    expect(vm.listPath({ from: '2026-11-19', to: '2026-11-25' })).toBe('public/incidents?f.from=2026-11-19&f.to=2026-11-25');
    vm.openList({ live: 'yes' });
    expect(navigations).toEqual([{ to: 'public/incidents?f.live=yes', replace: false }]);
  });
});
