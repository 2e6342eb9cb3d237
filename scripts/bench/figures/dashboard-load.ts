/**
 * Bench figure "dashboard-load": the 90-day dashboard as the demo answers it, in Node on the demo world at the demo
 * build's latency, in virtual time, until EVERY figure is shown (those that need only the incidents come after the
 * first round trip; the links, funnel, delays and refusals need the incidents' message statuses). Measured twice:
 * with the read of many incidents at once (what the console does, MESSAGE_STATUS_BATCH_MAX ids a call), held to the
 * budget, and with one call per incident (MESSAGE_STATUS_CONCURRENCY at a time: what the console did before, and what
 * it still does against a backend without the read of many), printed beside it.
 */
import type { BenchFigure } from '../figure';
import { LoadRangeActivityUseCase } from '../../../src/application/analytics/load-range-activity.use-case';
import { LoadRangeFiguresUseCase } from '../../../src/application/analytics/load-range-figures.use-case';
import { Clock } from '../../../src/application/ports/clock.port';
import { IncidentsGateway } from '../../../src/application/ports/incidents-gateway.port';
import { Logger } from '../../../src/application/ports/logger.port';
import {
  MESSAGE_STATUS_BATCH_MAX,
  MESSAGE_STATUS_CONCURRENCY,
  MessageStatusGateway,
  type MessageStatusByIncident,
} from '../../../src/application/ports/message-status-gateway.port';
import { SessionStore } from '../../../src/application/session/session.store';
import { limited } from '../../../src/application/shared/bounded';
import { DemoWorld } from '../../../src/adapters/fake/demo-world/demo-world';
import { FakeLatency } from '../../../src/adapters/fake/fake-latency';
import type { FakeMessageStatusGateway } from '../../../src/adapters/fake/message-status-gateway.fake';
import { VirtualClock } from '../../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../../src/composition/create-container';
import { dashboardFigures } from '../../../src/domain/analytics/dashboard-figures';
import { presetRange } from '../../../src/domain/analytics/day-range';

/** The demo build's latency when VITE_DEMO_LATENCY_MS is not set (app-config.ts). */
const DEMO_LATENCY_MS = 300;
const STEP_MS = 10;
const BUDGET_EVERY_FIGURE_MS = 1000;
const UTC_OFFSET = -180;

type Way = 'many at once' | 'one per incident';

interface Measured {
  readonly first: number;
  readonly every: number;
  readonly total: number;
  readonly missing: number;
  readonly singleCalls: number;
  readonly batchCalls: number;
  readonly cpuMs: number;
}

/** The demo's message status read one incident per call, a few at a time (a backend without the read of many). */
function oneCallPerIncident(statuses: FakeMessageStatusGateway): MessageStatusGateway {
  const gate = limited(MESSAGE_STATUS_CONCURRENCY);
  return {
    byIncident: (id) => statuses.byIncident(id),
    byIncidents: async (ids): Promise<MessageStatusByIncident> => {
      const answers = await Promise.allSettled(ids.map((id) => gate(() => statuses.byIncident(id))));
      return new Map(answers.flatMap((answer, i) => (answer.status === 'fulfilled' ? [[ids[i] ?? '', answer.value] as const] : [])));
    },
  };
}

async function measure(way: Way): Promise<Measured> {
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
  const incidents = container.get<IncidentsGateway>(IncidentsGateway);
  await incidents.getIncidentsNotPagination({ all: false, numberOfDays: 90 });
  latency.milliseconds = DEMO_LATENCY_MS;
  const gateway = way === 'many at once' ? statuses : oneCallPerIncident(statuses);
  const activity = new LoadRangeActivityUseCase(incidents, gateway, clock, container.get<Logger>(Logger));
  const started = clock.now();
  const cpu = process.cpuUsage();
  let firstAt: number | null = null;
  let doneAt: number | null = null;
  let total = 0;
  let missing = 0;
  const load = new LoadRangeFiguresUseCase(activity)
    .execute({
      range: presetRange('90d', started, UTC_OFFSET),
      utcOffsetMinutes: UTC_OFFSET,
      compute: dashboardFigures,
      onEarly: () => (firstAt = clock.now() - started),
    })
    .then((answer) => {
      doneAt = clock.now() - started;
      if (!answer.ok) return;
      missing = answer.value.statusesMissing;
      total = answer.value.figures.total.value;
    });
  while (doneAt === null && clock.now() - started < 120_000) {
    await clock.advance(STEP_MS);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await load;
  const used = process.cpuUsage(cpu);
  return {
    first: firstAt ?? Number.POSITIVE_INFINITY,
    every: doneAt ?? Number.POSITIVE_INFINITY,
    total,
    missing,
    singleCalls: statuses.calls.length,
    batchCalls: statuses.batches.length,
    cpuMs: Math.round((used.user + used.system) / 1000),
  };
}

const figure: BenchFigure = {
  description: `the 90-day dashboard in the demo (latency ${DEMO_LATENCY_MS} ms a call) until every figure is shown, in virtual time`,
  async run() {
    const before = await measure('one per incident');
    const after = await measure('many at once');
    const row = (way: Way, m: Measured) => [way, m.first, m.every, `${m.singleCalls} + ${m.batchCalls}`, m.cpuMs];
    const problems: string[] = [];
    if (after.total < 100) problems.push(`only ${after.total} incidents in 90 days: it measured too little`);
    if (after.missing > 0 || before.missing > 0)
      problems.push(`message statuses missing: ${after.missing} (many), ${before.missing} (one each)`);
    if (after.total !== before.total) problems.push(`the two ways counted ${before.total} and ${after.total} incidents`);
    return {
      tables: [
        {
          caption: `90-day dashboard in the demo: ${after.total} incidents; message statuses one per incident (${MESSAGE_STATUS_CONCURRENCY} at a time, before) or ${MESSAGE_STATUS_BATCH_MAX} per call (now)`,
          headers: ['message statuses read', 'first figures ms', 'every figure ms', 'calls (single + many)', 'CPU ms'],
          rows: [row('one per incident', before), row('many at once', after)],
        },
      ],
      budgets: [{ label: '90-day dashboard: every figure in the demo', value: after.every, max: BUDGET_EVERY_FIGURE_MS, unit: 'ms' }],
      problems,
    };
  },
};

export default figure;
