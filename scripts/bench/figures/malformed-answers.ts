/**
 * Bench figure "malformed-answers": every malformed server answer of tests/adapters/support/malformed-answers.ts
 * (REST, GraphQL and socket; MSW playing the backend) against the production adapters. Each must end in a clear
 * error with a translated message; an answer accepted as data, a bug report or an untranslated message is a crash.
 */
import type { BenchFigure } from '../figure';
import { runMalformedAnswers } from '../../../tests/adapters/support/malformed-answers';

const figure: BenchFigure = {
  description: 'malformed server answers tried against the production adapters, and how many crashed',
  async run() {
    const tally = await runMalformedAnswers();
    return {
      tables: [
        {
          caption: `Malformed answers: ${tally.tried} tried, ${tally.crashed} crashed`,
          headers: ['answer', 'outcome'],
          rows:
            tally.crashes.length > 0 ? tally.crashes.map((crash) => [crash, 'crashed']) : [['every answer', 'a clear, translated error']],
        },
      ],
      budgets: [{ label: 'malformed answers that crashed', value: tally.crashed, max: 0, unit: 'answers' }],
      problems: tally.tried < 40 ? [`only ${tally.tried} malformed answers tried (at least 40)`] : [],
    };
  },
};

export default figure;
