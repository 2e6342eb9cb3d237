import { describe, expect, it } from 'vitest';
import { MALFORMED_CASES, runMalformedAnswers } from './support/malformed-answers';

describe('Malformed server answers end in a clear error result and a translated message, never a success', () => {
  it('tries at least 100 across REST, GraphQL and the socket; none crashes, none is taken as data', async () => {
    const tally = await runMalformedAnswers();
    expect(tally.tried).toBe(MALFORMED_CASES.length);
    expect(tally.tried).toBeGreaterThanOrEqual(100);
    for (const transport of ['rest', 'graphql', 'socket'] as const)
      expect(MALFORMED_CASES.filter((c) => c.transport === transport).length).toBeGreaterThanOrEqual(8);
    expect(tally.crashes).toEqual([]);
    expect(tally.crashed).toBe(0);
    expect(tally.accepted).toBe(0);
    // Over a hundred answers through three transports: generous on a busy two-core machine, about 3 s alone.
  }, 30_000);
});
