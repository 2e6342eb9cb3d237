import { describe, expect, it, vi } from 'vitest';
import { SpeedTestsFacade } from '../../src/application/admin/speed-tests.facade';
import { RunSpeedTestUseCase } from '../../src/application/admin/run-speed-test.use-case';
import { SpeedTestGateway } from '../../src/application/ports/speed-test-gateway.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { FakeSpeedTestGateway } from '../../src/adapters/fake/speed-test-gateway.fake';
import { SpeedTestsViewModel } from '../../src/ui/admin/sections/speed-tests/speed-tests.view-model';
import { incidentsWorld } from '../application/incidents-support';

/** The section over the demo world (24 Mbps of upload), signed in as the public tenant's operator (id 2). */
async function section(query: Record<string, string> = {}) {
  const w = incidentsWorld();
  await w.login('public');
  const gateway = w.container.get<FakeSpeedTestGateway>(SpeedTestGateway);
  const notify = vi.fn();
  const vm = new SpeedTestsViewModel(
    {
      history: w.container.get(SpeedTestsFacade),
      runTest: w.container.get(RunSpeedTestUseCase),
      userName: async (id) => (id === '2' ? 'Otto Operator' : null),
      navigate: vi.fn(),
      notify,
      download: vi.fn(),
      searchDelay: new DelayFlow(w.clock),
    },
    {
      route: { name: 'admin-section', tenant: 'public', section: 'speed-tests' },
      query,
      translate: (key) => key,
      myUserId: '2',
    },
  );
  vm.start();
  await vi.waitFor(() => expect(vm.list.status).toBe('ready'));
  return { ...w, vm, list: vm.list, gateway, notify };
}

describe('speed tests (SPEC §7 POST /do-speed-test, POST /speed-test, GET /speed-test[/{userId}])', () => {
  it('opens on my own history, newest first, charted oldest first', async () => {
    const { vm, list } = await section();
    expect(list.filterValue('user')).toBe('2');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((r) => r.userId === '2')).toBe(true);
    const times = vm.series.map((r) => r.at ?? '');
    expect(times).toEqual([...times].sort());
    expect(vm.users.options).toEqual([{ value: '2', label: 'Otto Operator' }]);
  });

  it('runs a test: the progress follows the upload on the Clock, the speed is shown, posted and listed first', async () => {
    const { vm, list, clock, notify } = await section();
    const before = list.total;
    const running = vm.run();
    await clock.settle();
    expect(vm.running).toBe(true);
    expect(vm.progress).toBe(0);
    // 9005154 bytes at 24 Mbps: about 3002 ms, reported in tenths.
    await clock.advance(301);
    expect(vm.progress).toBe(0.1);
    await clock.advance(1500);
    expect(vm.progress).toBe(0.6);
    await clock.advance(1300);
    await running;
    expect(vm.running).toBe(false);
    expect(vm.outcome).toEqual({ run: { result: { speed: 24, unit: 'Mbps' }, milliseconds: 3002 }, error: null });
    await vi.waitFor(() => expect(list.total).toBe(before + 1));
    expect(list.items[0]).toMatchObject({ speed: 24, unit: 'Mbps', userId: '2', at: '2026-01-15T12:00:03.002Z' });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', key: 'admin.speed-tests.saved' });
  });

  it('a failed upload says so and posts nothing; a failed save keeps the measured speed on screen', async () => {
    const { vm, list, clock, gateway } = await section();
    const before = list.total;
    gateway.failUpload = true;
    await vm.run();
    expect(vm.outcome).toEqual({ run: null, error: 'upload-failed' });
    gateway.failUpload = false;
    gateway.failSave = true;
    const running = vm.run();
    await clock.advance(3100);
    await running;
    expect(vm.outcome).toMatchObject({ run: { result: { speed: 24 } }, error: 'save-failed' });
    expect(list.total).toBe(before);
  });

  it("the tenant's history: every user's tests, and the users to filter by", async () => {
    const { vm, list } = await section({ 'f.user': 'all' });
    await vi.waitFor(() => expect(new Set(list.items.map((r) => r.userId)).size).toBeGreaterThan(0));
    list.setPerPage(100);
    await vi.waitFor(() => expect(list.items.length).toBe(list.total));
    expect(new Set(list.items.map((r) => r.userId)).size).toBeGreaterThan(1);
    expect(vm.users.options.length).toBeGreaterThan(1);
    expect(vm.series).toHaveLength(list.total);
  });
});
