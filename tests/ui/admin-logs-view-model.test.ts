import { describe, expect, it, vi } from 'vitest';
import { LogsFacade } from '../../src/application/admin/logs.facade';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { BufferedLogger } from '../../src/adapters/real/buffered-logger.adapter';
import { LogsViewModel } from '../../src/ui/admin/sections/logs/logs.view-model';

async function section(query: Record<string, string> = {}) {
  const clock = new VirtualClock();
  const logger = new BufferedLogger(new MemoryLogger('info'), clock);
  logger.error('chat: could not send the message', { conversation: '100042_public' });
  await clock.advance(1000);
  logger.warning('speed test upload failed', { kind: 'network' });
  await clock.advance(1000);
  logger.info('realtime socket opened');
  logger.debug('never kept at info');
  const navigate = vi.fn<(route: string, options?: { replace?: boolean }) => void>();
  const download = vi.fn<(fileName: string, text: string) => void>();
  const vm = new LogsViewModel(
    { logs: new LogsFacade(logger), navigate, notify: vi.fn(), download, searchDelay: new DelayFlow(clock) },
    { route: { name: 'admin-section', tenant: 'public', section: 'logs' }, query, translate: (key) => key },
  );
  vm.start();
  await vi.waitFor(() => expect(vm.list.status).toBe('ready'));
  return { clock, logger, vm, list: vm.list, navigate, download };
}

describe('logs: the console’s own recent entries', () => {
  it('lists them newest first with the level the console logs at', async () => {
    const { vm, list } = await section();
    expect(vm.level).toBe('info');
    expect(list.items.map((r) => r.level)).toEqual(['info', 'warning', 'error']);
  });

  it.each([
    ['error', ['error']],
    ['warning', ['warning', 'error']],
    ['info', ['info', 'warning', 'error']],
  ])('level %s keeps it and the more severe', async (level, levels) => {
    const { list, navigate } = await section();
    list.setFilter('level', level);
    expect(navigate.mock.calls.at(-1)?.[0]).toBe(`public/logs?f.level=${level}`);
    await vi.waitFor(() => expect(list.items.map((r) => r.level)).toEqual(levels));
  });

  it('searches the message and the data; new lines show on refresh', async () => {
    const { vm, list, clock, logger } = await section();
    list.setSearchText('network');
    await clock.advance(1000);
    await vi.waitFor(() => expect(list.items.map((r) => r.message)).toEqual(['speed test upload failed']));
    logger.warning('another network failure');
    vm.refresh();
    await vi.waitFor(() => expect(list.items.map((r) => r.message)).toEqual(['another network failure', 'speed test upload failed']));
  });

  it('exports what the filter keeps as CSV', async () => {
    const { list, download } = await section({ 'f.level': 'warning' });
    await list.exportCsv();
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('console-log.csv');
    expect(text.trim().split(/\r?\n/).slice(1)).toEqual([
      '2026-01-15T12:00:01.000Z,warning,speed test upload failed,"{""kind"":""network""}"',
      '2026-01-15T12:00:00.000Z,error,chat: could not send the message,"{""conversation"":""100042_public""}"',
    ]);
  });
});
