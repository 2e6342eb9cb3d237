/**
 * Bench figure "dashboard": the dashboard's figures (src/domain/analytics/dashboard-figures.ts) computed in Node for
 * 10,000 incidents over 90 days, each with its caller link's history as the demo world writes it (6 or so message
 * status records). Loading is not measured: only the computation the screen runs once the answers are in. Repeated
 * RUNS times; the median CPU time is held to the budget, the slowest and the wall clock printed beside it. The
 * reports' figures are printed too.
 */
import { performance } from 'node:perf_hooks';
import type { BenchFigure } from '../figure';
import { incidentActivity } from '../../../src/adapters/fake/demo-world/incident-activity';
import type { DemoIncident } from '../../../src/adapters/fake/demo-world/incident-record';
import { dashboardFigures } from '../../../src/domain/analytics/dashboard-figures';
import { presetRange } from '../../../src/domain/analytics/day-range';
import { reportFigures } from '../../../src/domain/analytics/report-figures';
import type { MessageStatusRecord } from '../../../src/domain/incident/message-status';

const INCIDENTS = 10_000;
const RUNS = 9;
const BUDGET_MS = 50;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function world(): { incidents: DemoIncident[]; records: Map<string, readonly MessageStatusRecord[]> } {
  const incidents: DemoIncident[] = Array.from({ length: INCIDENTS }, (_, i) => {
    const at = NOW - Math.round(((i * 7919) % INCIDENTS) * ((90 * DAY_MS) / INCIDENTS)) - 60_000;
    const live = i % 1000 === 0;
    return {
      id: String(100_000 + i),
      tenantId: 'public',
      at: new Date(at).toISOString(),
      status: i % 3 === 0 ? 'DRAFT' : 'PUBLISHED',
      category: { id: 14, title: 'Live video' },
      sendToPhone: `+55219${String(i).padStart(8, '0')}`,
      videoStream: live ? { id: `vs-${i}`, startedAt: new Date(at).toISOString() } : null,
      finishedAt: live ? null : new Date(at + 20 * 60_000).toISOString(),
      activeOperator: { email: `operator${i % 12}@public.demo` },
      media: i % 2 === 0 ? [{ id: String(i), typeContent: 'cloudRecording', url: null, thumbnailUrl: null, filename: null }] : [],
    };
  });
  return { incidents, records: new Map(incidents.map((incident) => [incident.id, incidentActivity(incident, 42, NOW)])) };
}

/**
 * The computation's time per run: CPU time of this process (user + system), which a machine shared with other work
 * does not stretch as it stretches the wall clock; the wall clock is printed beside it.
 */
function timed(work: () => unknown): { median: number; slowest: number; wall: number } {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [startCpu, startWall] = [process.cpuUsage(), performance.now()];
    work();
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - startWall);
    cpu.push((used.user + used.system) / 1000);
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { median: middle(cpu), slowest: Math.max(...cpu), wall: middle(wall) };
}

const figure: BenchFigure = {
  description: `the dashboard's figures for ${INCIDENTS.toLocaleString('en')} incidents over 90 days, in Node`,
  async run() {
    const { incidents, records } = world();
    const input = { incidents, records, range: presetRange('90d', NOW, -180), now: NOW, utcOffsetMinutes: -180 };
    const statuses = [...records.values()].reduce((sum, list) => sum + list.length, 0);
    const check = dashboardFigures(input);
    const dashboard = timed(() => dashboardFigures(input));
    const reports = timed(() => reportFigures(input));
    const ms = (value: number) => value.toFixed(1);
    return {
      tables: [
        {
          caption: `Dashboard figures: ${INCIDENTS} incidents, ${statuses} message status records, ${RUNS} runs`,
          headers: ['computation', 'median CPU ms', 'slowest CPU ms', 'median wall ms'],
          rows: [
            ['dashboard (90 days)', ms(dashboard.median), ms(dashboard.slowest), ms(dashboard.wall)],
            ['reports (90 days)', ms(reports.median), ms(reports.slowest), ms(reports.wall)],
          ],
        },
      ],
      budgets: [
        { label: 'dashboard figures, 10,000 incidents (median CPU time)', value: Number(ms(dashboard.median)), max: BUDGET_MS, unit: 'ms' },
      ],
      problems:
        check.total.value < INCIDENTS * 0.95 ? [`only ${check.total.value} incidents fell in the range: it measured too little`] : [],
    };
  },
};

export default figure;
