import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { BufferedLogger, RECENT_LOG_LIMIT } from '../../src/adapters/real/buffered-logger.adapter';

describe('BufferedLogger: the console’s recent log lines (SPEC §3 logging levels)', () => {
  it('keeps each line with the Clock’s time and passes it on to the console’s logger', async () => {
    const clock = new VirtualClock();
    const inner = new MemoryLogger('debug');
    const logger = new BufferedLogger(inner, clock);
    logger.warning('socket closed', { code: 1006 });
    await clock.advance(1500);
    logger.debug('plain');
    expect(logger.entries()).toEqual([
      { id: 1, at: clock.now() - 1500, level: 'warning', message: 'socket closed', data: '{"code":1006}' },
      { id: 2, at: clock.now(), level: 'debug', message: 'plain', data: null },
    ]);
    expect(inner.entries.map((e) => e.message)).toEqual(['socket closed', 'plain']);
  });

  it('scrubs as error reports are: no token, phone or email survives', () => {
    const logger = new BufferedLogger(new MemoryLogger('debug'), new VirtualClock());
    logger.error('login failed for ana@example.org with +55 21 98765-4321', { token: 'eyJhbGciOi.abc.def', phone: '+5521987654321' });
    const [entry] = logger.entries();
    expect(JSON.stringify(entry)).not.toMatch(/ana@example\.org|98765|eyJhbGciOi/);
  });

  it.each([
    ['warning', ['error', 'warning']],
    ['error', ['error']],
    ['off', []],
    ['debug', ['error', 'warning', 'info', 'debug']],
  ] as const)('at level %s keeps %j', (level, kept) => {
    const logger = new BufferedLogger(new MemoryLogger(level), new VirtualClock());
    logger.error('e');
    logger.warning('w');
    logger.info('i');
    logger.debug('d');
    expect(logger.entries().map((e) => e.level)).toEqual(kept);
  });

  it(`keeps the last ${RECENT_LOG_LIMIT} lines`, () => {
    const logger = new BufferedLogger(new MemoryLogger('off'), new VirtualClock());
    const loud = new BufferedLogger(new MemoryLogger('info'), new VirtualClock());
    for (let i = 1; i <= RECENT_LOG_LIMIT + 20; i++) loud.info(`line ${i}`);
    expect(loud.entries()).toHaveLength(RECENT_LOG_LIMIT);
    expect(loud.entries()[0]?.message).toBe('line 21');
    expect(loud.entries().at(-1)?.message).toBe(`line ${RECENT_LOG_LIMIT + 20}`);
    expect(logger.entries()).toEqual([]);
  });

  it('cuts long data and reads data JSON cannot hold', () => {
    const logger = new BufferedLogger(new MemoryLogger('debug'), new VirtualClock());
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.info('long', { text: 'x'.repeat(5000) });
    logger.info('circular', circular);
    const [long, odd] = logger.entries();
    expect(long?.data?.length).toBe(1001);
    expect(typeof odd?.data).toBe('string');
  });
});
