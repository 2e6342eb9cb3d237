import { describe, expect, it } from 'vitest';
import { idSetOf, idSetText } from '../../src/domain/admin/id-set';

describe('a set of ids in a route (the incidents behind a dashboard figure)', () => {
  it.each<[string, readonly string[], string]>([
    ['none', [], ''],
    ['one', ['7'], '7'],
    ['a run of consecutive numbers', ['1001', '1002', '1003', '1004'], '1001~1004'],
    ['runs and gaps', ['5', '6', '9', '10', '11', '20'], '5~6,9~11,20'],
    ['descending order is kept, not merged', ['3', '2', '1'], '3,2,1'],
    ['leading zeros are not numbers', ['007', '008'], '007,008'],
    ['other ids percent-encoded', ['a,b', 'x~y', '12-34'], 'a%2Cb,x%7Ey,12-34'],
  ])('%s', (_, ids, text) => {
    expect(idSetText(ids)).toBe(text);
    expect([...idSetOf(text)].sort()).toEqual([...ids].sort());
  });

  it.each<[string, string, readonly string[]]>([
    ['an empty part', '1,,2', ['1', '2']],
    ['a backwards run', '9~5', []],
    ['a forged huge run', '1~999999999', []],
    ['unreadable encoding', '%E0%A4%A', []],
  ])('reading %s', (_, text, ids) => {
    expect([...idSetOf(text)]).toEqual(ids);
  });
});
