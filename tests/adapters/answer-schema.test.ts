import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  listOf,
  MAX_ANSWER_DEPTH,
  maybeText,
  nestedDeeperThan,
  notAllNull,
  nullable,
  parseAnswer,
} from '../../src/adapters/real/schemas/answer';

/** An object `levels` deep, built without recursion. */
function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('The shared answer schemas of the real adapters', () => {
  it.each<[string, unknown, number, boolean]>([
    ['a scalar', 'x', 0, false],
    ['null', null, 0, false],
    ['an empty object at its limit', {}, 1, false],
    ['an object one level too deep', { a: {} }, 1, true],
    ['a list of objects at its limit', [{ a: 1 }, { b: 2 }], 2, false],
    ['one deep branch among shallow ones', [1, { a: [{}] }, 2], 3, true],
    ['64 levels at the default limit', deep(MAX_ANSWER_DEPTH), MAX_ANSWER_DEPTH, false],
    ['65 levels at the default limit', deep(MAX_ANSWER_DEPTH + 1), MAX_ANSWER_DEPTH, true],
    ['100,000 levels, without overflowing the stack', deep(100_000), MAX_ANSWER_DEPTH, true],
  ])('nestedDeeperThan: %s', (_name, value, limit, expected) => {
    expect(nestedDeeperThan(value, limit)).toBe(expected);
  });

  it.each<[string, unknown, unknown]>([
    ['missing', undefined, null],
    ['null', null, null],
    ['of its type', 'Fire', 'Fire'],
    ['of another type', 42, 'refused'],
    ['an object', { text: 'Fire' }, 'refused'],
  ])('nullable: a field %s', (_name, value, expected) => {
    const schema = z.object({ title: nullable(z.string()) });
    const input = value === undefined ? {} : { title: value };
    const read = z.safeParse(schema, input);
    expect(read.success ? read.data.title : 'refused').toEqual(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['a record saying something', { a: 'x', b: null }, true],
    ['a record of nulls', { a: null, b: null }, false],
    ['an empty record', {}, false],
  ])('notAllNull: %s', (_name, value, accepted) => {
    expect(z.safeParse(notAllNull(z.object({ a: maybeText, b: maybeText })), value).success).toBe(accepted);
  });

  it.each<[string, unknown, unknown]>([
    ['a list', [{ a: 'x' }], [{ a: 'x' }]],
    ['a list under a wrapper', { items: [{ a: 'x' }] }, [{ a: 'x' }]],
    ['an empty body where it means none', '', []],
    ['a list holding null', [{ a: 'x' }, null], 'invalid-response'],
    ['a list holding a row of another type', [{ a: 'x' }, { a: 1 }], 'invalid-response'],
    ['an object without a list', { total: 1 }, 'invalid-response'],
    ['a wrapper that is not a list', { items: 'x' }, 'invalid-response'],
    ['a list nested too deep', [deep(MAX_ANSWER_DEPTH)], 'invalid-response'],
  ])('listOf through parseAnswer: %s', (_name, answer, expected) => {
    const schema = listOf(z.object({ a: maybeText }), { wrappers: ['items'], emptyBodyIsEmpty: true });
    let read: unknown;
    try {
      read = parseAnswer(schema, answer);
    } catch (error) {
      read = (error as { kind?: string }).kind;
    }
    expect(read).toEqual(expected);
  });

  it('listOf: an empty body is refused where the call does not answer "none" that way', () => {
    expect(() => parseAnswer(listOf(z.object({ a: maybeText })), null)).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
  });
});
