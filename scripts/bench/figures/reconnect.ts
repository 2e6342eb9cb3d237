/**
 * Bench figure "reconnect": 100 INCIDENT_UPDATED pushed during the socket's reconnect gaps and a take-over during a
 * gap, headless on the demo world in virtual time (src/composition/simulation/reconnect-probe.ts). Every update must
 * reach both the live session and the incident view, and the take-over must end the session with its warning.
 */
import type { BenchFigure } from '../figure';
import { runReconnectProbe } from '../../../src/composition/simulation/reconnect-probe';

const UPDATES = 100;

const figure: BenchFigure = {
  description: `updates missed during socket reconnect gaps (${UPDATES} pushed) and a take-over during a gap`,
  async run() {
    const report = await runReconnectProbe({ updates: UPDATES });
    const takeOver = report.takeOver;
    const problems: string[] = [];
    if (takeOver && !(takeOver.ended && takeOver.warned)) problems.push('a take-over during a reconnect gap went unnoticed');
    return {
      tables: [
        {
          caption: `Reconnect catch-up: ${report.pushedIntoGaps} updates pushed into gaps, ${report.socketsOpened} sockets opened`,
          headers: ['measure', 'value'],
          rows: [
            ['updates missed by the live session', `${report.missedByLiveSession} of ${report.updates}`],
            ['updates missed by the incident view', `${report.missedByIncidentView} of ${report.updates}`],
            [
              'take-over during a gap',
              takeOver ? `${takeOver.ended && takeOver.warned ? 'noticed' : 'missed'} after ${takeOver.afterMs ?? '-'} ms` : 'not tried',
            ],
            ['listeners left', report.listenersLeft],
            ['pending timers', report.pendingTimers],
          ],
        },
      ],
      budgets: [
        { label: 'updates missed by the live session', value: report.missedByLiveSession, max: 0, unit: 'updates' },
        { label: 'updates missed by the incident view', value: report.missedByIncidentView, max: 0, unit: 'updates' },
        { label: 'listeners left after the probe', value: report.listenersLeft, max: 0, unit: 'listeners' },
        { label: 'timers left after the probe', value: report.pendingTimers, max: 0, unit: 'timers' },
      ],
      problems,
    };
  },
};

export default figure;
