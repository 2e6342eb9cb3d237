/**
 * Tries every malformed server answer of tests/adapters/support/malformed-answers.ts against the production adapters
 * (MSW playing the backend) and prints the tally as one JSON line: { tried, crashed, crashes }. Run by `npm run bench`
 * through tsx (scripts/bench-malformed.mjs); exits non-zero when one crashed.
 */
import 'reflect-metadata';
import { runMalformedAnswers } from '../tests/adapters/support/malformed-answers';

const tally = await runMalformedAnswers();
console.log(JSON.stringify({ tried: tally.tried, crashed: tally.crashed, crashes: tally.crashes }));
process.exit(tally.crashed === 0 ? 0 : 1);
