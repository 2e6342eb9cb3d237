/**
 * Bench figure "edit-probe": an operator types 59 characters into an incident's description one at a time while the
 * session token expires midway, headless on the demo world in virtual time (src/composition/simulation/edit-probe.ts).
 * Every typed character must end up on the server: kept as a draft, restored after signing in again, and saved.
 */
import type { BenchFigure } from '../figure';
import { runEditProbe } from '../../../src/composition/simulation/edit-probe';

const figure: BenchFigure = {
  description: 'characters lost when the session expires mid-edit (59 typed one at a time)',
  async run() {
    const report = await runEditProbe();
    return {
      tables: [
        {
          caption: 'Edit probe: the token expires halfway through typing; the operator signs in again and goes on',
          headers: ['measure', 'value'],
          rows: [
            ['characters typed', report.typed],
            ['characters lost', report.lost],
            ['times sent to login', report.expiries],
          ],
        },
      ],
      budgets: [{ label: 'typed characters lost', value: report.lost, max: 0, unit: 'characters' }],
      problems: report.expiries === 0 ? ['the session never expired during the probe: it measured nothing'] : [],
    };
  },
};

export default figure;
