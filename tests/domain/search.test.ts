import { describe, expect, it } from 'vitest';
import {
  SEARCH_MODE,
  buildSearchRequest,
  canConfirmSearch,
  parseIncidentId,
  sanitizeSearchPhone,
  searchModeFor,
  searchBlockedReason,
  searchResultPath,
  searchValidationMessages,
  type SearchForm,
} from '../../src/domain/search/search-incidents';

describe('SPEC §2 Search modal modes', () => {
  it('form is 1, results 2, no-results 0', () => {
    expect(SEARCH_MODE).toEqual({ noResults: 0, form: 1, results: 2 });
  });
  it.each([
    [[{ id: 1 }], 2],
    [[], 0],
    [null, 0],
    [undefined, 0],
    ['x' as unknown as unknown[], 0],
  ] as const)('results %j give mode %i', (results, mode) => {
    expect(searchModeFor(results)).toBe(mode);
  });
});

describe('SPEC §5 Search confirm button', () => {
  it.each<[SearchForm | null, boolean]>([
    [{}, false], // nothing filled
    [null, false],
    [{ name: '   ', incidentId: '', phone: ' - ', startDate: '', endDate: '' }, false],
    [{ name: 'fire' }, true],
    [{ incidentId: '42' }, true],
    [{ incidentId: 42 }, true],
    [{ incidentId: '４２' }, true], // fullwidth digits
    [{ incidentId: 'abc' }, false], // not an id
    [{ incidentId: '0' }, false],
    [{ incidentId: '-5' }, false],
    [{ phone: '(21) 98765-4321' }, true],
    [{ phone: '()-+ ' }, false], // nothing left after sanitising
    [{ startDate: '2024-01-01', endDate: '2024-01-31' }, true],
    [{ startDate: '2024-01-31', endDate: '2024-01-01' }, true], // end before start does not block
    [{ startDate: '2024-01-01' }, false], // only one date
    [{ endDate: '2024-01-01' }, false],
    [{ name: 'fire', startDate: '2024-01-01' }, false], // one date blocks even with a name
    [{ name: 'fire', endDate: '2024-01-01', startDate: '  ' }, false],
    [{ startDate: 'yesterday', endDate: 'today' }, false], // not dates
    [{ name: 'fire', startDate: 'yesterday' }, true], // an unparsable date counts as empty
    [{ startDate: '2024-01-01T10:00', endDate: '2024-01-01T12:00:00.000Z' }, true],
  ])('%j: %s', (form, expected) => {
    expect(canConfirmSearch(form)).toBe(expected);
  });
});

describe('SPEC §5 Search validation messages (shown, reset before the search, never blocking)', () => {
  it.each<[SearchForm, string[]]>([
    [{ startDate: '2024-01-31', endDate: '2024-01-01' }, ['incidents.search.error']],
    [{ startDate: '2024-01-01T12:00', endDate: '2024-01-01T10:00' }, ['incidents.search.error']],
    [{ startDate: '2024-01-02', endDate: '2024-01-01T23:59' }, ['incidents.search.error']],
    [{ startDate: '2024-01-01', endDate: '2024-01-01' }, []],
    [{ startDate: '2024-01-01', endDate: '2024-01-02' }, []],
    [{ startDate: '2024-01-01' }, ['incidents.search.error2']],
    [{ endDate: '2024-01-01' }, ['incidents.search.error2']],
    [{ name: 'x' }, []],
    [{}, []],
  ])('%j gives %j', (form, expected) => {
    expect(searchValidationMessages(form)).toEqual(expected);
  });
  it('copes with null and 100k-character dates', () => {
    expect(searchValidationMessages(null)).toEqual([]);
    expect(searchValidationMessages({ startDate: '2024-01-01' + '0'.repeat(100_000), endDate: '2024-01-01' })).toEqual([
      'incidents.search.error2',
    ]);
  });
});

describe('SPEC §5 Search phone: non-word characters and spaces removed', () => {
  it.each([
    ['(21) 98765-4321', '21987654321'],
    ['+55 21 98765 4321', '5521987654321'],
    ['21_98765', '2198765'], // underscore removed too
    ['٢١ ９８', '2198'], // Unicode digits normalised
    ['२१', ''], // other scripts' digits are non-word characters
    ['abc123', 'abc123'], // ASCII letters are word characters
    ['Зһ12', '12'], // Cyrillic letters are non-word characters
    ['', ''],
    ['   ', ''],
    [null, ''],
  ])('%j becomes %j', (phone, expected) => {
    expect(sanitizeSearchPhone(phone)).toBe(expected);
  });
  it('handles 100k characters', () => {
    expect(sanitizeSearchPhone('-'.repeat(100_000) + '1')).toBe('1');
  });
});

describe('SPEC §2 Incident id', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    [42, 42],
    ['٤٢', 42],
    ['0', null],
    [0, null],
    [-1, null],
    [1.5, null],
    ['1.5', null],
    ['12a', null],
    ['', null],
    [null, null],
    ['99999999999999999', null],
    [Number.NaN, null],
    ['9'.repeat(100_000), null],
  ])('%j reads as %j', (value, expected) => {
    expect(parseIncidentId(value)).toBe(expected);
  });
});

describe('SPEC §5, §7 Search request body {title, id, dateStart, dateEnd, linkPhone}', () => {
  it.each<[SearchForm | null, object]>([
    [
      { name: ' fire ', incidentId: '42', startDate: '2024-01-01', endDate: '2024-01-31', phone: '(21) 98765-4321', prefix: '+55' },
      { title: 'fire', id: 42, dateStart: '2024-01-01', dateEnd: '2024-01-31', linkPhone: '5521987654321' },
    ],
    [
      { phone: '11 2345-6789', prefix: '+549' },
      { title: null, id: null, dateStart: null, dateEnd: null, linkPhone: '5491123456789' },
    ],
    [
      { phone: '2125551234', prefix: '+1' },
      { title: null, id: null, dateStart: null, dateEnd: null, linkPhone: '12125551234' },
    ],
    [
      { phone: '21987654321', prefix: '+99' },
      { title: null, id: null, dateStart: null, dateEnd: null, linkPhone: '5521987654321' },
    ], // unknown prefix: +55
    [{ phone: '21987654321' }, { title: null, id: null, dateStart: null, dateEnd: null, linkPhone: '5521987654321' }],
    [
      { name: '  ', incidentId: 'x', phone: '--', prefix: '+1' },
      { title: null, id: null, dateStart: null, dateEnd: null, linkPhone: null },
    ],
    [
      { startDate: ' 2024-01-01 ', endDate: 'soon' },
      { title: null, id: null, dateStart: '2024-01-01', dateEnd: null, linkPhone: null },
    ],
    [null, { title: null, id: null, dateStart: null, dateEnd: null, linkPhone: null }],
  ])('%j sends %j', (form, expected) => {
    expect(buildSearchRequest(form)).toEqual(expected);
  });
});

describe('SPEC §5 why confirm is disabled', () => {
  it.each([
    [{}, 'no-criteria'],
    [null, 'no-criteria'],
    [{ name: '  ' }, 'no-criteria'],
    [{ startDate: '2026-01-10' }, 'one-date'],
    [{ endDate: '2026-01-10', name: 'fire' }, 'one-date'],
    [{ startDate: '2026-01-10', endDate: '2026-01-01' }, null],
    [{ name: 'fire' }, null],
    [{ incidentId: '12' }, null],
    [{ phone: '(21) 9' }, null],
  ] as const)('%j -> %j', (form, reason) => {
    expect(searchBlockedReason(form)).toBe(reason);
  });
});

describe('SPEC §2 choosing a result', () => {
  it.each([
    ['tenant_5', 12, 'tenant_5/incident/view/12'],
    ['public', '7', 'public/incident/view/7'],
    ['public', '../x', 'public/incident/view/..%2Fx'],
    ['', 12, null],
    ['public', null, null],
    [null, 12, null],
  ] as const)('choosing %j/%j opens %j', (tenant, id, expected) => {
    expect(searchResultPath(tenant, id)).toBe(expected);
  });
});
