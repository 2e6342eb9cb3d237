/**
 * Bench figure "operator-shift": an 8-hour virtual shift (500 incidents, each linked, chatted, renamed and finished;
 * the realtime socket drops every fourth incident) on the fake container and the virtual clock. It measures the heap
 * after a full garbage collection once the operator is signed in and again after logout (the demo world stays in the
 * page, so it is measured alive), and the timers still pending a minute after logout.
 */
import type { BenchFigure } from '../figure';
import { runOperatorShift } from '../operator-shift.driver';

const INCIDENTS = 500;
const HOURS = 8;
const BUDGETS = { heapGrowthMb: 5, pendingTimers: 0 };
const MB = 1024 * 1024;

async function heapAfterGc(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the operator-shift figure needs node --expose-gc (npm run bench starts it so)');
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return process.memoryUsage().heapUsed;
}

const figure: BenchFigure = {
  description: `an ${HOURS}-hour virtual shift of ${INCIDENTS} incidents: heap growth after logout and timers left`,
  async run() {
    let before = 0;
    const started = performance.now();
    const shift = await runOperatorShift({
      incidents: INCIDENTS,
      hours: HOURS,
      onStarted: async () => {
        before = await heapAfterGc();
      },
    });
    const after = await heapAfterGc();
    const growthMb = (after - before) / MB;
    const largest = Object.entries(shift.recordings)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12);
    void shift.container; // kept alive until measured
    return {
      tables: [
        {
          caption: `Operator shift: ${shift.incidents} incidents over ${shift.virtualHours.toFixed(1)} virtual hours, ${shift.socketDrops} socket drops, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          headers: ['measure', 'value'],
          rows: [
            ['heap after gc, signed in (MB)', (before / MB).toFixed(1)],
            ['heap after gc, after logout (MB)', (after / MB).toFixed(1)],
            ['growth (MB)', growthMb.toFixed(2)],
            ['growth per incident (KB)', ((after - before) / 1024 / shift.incidents).toFixed(1)],
            ['pending timers after logout', shift.pendingTimers],
            ['listeners left on the demo world', shift.listeners],
          ],
        },
        { caption: "The demo world's largest collections after the shift", headers: ['collection', 'entries'], rows: largest },
      ],
      budgets: [
        { label: 'heap growth after logout', value: Number(growthMb.toFixed(2)), max: BUDGETS.heapGrowthMb, unit: 'MB' },
        { label: 'timers pending after logout', value: shift.pendingTimers, max: BUDGETS.pendingTimers, unit: 'timers' },
        { label: 'listeners left on the demo world', value: shift.listeners, max: 0, unit: 'listeners' },
      ],
    };
  },
};

export default figure;
