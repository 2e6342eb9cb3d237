import { describe, expect, it } from 'vitest';
import { draftOf, draftToOffer, parseIncidentDraft, saveRetryDelayMs, unsavedFields } from '../../src/domain/incident-form/unsaved-edits';

const saved = { title: 'Fire', description: 'Smoke seen' };

describe('saveRetryDelayMs: the auto-save idle time (SPEC §9, 3 s), doubling per failure in a row, at most 30 s', () => {
  it.each([
    [1, 3_000],
    [2, 6_000],
    [3, 12_000],
    [4, 24_000],
    [5, 30_000],
    [50, 30_000],
    [0, 3_000],
    [Number.NaN, 3_000],
    [Number.POSITIVE_INFINITY, 3_000],
  ])('after %s failures: %s ms', (failures, ms) => {
    expect(saveRetryDelayMs(failures)).toBe(ms);
  });
});

describe('unsavedFields: typed, not blank and not what the server holds (SPEC §5: blank is never auto-saved)', () => {
  it.each([
    [{ title: 'Fire', description: 'Smoke seen' }, []],
    [{ title: ' Fire ', description: 'Smoke seen ' }, []],
    [{ title: 'Fire!', description: 'Smoke seen' }, ['title']],
    [{ title: 'Fire', description: 'Smoke seen, two floors' }, ['description']],
    [{ title: '   ', description: 'More' }, ['description']],
  ])('%j -> %j', (values, fields) => {
    expect(unsavedFields(values, saved)).toEqual(fields);
  });
});

describe('drafts', () => {
  it('draftOf keeps only the unsaved fields, as typed, with the time; null when all is saved', () => {
    expect(draftOf({ title: 'Fire! ', description: 'Smoke' }, saved, 42)).toEqual({ title: 'Fire! ', description: 'Smoke', updatedAt: 42 });
    expect(draftOf({ title: 'Fire', description: 'Smoke!' }, saved, 42)).toEqual({ description: 'Smoke!', updatedAt: 42 });
    expect(draftOf(saved, saved, 42)).toBeNull();
  });

  it('draftToOffer drops what the server already holds', () => {
    expect(draftToOffer({ title: 'Fire', description: 'Smoke seen, more', updatedAt: 1 }, saved)).toEqual({
      description: 'Smoke seen, more',
      updatedAt: 1,
    });
    expect(draftToOffer({ description: ' Smoke seen', updatedAt: 1 }, saved)).toBeNull();
    expect(draftToOffer(null, saved)).toBeNull();
  });

  it.each([
    [null, null],
    ['not json', null],
    ['[]', null],
    ['{}', null],
    ['{"title":"  ","updatedAt":3}', null],
    ['{"title":7,"description":"Kept"}', { description: 'Kept', updatedAt: 0 }],
    ['{"title":"T","description":"D","updatedAt":9,"other":1}', { title: 'T', description: 'D', updatedAt: 9 }],
  ])('parseIncidentDraft(%j) -> %j', (raw, draft) => {
    expect(parseIncidentDraft(raw)).toEqual(draft);
  });
});
