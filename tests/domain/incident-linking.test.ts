import { describe, expect, it } from 'vitest';
import { linkCandidates, linkOwnerOf, linkRefusal, type LinkedIncidentEntry } from '../../src/domain/incident/linked-incidents';

const entry = (id: string, relation: LinkedIncidentEntry['relation']): LinkedIncidentEntry => ({
  id,
  title: `#${id}`,
  at: '2026-01-01T10:00:00Z',
  relation,
  disabled: relation === 'current',
  finished: false,
});
const panel = [entry('3', 'links-to'), entry('7', 'current'), entry('9', 'linked-to-me')];

describe('linkOwnerOf: whose link an unlink removes', () => {
  it.each([
    [entry('3', 'links-to'), '7'],
    [entry('9', 'linked-to-me'), '9'],
    [entry('7', 'current'), null],
  ])('%o → %s', (chosen, owner) => expect(linkOwnerOf('7', chosen)).toBe(owner));
});

describe('linkRefusal', () => {
  it.each([
    ['7', 'self'],
    [' 7 ', 'self'],
    ['3', 'already-linked'],
    ['9', 'already-linked'],
    ['12', null],
  ])('target %s → %s', (target, refusal) => expect(linkRefusal('7', target, panel)).toBe(refusal));
});

describe('linkCandidates: what a search offers to link', () => {
  it('keeps answers with an id, not itself, not listed, each once, with their title and date', () => {
    expect(
      linkCandidates('7', panel, [
        { id: 7, title: 'Itself' },
        { id: 3, title: 'Listed' },
        { id: null, title: 'No id' },
        { id: 12, title: ' Fire ', createdAt: '2026-01-02T10:00:00Z' },
        { id: '12', title: 'Again' },
        { id: 15 },
      ]),
    ).toEqual([
      { id: '12', title: 'Fire', at: '2026-01-02T10:00:00Z' },
      { id: '15', title: '', at: '' },
    ]);
  });
});
