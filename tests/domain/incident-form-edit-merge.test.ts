import { describe, expect, it } from 'vitest';
import { mergeEdits, partText, samePart } from '../../src/domain/incident-form/edit-merge';
import type { IncidentEditValues } from '../../src/domain/incident-form/incident-form-values';

const base: IncidentEditValues = {
  title: 'Fire',
  description: 'Smoke seen',
  address: 'Rua A, 1',
  city: 'Rio',
  latitude: -22.9,
  longitude: -43.2,
};
const moved: Partial<IncidentEditValues> = { address: 'Rua B, 2', city: 'Niterói', latitude: -22.88, longitude: -43.1 };
const v = (patch: Partial<IncidentEditValues>): IncidentEditValues => ({ ...base, ...patch });

describe('mergeEdits: the edit form against the newest server copy (three-way, per part)', () => {
  it.each<[string, Partial<IncidentEditValues>, Partial<IncidentEditValues>, string[], string[], string[]]>([
    ['nobody changed anything', {}, {}, [], [], []],
    ['only I changed the title', { title: 'Fire, 2nd floor' }, {}, ['title'], [], []],
    ['only they changed the description', {}, { description: 'Two cars' }, [], ['description'], []],
    ['I changed the title, they the description', { title: 'Fire!' }, { description: 'Two cars' }, ['title'], ['description'], []],
    ['both changed the title differently', { title: 'Mine' }, { title: 'Theirs' }, [], [], ['title']],
    ['both changed the title to the same text', { title: 'Same' }, { title: 'Same ' }, [], [], []],
    ['they moved the address while I typed the title', { title: 'Fire!' }, moved, ['title'], ['address'], []],
    ['only their coordinates changed: the address part is theirs', {}, { latitude: 1, longitude: 2 }, [], ['address'], []],
    ['both moved the address elsewhere', { ...moved }, { address: 'Rua C', latitude: 3 }, [], [], ['address']],
    ['whitespace I added is no change', { title: ' Fire ' }, { title: 'Blaze' }, [], ['title'], []],
  ])('%s', (_, mine, theirs, sent, taken, conflicts) => {
    const merged = mergeEdits(base, v(mine), v(theirs));
    expect(merged.mine).toEqual(sent);
    expect(merged.theirs).toEqual(taken);
    expect(merged.conflicts).toEqual(conflicts);
  });

  it('the form takes their parts, keeps mine, and keeps mine where both changed until the operator chooses', () => {
    const merged = mergeEdits(base, v({ title: 'Mine', description: 'My words' }), v({ title: 'Theirs', ...moved }));
    expect(merged.values).toEqual({ ...base, title: 'Mine', description: 'My words', ...moved });
    // The conflicting title stays based on the old copy, so the next merge still sees both sides changed.
    expect(merged.base).toEqual({ ...base, ...moved, title: 'Fire' });
  });

  it('never writes their coordinates back as null: untouched coordinates follow the server', () => {
    const merged = mergeEdits(v({ latitude: null, longitude: null }), v({ latitude: null, longitude: null, title: 'T' }), base);
    expect(merged.values.latitude).toBe(-22.9);
    expect(merged.mine).toEqual(['title']);
  });

  it('samePart and partText', () => {
    expect(samePart('address', base, v({ city: 'Other' }))).toBe(false);
    expect(samePart('title', base, v({ title: 'Fire  ' }))).toBe(true);
    expect(partText('address', v(moved))).toBe('Rua B, 2');
    expect(partText('description', base)).toBe('Smoke seen');
  });
});
