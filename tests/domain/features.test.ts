import { describe, expect, it } from 'vitest';
import { isFeatureKey, isKnownFeature, keysAreDistinct } from '../../src/domain/admin/features';

describe('the tenant feature switches (SPEC §2 features section; calls assumed)', () => {
  it.each([
    ['a word', 'chat', true],
    ['dashes, dots and underscores', 'x.y_z-2', true],
    ['64 characters', 'k'.repeat(64), true],
    ['65 characters', 'k'.repeat(65), false],
    ['a space', 'two words', false],
    ['a slash', 'a/b', false],
    ['a leading dash', '-chat', false],
    ['nothing', '', false],
  ] as const)('a key of %s is one the console can name: %s', (_name, key, expected) => {
    expect(isFeatureKey(key)).toBe(expected);
  });

  it.each([
    ['no switch', [], true],
    ['two keys', [{ key: 'chat' }, { key: 'pdf-export' }], true],
    ['one key twice', [{ key: 'chat' }, { key: 'pdf-export' }, { key: 'chat' }], false],
  ] as const)('a list of %s names each switch once: %s', (_name, features, expected) => {
    expect(keysAreDistinct(features)).toBe(expected);
  });

  it('knows the features the console has words for, and no other', () => {
    expect(['chat', 'speed-test', 'geofencing', 'toString'].filter(isKnownFeature)).toEqual(['chat', 'speed-test']);
  });
});
