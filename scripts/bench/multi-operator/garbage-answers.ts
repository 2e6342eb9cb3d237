/**
 * Probe "garbage answers accepted": every malformed server answer of tests/adapters/support/malformed-answers.ts
 * (REST, GraphQL and socket frames, MSW playing the backend) against the production adapters, counting those taken as
 * data (answered as a success, or read as a socket message, instead of refused with a clear error). One row per call.
 */
import type { MultiOperatorProbe } from './probe';
import { runMalformedAnswers } from '../../../tests/adapters/support/malformed-answers';

const probe: MultiOperatorProbe = {
  label: 'garbage answers accepted',
  async measure() {
    const tally = await runMalformedAnswers();
    const perCall = new Map<string, number>();
    for (const { name, accepted } of tally.outcomes) {
      const call = name.slice(0, name.indexOf(':'));
      perCall.set(call, (perCall.get(call) ?? 0) + (accepted ? 1 : 0));
    }
    const cases = [...perCall].map(([call, accepted]): readonly [string, number] => [
      `${call} (${tally.outcomes.filter((o) => o.name.startsWith(`${call}:`)).length} answers)`,
      accepted,
    ]);
    return { value: tally.accepted, cases };
  },
};

export default probe;
