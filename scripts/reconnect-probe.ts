/**
 * Prints the reconnect catch-up figures (src/composition/simulation/reconnect-probe.ts): 100 INCIDENT_UPDATED pushed
 * during reconnect gaps and a take-over during a gap, headless on the demo world in virtual time. Exits non-zero when
 * an update was missed or the take-over went unnoticed. Run by `npm run bench`; alone: npx tsx scripts/reconnect-probe.ts
 */
import { formatReconnectProbe, runReconnectProbe } from '../src/composition/simulation/reconnect-probe';

const report = await runReconnectProbe({ updates: 100 });
console.log(formatReconnectProbe(report));
const missed = Math.max(report.missedByLiveSession, report.missedByIncidentView);
if (
  missed > 0 ||
  (report.takeOver && !(report.takeOver.ended && report.takeOver.warned)) ||
  report.pendingTimers > 0 ||
  report.listenersLeft > 0
) {
  process.exitCode = 1;
}
