import { describe, expect, it } from 'vitest';
import {
  DRAFT_LIFETIME_MS,
  EARLIER_TAB,
  draftOffer,
  isDraftExpired,
  parseKeptDrafts,
  serializeKeptDrafts,
  unexpiredDrafts,
  type KeptDraft,
} from '../../src/domain/incident-form/kept-drafts';
import { editedInAnotherTab, parseTabAnnouncement, tabAccountKey, type TabPeer } from '../../src/domain/tabs/tab-presence';

const OPERATOR = { tenantId: 'public', userId: '2' };
const ADMIN = { tenantId: 'public', userId: '1' };
const kept = (tab: string, text: string, updatedAt: number, account = OPERATOR, incidentId = '7'): KeptDraft => ({
  account,
  incidentId,
  tab,
  draft: { description: text, updatedAt },
});

describe('a draft expires 12 hours after it was last written', () => {
  it.each([
    [0, false],
    [DRAFT_LIFETIME_MS - 1, false],
    [DRAFT_LIFETIME_MS, true],
    [30 * 24 * 60 * 60 * 1000, true],
  ])('%i ms after: expired %s', (age, expired) => {
    expect(isDraftExpired({ title: 'x', updatedAt: 1_000 }, 1_000 + age)).toBe(expired);
  });

  it('unexpiredDrafts drops only the expired ones', () => {
    const drafts = [kept('a', 'old', 0), kept('b', 'new', DRAFT_LIFETIME_MS)];
    expect(unexpiredDrafts(drafts, DRAFT_LIFETIME_MS + 1).map((d) => d.tab)).toEqual(['b']);
  });
});

describe('which draft a tab opening an incident is offered (ownership)', () => {
  const cases: Array<[string, KeptDraft[], string, string[], string | null, string[]]> = [
    ['its own draft (a reload keeps the tab id)', [kept('t1', 'mine', 5), kept('t9', 'closed', 9)], 't1', ['t1'], 'mine', []],
    ['a closed tab’s draft, taken over', [kept('t9', 'closed', 9)], 't2', ['t2'], 'closed', ['t9']],
    ['never a live tab’s draft', [kept('t1', 'live', 9)], 't2', ['t1', 't2'], null, []],
    [
      'the newest of two closed tabs’ drafts; the other waits',
      [kept('t8', 'older', 1), kept('t9', 'newer', 9)],
      't2',
      ['t2'],
      'newer',
      ['t9'],
    ],
    ['never another account’s draft', [kept('t9', 'admin', 9, ADMIN)], 't2', ['t2'], null, []],
    ['never another incident’s draft', [kept('t9', 'other', 9, OPERATOR, '8')], 't2', ['t2'], null, []],
    ['a draft kept before tabs had ids', [kept(EARLIER_TAB, 'earlier', 3)], 't2', ['t2'], 'earlier', [EARLIER_TAB]],
  ];
  it.each(cases)('%s', (_name, drafts, tab, live, offered, adopted) => {
    const offer = draftOffer(drafts, { account: OPERATOR, incidentId: '7', tab }, new Set(live));
    expect(offer.draft?.description ?? null).toBe(offered);
    expect(offer.adopted.map((d) => d.tab)).toEqual(adopted);
  });
});

describe('stored drafts are read tolerantly', () => {
  it('round-trips', () => {
    const drafts = [kept('t1', 'one', 1), kept('t2', 'two', 2, ADMIN, '9')];
    expect(parseKeptDrafts(serializeKeptDrafts(drafts))).toEqual(drafts);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['an entry without a tab', JSON.stringify([{ tenantId: 'public', userId: '2', incidentId: '7', draft: { title: 'x' } }])],
    [
      'an entry with a blank draft',
      JSON.stringify([{ tenantId: 'public', userId: '2', incidentId: '7', tab: 't', draft: { title: ' ' } }]),
    ],
    ['a number', '42'],
  ])('%s reads as no draft', (_name, raw) => {
    expect(parseKeptDrafts(raw)).toEqual([]);
  });

  it('the earlier one-object format is read as drafts of no live tab', () => {
    const raw = JSON.stringify({ 'public/2/7': { title: 'Kept', updatedAt: 4 }, 'bad-key': { title: 'x' } });
    expect(parseKeptDrafts(raw)).toEqual([
      { account: OPERATOR, incidentId: '7', tab: EARLIER_TAB, draft: { title: 'Kept', updatedAt: 4 } },
    ]);
  });
});

describe('what tabs tell each other', () => {
  it.each([
    [
      { kind: 'hello', tab: 't1', account: 'public/2', editing: ['7', 3, ''] },
      { kind: 'hello', tab: 't1', account: 'public/2', editing: ['7'] },
    ],
    [
      { kind: 'bye', tab: 't1', account: '' },
      { kind: 'bye', tab: 't1', account: '', editing: [] },
    ],
    [{ kind: 'shout', tab: 't1', account: '' }, null],
    [{ kind: 'here', tab: '', account: '' }, null],
    ['hello', null],
    [null, null],
  ])('%j reads as %j', (raw, read) => {
    expect(parseTabAnnouncement(raw)).toEqual(read);
  });

  it('only another tab of the same account editing that incident counts', () => {
    const peers = new Map<string, TabPeer>([
      ['t2', { account: 'public/2', editing: ['7'] }],
      ['t3', { account: 'public/1', editing: ['8'] }],
    ]);
    expect(editedInAnotherTab(peers, 't1', 'public/2', '7')).toBe(true);
    expect(editedInAnotherTab(peers, 't2', 'public/2', '7')).toBe(false);
    expect(editedInAnotherTab(peers, 't1', 'public/2', '8')).toBe(false);
    expect(editedInAnotherTab(peers, 't1', '', '7')).toBe(false);
    expect(tabAccountKey(OPERATOR)).toBe('public/2');
    expect(tabAccountKey(null)).toBe('');
  });
});
