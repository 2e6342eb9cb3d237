import { describe, expect, it } from 'vitest';
import { isKnownFeature, readFeatures } from '../../src/domain/admin/features';

describe('the tenant feature switches as read from an answer (assumed GET /api/features)', () => {
  it.each([
    ['a switch', { key: 'chat', enabled: true, description: ' Chat ' }, [{ key: 'chat', enabled: true, description: 'Chat' }]],
    ['text and number flags', { key: 'pdf-export', enabled: 'false' }, [{ key: 'pdf-export', enabled: false, description: '' }]],
    ['a flag of 1', { key: 'x.y_z', enabled: 1 }, [{ key: 'x.y_z', enabled: true, description: '' }]],
    ['no key', { enabled: true }, []],
    ['a key with spaces', { key: 'two words', enabled: true }, []],
    ['a key too long', { key: 'k'.repeat(65), enabled: true }, []],
    ['no flag', { key: 'chat' }, []],
    ['a flag of another kind', { key: 'chat', enabled: 'yes' }, []],
    ['a description of another kind', { key: 'chat', enabled: false, description: 5 }, [{ key: 'chat', enabled: false, description: '' }]],
  ] as const)('%s', (_name, row, expected) => {
    expect(readFeatures([row])).toEqual(expected);
  });

  it('a repeated key keeps its first row', () => {
    expect(
      readFeatures([
        { key: 'chat', enabled: true },
        { key: 'chat', enabled: false },
      ]),
    ).toEqual([{ key: 'chat', enabled: true, description: '' }]);
  });

  it('knows the features the console has words for, and no other', () => {
    expect(['chat', 'speed-test', 'geofencing', 'toString'].filter(isKnownFeature)).toEqual(['chat', 'speed-test']);
  });
});
