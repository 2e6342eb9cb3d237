import { firstLoadCases, firstLoadMissed, runFirstLoadCase } from '../../../src/composition/simulation/first-load-probe';
import type { MultiOperatorProbe } from './probe';

/**
 * The first-load gap: each page that follows an incident (the live page, the incident view), with a slow and with a
 * refused first handshake, while another operator changes the title and description, the address, finishes, stops or
 * takes over the incident between the page's first read and its first socket open. A case is missed when the page
 * never shows it (or, a take-over on the live page, not within 2 s with its warning).
 */
const probe: MultiOperatorProbe = {
  label: 'first-load events missed',
  async measure() {
    const cases: Array<readonly [string, number]> = [];
    for (const c of firstLoadCases()) {
      const result = await runFirstLoadCase(c);
      cases.push([`${c.page} page, ${c.handshake} handshake, ${c.change}`, firstLoadMissed(result) ? 1 : 0]);
    }
    return { value: cases.reduce((sum, [, missed]) => sum + missed, 0), cases };
  },
};

export default probe;
