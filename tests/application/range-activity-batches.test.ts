import { describe, expect, it } from 'vitest';
import { LoadRangeActivityUseCase, MESSAGE_STATUS_BATCHES_AT_ONCE } from '../../src/application/analytics/load-range-activity.use-case';
import { LoadRangeFiguresUseCase } from '../../src/application/analytics/load-range-figures.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import {
  MESSAGE_STATUS_BATCH_MAX,
  MessageStatusGateway,
  type MessageStatusByIncident,
} from '../../src/application/ports/message-status-gateway.port';
import type { FakeMessageStatusGateway } from '../../src/adapters/fake/message-status-gateway.fake';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { dashboardFigures } from '../../src/domain/analytics/dashboard-figures';
import { presetRange } from '../../src/domain/analytics/day-range';
import type { Incident } from '../../src/domain/incident/incident';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';
import { incidentsWorld } from './incidents-support';

/** Moves the virtual clock on, then lets the demo world's work that it woke run. */
async function step(clock: VirtualClock, ms: number): Promise<void> {
  await clock.advance(ms);
  await new Promise((resolve) => setImmediate(resolve));
}

const RECORD: MessageStatusRecord = { receiver: '+1', method: 'BROADCAST_SMS', status: 'delivered', date: '2026-11-25T10:01:00Z' };

describe('loading a range: the message statuses of its incidents, many per call (SPEC §7 getIncidentsNotPagination, then message status)', () => {
  const count = 2 * MESSAGE_STATUS_BATCH_MAX + 37;
  const incidents: Incident[] = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), at: '2026-11-25T10:00:00Z' }));
  const range = { from: '2026-11-25', to: '2026-11-25' };
  const clock = () => new VirtualClock(Date.parse('2026-11-25T12:00:00Z'));
  const gateway = (asked: unknown[] = []) =>
    ({ getIncidentsNotPagination: (q: unknown) => (asked.push(q), Promise.resolve(incidents)) }) as unknown as IncidentsGateway;

  it('asks enough days back, reads the incidents in calls of at most MESSAGE_STATUS_BATCH_MAX, and reports progress per call', async () => {
    const asked: unknown[] = [];
    const batches: string[][] = [];
    let inFlight = 0;
    let most = 0;
    const statuses: MessageStatusGateway = {
      byIncident: () => Promise.reject(new Error('one incident at a time is not how a range is read')),
      byIncidents: async (ids): Promise<MessageStatusByIncident> => {
        batches.push([...ids]);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        return new Map(ids.filter((id) => id !== '5').map((id) => [id, [RECORD]]));
      },
    };
    const progress: [number, number][] = [];
    const logger = new MemoryLogger();
    const result = await new LoadRangeActivityUseCase(gateway(asked), statuses, clock(), logger).execute({
      range,
      utcOffsetMinutes: 0,
      onProgress: (read, of) => progress.push([read, of]),
    });
    if (!result.ok) throw new Error(result.error.kind);
    expect(asked).toEqual([{ all: false, numberOfDays: 2 }]);
    expect(batches.map((b) => b.length)).toEqual([MESSAGE_STATUS_BATCH_MAX, MESSAGE_STATUS_BATCH_MAX, 37]);
    expect(batches.flat()).toEqual(incidents.map((i) => i.id));
    expect(most).toBe(Math.min(3, MESSAGE_STATUS_BATCHES_AT_ONCE));
    expect(progress[0]).toEqual([0, count]);
    expect(progress.slice(1).map(([read]) => read)).toEqual([MESSAGE_STATUS_BATCH_MAX, 2 * MESSAGE_STATUS_BATCH_MAX, count]);
    expect(progress.every(([, of]) => of === count)).toBe(true);
    // The incident the answer has no records for is counted, not taken for one without a link.
    expect(result.value.statusesMissing).toBe(1);
    expect(result.value.records.has('5')).toBe(false);
    expect(result.value.records.get('6')).toEqual([RECORD]);
    expect(logger.entries.some((e) => e.level === 'warning')).toBe(true);
  });

  it('a call that fails counts its incidents as missing and the others still arrive', async () => {
    const statuses: MessageStatusGateway = {
      byIncident: () => Promise.resolve([]),
      byIncidents: (ids) =>
        ids.includes(String(MESSAGE_STATUS_BATCH_MAX + 1))
          ? Promise.reject(new GatewayError('server', 'down', 500))
          : Promise.resolve(new Map(ids.map((id) => [id, []]))),
    };
    const progress: number[] = [];
    const result = await new LoadRangeActivityUseCase(gateway(), statuses, clock(), new MemoryLogger()).execute({
      range,
      utcOffsetMinutes: 0,
      onProgress: (read) => progress.push(read),
    });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.statusesMissing).toBe(MESSAGE_STATUS_BATCH_MAX);
    expect(result.value.records.size).toBe(count - MESSAGE_STATUS_BATCH_MAX);
    expect(progress.at(-1)).toBe(count);
  });
});

describe('the 90-day dashboard over the demo world at the demo latency (virtual time)', () => {
  it('shows every figure within one second: the incidents, then one round of reads of many', async () => {
    const latencyMs = 300;
    const { container, login, clock } = incidentsWorld({ latencyMs });
    await login('public');
    // The tenant's history is generated at its first call: not what this measures.
    const figures = container.get(LoadRangeFiguresUseCase);
    let warm = false;
    void figures
      .execute({ range: presetRange('today', clock.now(), -180), utcOffsetMinutes: -180, compute: dashboardFigures })
      .then(() => (warm = true));
    while (!warm) await step(clock, 50);
    const statuses = container.get<FakeMessageStatusGateway>(MessageStatusGateway);
    const singleBefore = statuses.calls.length;
    const batchesBefore = statuses.batches.length;

    const started = clock.now();
    let doneAt: number | null = null;
    const load = figures
      .execute({ range: presetRange('90d', started, -180), utcOffsetMinutes: -180, compute: dashboardFigures })
      .then((answer) => ((doneAt = clock.now() - started), answer));
    while (doneAt === null && clock.now() - started < 30_000) await step(clock, 10);
    const answer = await load;
    if (!answer.ok) throw new Error(answer.error.kind);
    const total = answer.value.figures.total.value;
    expect(total).toBeGreaterThan(MESSAGE_STATUS_BATCH_MAX);
    expect(answer.value.statusesMissing).toBe(0);
    expect(doneAt).toBeLessThanOrEqual(1000);
    expect(statuses.calls.length).toBe(singleBefore);
    expect(statuses.batches.length - batchesBefore).toBe(Math.ceil(total / MESSAGE_STATUS_BATCH_MAX));
    expect(answer.value.figures.funnel.value.sent).toBe(total);
  });
});
