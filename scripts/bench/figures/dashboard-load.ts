/**
 * Bench figure "dashboard-load": the 90-day dashboard as the demo answers it, in Node on the demo world at the demo
 * build's latency, in virtual time. The time goes to the round trips: the range's incidents in one call, then the
 * message status of each incident (one call each, MESSAGE_STATUS_CONCURRENCY at a time). The figures that need only
 * the incidents are shown after the first round trip and are held to the budget; the whole answer's time is printed,
 * with the calls it took and the CPU time the demo world and the figures cost.
 */
import type { BenchFigure } from '../figure';
import { LoadRangeFiguresUseCase } from '../../../src/application/analytics/load-range-figures.use-case';
import { MESSAGE_STATUS_CONCURRENCY } from '../../../src/application/analytics/load-range-activity.use-case';
import { Clock } from '../../../src/application/ports/clock.port';
import { SessionStore } from '../../../src/application/session/session.store';
import { DemoWorld } from '../../../src/adapters/fake/demo-world/demo-world';
import type { FakeMessageStatusGateway } from '../../../src/adapters/fake/message-status-gateway.fake';
import { MessageStatusGateway } from '../../../src/application/ports/message-status-gateway.port';
import { FakeLatency } from '../../../src/adapters/fake/fake-latency';
import { IncidentsGateway } from '../../../src/application/ports/incidents-gateway.port';
import { VirtualClock } from '../../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../../src/composition/create-container';
import { dashboardFigures } from '../../../src/domain/analytics/dashboard-figures';
import { presetRange } from '../../../src/domain/analytics/day-range';

/** The demo build's latency when VITE_DEMO_LATENCY_MS is not set (app-config.ts). */
const DEMO_LATENCY_MS = 300;
const STEP_MS = 10;
const BUDGET_FIRST_MS = 1000;

const figure: BenchFigure = {
  description: `the 90-day dashboard in the demo (latency ${DEMO_LATENCY_MS} ms a call), in virtual time`,
  async run() {
    const clock = new VirtualClock();
    const container = createContainer('fake', { config: { demoLatencyMs: DEMO_LATENCY_MS }, bindings: [[Clock, clock]] });
    const world = container.get(DemoWorld);
    const account = world.accounts.find((a) => a.email === 'admin@public.demo');
    if (!account) throw new Error('no demo account admin@public.demo');
    container.get(SessionStore).save({
      token: world.issueToken(account),
      tenantId: account.tenant,
      user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
      permissions: account.permissions,
    });
    const statuses = container.get<FakeMessageStatusGateway>(MessageStatusGateway);
    // The tenant's history is generated once per tab, at its first call (the landing page's list): not measured here.
    const latency = container.get(FakeLatency);
    latency.milliseconds = 0;
    await container.get<IncidentsGateway>(IncidentsGateway).getIncidentsNotPagination({ all: false, numberOfDays: 90 });
    latency.milliseconds = DEMO_LATENCY_MS;
    const started = clock.now();
    const cpu = process.cpuUsage();
    let firstAt: number | null = null;
    let doneAt: number | null = null;
    let total = 0;
    const load = container
      .get(LoadRangeFiguresUseCase)
      .execute({
        range: presetRange('90d', started, -180),
        utcOffsetMinutes: -180,
        compute: dashboardFigures,
        onEarly: () => (firstAt = clock.now() - started),
      })
      .then((answer) => {
        doneAt = clock.now() - started;
        if (answer.ok) total = answer.value.figures.total.value;
      });
    while (doneAt === null && clock.now() - started < 120_000) {
      await clock.advance(STEP_MS);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await load;
    const used = process.cpuUsage(cpu);
    const first = firstAt ?? Number.POSITIVE_INFINITY;
    const whole = doneAt ?? Number.POSITIVE_INFINITY;
    return {
      tables: [
        {
          caption: `90-day dashboard in the demo: ${total} incidents, ${statuses.calls.length} message status calls, ${MESSAGE_STATUS_CONCURRENCY} at a time`,
          headers: ['moment', 'virtual ms'],
          rows: [
            ['incidents-only figures shown (total, per day, live now, busiest hours)', first],
            ['every figure shown (links, funnel, delays, refusals)', whole],
            ['CPU ms of the demo world and the figures', ((used.user + used.system) / 1000).toFixed(0)],
          ],
        },
      ],
      budgets: [{ label: '90-day dashboard: first figures in the demo', value: first, max: BUDGET_FIRST_MS, unit: 'ms' }],
      problems: total < 100 ? [`only ${total} incidents in 90 days: it measured too little`] : [],
    };
  },
};

export default figure;
