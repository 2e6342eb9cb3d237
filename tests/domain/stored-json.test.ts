import { describe, expect, it } from 'vitest';
import { storedJson } from '../../src/domain/shared/stored-json';

describe('storedJson: a stored text read tolerantly', () => {
  it.each([
    ['nothing stored', null, undefined],
    ['text that is not JSON', '{"drafts": [', undefined],
    ['an empty text', '', undefined],
    ['a list', '[1,"two"]', [1, 'two']],
    ['an object', '{"a":{"b":null}}', { a: { b: null } }],
    ['JSON null', 'null', null],
  ])('%s', (_name, raw, expected) => {
    expect(storedJson(raw)).toEqual(expected);
  });
});
