/**
 * Probe "tab drafts lost": one operator's tabs of one browser typing offline, closing, reopening, letting the session
 * expire and logging out (src/composition/simulation/tab-drafts-probe.ts); counts the typed texts that neither
 * reached the server nor were offered back to the operator.
 */
import { runTabDraftsProbe } from '../../../src/composition/simulation/tab-drafts-probe';
import type { MultiOperatorProbe } from './probe';

const probe: MultiOperatorProbe = {
  label: 'tab drafts lost',
  async measure() {
    const cases = await runTabDraftsProbe();
    return { value: cases.reduce((sum, [, lost]) => sum + lost, 0), cases };
  },
};

export default probe;
