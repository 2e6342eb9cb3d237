import { describe, expect, it } from 'vitest';
import { nextAutoSaveAt, shouldAutoSave } from '../../src/domain/incident-form/auto-save';

describe('SPEC §5, §9 Auto-save after 3 s of inactivity, only when not empty', () => {
  it('is due 3000 ms after the last edit', () => {
    expect(nextAutoSaveAt(1_000)).toBe(4_000);
    expect(nextAutoSaveAt(0)).toBe(3_000);
  });
  it.each([
    [1_000, 4_000, 'Fire', 'Smoke', true], // exactly 3 s
    [1_000, 9_000, 'Fire', '', true],
    [1_000, 3_999, 'Fire', 'Smoke', false], // still typing
    [1_000, 4_000, '', 'Smoke', false], // empty
    [1_000, 4_000, '   ', 'Smoke', false], // whitespace only
    [1_000, 4_000, 'Fire', 'Fire', false], // unchanged
    [1_000, 4_000, ' Fire ', 'Fire', false], // only surrounding spaces changed
    [1_000, 4_000, 'Fire', null, true],
    [1_000, 4_000, null, 'Fire', false],
    [null, 4_000, 'Fire', '', false], // never edited
    [undefined, 4_000, 'Fire', '', false],
    [Number.NaN, 4_000, 'Fire', '', false],
    [1_000, Number.NaN, 'Fire', '', false],
    [5_000, 1_000, 'Fire', '', false], // clock before the edit
    [1_000, 4_000, '１２', '12', true], // fullwidth text differs from ASCII
    [1_000, 4_000, 'x'.repeat(100_000), 'x'.repeat(99_999), true],
  ])('lastEditAt %j, now %j, value %j, saved %j: %s', (lastEditAt, now, value, lastSavedValue, expected) => {
    expect(shouldAutoSave({ lastEditAt, now, value, lastSavedValue })).toBe(expected);
  });
});
