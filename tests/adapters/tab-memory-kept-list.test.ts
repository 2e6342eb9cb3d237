import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { keptList } from '../../src/adapters/fake/demo-world/tab-memory';

const STEP = z.object({ linkId: z.string(), step: z.enum(['open', 'join']), at: z.number() });

describe('keptList: what the demo world kept, read back through a schema', () => {
  it.each([
    ['not a list', { linkId: 'l1', step: 'open', at: 1 }, []],
    ['nothing kept', null, []],
    [
      'an entry that fits, kept whole (more than the schema checks)',
      [{ linkId: 'l1', step: 'open', at: 1, extra: 'kept' }],
      [{ linkId: 'l1', step: 'open', at: 1, extra: 'kept' }],
    ],
    ['an unknown step', [{ linkId: 'l1', step: 'close', at: 1 }], []],
    ['a missing field', [{ linkId: 'l1', step: 'join' }], []],
    ['a field of another type', [{ linkId: 7, step: 'join', at: 1 }], []],
    ['not a record', ['l1', 3, null, [1]], []],
    [
      'the entries that fit among others',
      [{ linkId: 'a', step: 'join', at: 2 }, 'x', { linkId: 'b', step: 'open', at: 3 }],
      [
        { linkId: 'a', step: 'join', at: 2 },
        { linkId: 'b', step: 'open', at: 3 },
      ],
    ],
  ])('%s', (_name, kept, expected) => {
    expect(keptList(kept, STEP)).toEqual(expected);
  });
});
