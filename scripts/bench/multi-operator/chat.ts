/**
 * Probe "chat messages lost": operators write to a caller while the chat drops, reconnects, refuses a send or the
 * page closes mid-way (src/composition/simulation/chat-probe.ts); a message the conversation does not hold exactly
 * once, or holds out of order, counts one.
 */
import { chatProbe } from '../../../src/composition/simulation/chat-probe';
import type { MultiOperatorProbe } from './probe';

const probe: MultiOperatorProbe = {
  label: 'chat messages lost',
  async measure() {
    const cases = await chatProbe();
    return { value: cases.reduce((sum, [, lost]) => sum + lost, 0), cases };
  },
};

export default probe;
