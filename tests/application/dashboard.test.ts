import { describe, expect, it } from 'vitest';
import { LoadRangeFiguresUseCase } from '../../src/application/analytics/load-range-figures.use-case';
import { dashboardFigures } from '../../src/domain/analytics/dashboard-figures';
import { LoadRangeActivityUseCase } from '../../src/application/analytics/load-range-activity.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { MessageStatusGateway } from '../../src/application/ports/message-status-gateway.port';
import { settledWithLimit } from '../../src/application/shared/bounded';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { callerActivity } from '../../src/domain/analytics/caller-activity';
import { localDay, presetRange, rangeBounds } from '../../src/domain/analytics/day-range';
import { isDeleted, isOpenLive } from '../../src/domain/incident/incident';
import { INCIDENT_ROW_FIELDS, INCIDENTS_LIST, incidentRowOf } from '../../src/domain/admin/incident-rows';
import { applyListQuery, defaultListQuery, readListQuery, writeListQuery } from '../../src/domain/admin/list-query';
import { incidentsWorld } from './incidents-support';

const BRASILIA = -180;

describe('the dashboard over the demo world (its numbers agree with the incidents and their message statuses)', () => {
  it.each(['today', '7d', '90d'] as const)('range %s', async (preset) => {
    const { container, login, gateway, clock } = incidentsWorld();
    await login('public');
    const range = presetRange(preset, clock.now(), BRASILIA);
    const answer = await container.get(LoadRangeFiguresUseCase).execute({ range, utcOffsetMinutes: BRASILIA, compute: dashboardFigures });
    if (!answer.ok) throw new Error(answer.error.kind);
    const { figures, statusesMissing } = answer.value;
    expect(statusesMissing).toBe(0);

    // The admin incidents list's own rows and filters, opened with each figure's filters.
    const history = await gateway.getIncidentsNotPagination({ all: false, numberOfDays: -1 });
    const rows = history.map((i) => incidentRowOf(i, (ms) => localDay(ms, BRASILIA))).filter((r) => r !== null);
    const listed = (filters: Readonly<Record<string, string>> | null) =>
      filters === null ? 0 : applyListQuery(rows, { ...defaultListQuery(INCIDENTS_LIST), filters }, INCIDENT_ROW_FIELDS).total;
    expect(listed(figures.total.listFilters)).toBe(figures.total.value);
    expect(listed(figures.liveNow.listFilters)).toBe(figures.liveNow.value);
    for (const { day, count } of figures.perDay.value) expect(listed({ from: day, to: day }), day).toBe(count);

    // The incidents as the server gives them, cut to the range by hand.
    const all = await gateway.getIncidentsNotPagination({ all: true, numberOfDays: -1 });
    const { start, end } = rangeBounds(range, BRASILIA);
    const inRange = all.filter((i) => !isDeleted(i) && Date.parse(i.at ?? '') >= start && Date.parse(i.at ?? '') < end);
    expect(figures.total.value).toBe(inRange.length);
    expect(figures.perDay.value.reduce((sum, d) => sum + d.count, 0)).toBe(inRange.length);
    expect(figures.busiestHours.value.perHour.reduce((sum, n) => sum + n, 0)).toBe(inRange.length);
    const today = localDay(clock.now(), BRASILIA);
    const todays = inRange.filter((i) => localDay(Date.parse(i.at ?? ''), BRASILIA) === today).length;
    expect(figures.perDay.value.at(-1)).toEqual({ day: today, count: todays });
    expect(figures.liveNow.value).toBe(all.filter(isOpenLive).length);
    expect(figures.liveNow.value).toBeGreaterThanOrEqual(2);

    // The message statuses, read one incident at a time.
    const messageStatus = container.get<MessageStatusGateway>(MessageStatusGateway);
    const activities = await Promise.all(inRange.map(async (i) => callerActivity(await messageStatus.byIncident(i.id ?? ''))));
    const count = (test: (a: (typeof activities)[number]) => boolean) => activities.filter(test).length;
    expect(figures.links.value).toEqual({
      sms: activities.reduce((n, a) => n + a.smsLinks, 0),
      whatsapp: activities.reduce((n, a) => n + a.whatsappLinks, 0),
    });
    expect(figures.funnel.value).toEqual({
      sent: count((a) => a.firstLinkAt !== null),
      delivered: count((a) => a.delivered),
      read: count((a) => a.read),
      clicked: count((a) => a.clicked),
      granted: count((a) => a.camera === true),
    });
    expect(figures.linkToVideo.value.count).toBe(count((a) => a.firstVideoAt !== null));

    // Each figure's link opens exactly the incidents it counts, through the list's own route and filters.
    const opened = (filters: Readonly<Record<string, string>> | null) =>
      filters === null
        ? { items: [], total: 0 }
        : applyListQuery(
            rows,
            readListQuery(writeListQuery({ ...defaultListQuery(INCIDENTS_LIST), perPage: 100, filters }, INCIDENTS_LIST), INCIDENTS_LIST),
            INCIDENT_ROW_FIELDS,
          );
    expect(listed(figures.linkToVideo.listFilters)).toBe(figures.linkToVideo.value.count);
    expect(listed(figures.linkToLocation.listFilters)).toBe(figures.linkToLocation.value.count);
    expect(listed(figures.refusals.listFilters)).toBe(figures.refusals.value.either);
    expect(listed(figures.funnel.listFilters)).toBe(figures.funnel.value.sent);
    expect(opened(figures.refusals.listFilters).total).toBe(figures.refusals.value.either);
    const refusedIds = inRange
      .filter((_, i) => activities[i]?.camera === false || activities[i]?.location === false)
      .map((i) => String(i.id));
    const refusedListed = applyListQuery(
      rows,
      { ...defaultListQuery(INCIDENTS_LIST), perPage: 1000, filters: figures.refusals.listFilters ?? {} },
      INCIDENT_ROW_FIELDS,
    );
    expect(refusedListed.items.map((r) => r.id).sort()).toEqual(refusedIds.sort());
    if (inRange.length > 0) {
      const f = figures.funnel.value;
      expect(f.sent).toBe(inRange.length);
      expect(f.sent).toBeGreaterThanOrEqual(f.delivered);
      expect(f.delivered).toBeGreaterThanOrEqual(f.read);
      expect(f.read).toBeGreaterThanOrEqual(f.clicked);
      expect(f.clicked).toBeGreaterThanOrEqual(f.granted);
      expect(figures.linkToVideo.value.medianMs).toBeGreaterThan(0);
    }
  });

  it('the 90 days of the demo hold ~200 incidents with links by both channels, refusals and a median time to video', async () => {
    const { container, login, clock } = incidentsWorld();
    await login('public');
    const answer = await container
      .get(LoadRangeFiguresUseCase)
      .execute({ range: presetRange('90d', clock.now(), 0), utcOffsetMinutes: 0, compute: dashboardFigures });
    if (!answer.ok) throw new Error(answer.error.kind);
    const f = answer.value.figures;
    expect(f.total.value).toBeGreaterThan(180);
    expect(f.links.value.sms).toBeGreaterThan(50);
    expect(f.links.value.whatsapp).toBeGreaterThan(30);
    expect(f.refusals.value.either).toBeGreaterThan(0);
    expect(f.linkToVideo.value.medianMs).toBeLessThan(10 * 60_000);
    expect(f.busiestHours.value.top).not.toBeNull();
  });
});

describe('loading a range: failures', () => {
  const range = { from: '2026-11-25', to: '2026-11-25' };
  const clock = () => new VirtualClock(Date.parse('2026-11-25T12:00:00Z'));

  it('fails when the incidents cannot be read', async () => {
    const gateway = {
      getIncidentsNotPagination: () => Promise.reject(new GatewayError('network', 'offline')),
    } as unknown as IncidentsGateway;
    const statuses: MessageStatusGateway = { byIncident: () => Promise.resolve([]), byIncidents: () => Promise.resolve(new Map()) };
    const activity = new LoadRangeActivityUseCase(gateway, statuses, clock(), new MemoryLogger());
    const result = await new LoadRangeFiguresUseCase(activity).execute({ range, utcOffsetMinutes: 0, compute: dashboardFigures });
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'offline' } });
  });

  it('settledWithLimit keeps the order and the failures in place', async () => {
    const results = await settledWithLimit([1, 2, 3], 2, (n) => (n === 2 ? Promise.reject(new Error('x')) : Promise.resolve(n * 10)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 30 });
  });
});
