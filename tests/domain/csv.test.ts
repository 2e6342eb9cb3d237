import { describe, expect, it } from 'vitest';
import { CSV_SEPARATORS, csvCell, csvDate, toCsv } from '../../src/domain/admin/csv';
import { isFormulaCell, readCsv } from '../support/spreadsheet';

describe('CSV export (RFC 4180, formula injection neutralised)', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+5511999990000', "'+5511999990000"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', `"'\tTAB"`],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['x;=1+2', `"x;'=1+2"`],
    ['x,=1+2', `"x,'=1+2"`],
    ['x\t=1+2', `"x\t'=1+2"`],
    ['x;  =1+2', `"x;  '=1+2"`],
    ['x; "=1+2', `"x; ""'=1+2"`],
    [' =1+2', " '=1+2"],
    ['"=1+2', `"""'=1+2"`],
    ["'=1+2", "''=1+2"],
    ['a\n@SUM(1)', `"a\n'@SUM(1)"`],
    ['José <b>', 'José <b>'],
    ['a=b', 'a=b'],
    ['a - b; c', '"a - b; c"'],
    ['2024-05-06', '2024-05-06'],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['name', 'active'],
        [
          ['Ana', true],
          ['=x', false],
        ],
      ),
    ).toBe("name,active\r\nAna,true\r\n'=x,false\r\n");
  });
});

/** Hostile cells a record may hold: a formula after any separator, after spaces or quotes, or on a line of its own. */
const HOSTILE = [
  '=1+2',
  'x;=1+2',
  'x,=1+2',
  'x\t=1+2',
  'x; =cmd|"/c calc"!A1',
  'x;"=1+2',
  'x," @SUM(A1)',
  ' +5521999999999',
  '-2+3;+4',
  'a\r\n=1+1',
  '"a";"=1";"b"',
  "x;'=1",
  '=HYPERLINK("http://evil","click");=1',
];

describe('an export opened under every common separator holds no formula cell', () => {
  const file = toCsv(
    ['name', 'note', 'phone'],
    HOSTILE.map((cell, index) => [cell, `${index};${cell}`, HOSTILE[(index + 1) % HOSTILE.length]]),
  );

  it.each(CSV_SEPARATORS.map((separator) => [JSON.stringify(separator), separator] as const))('read with %s', (_, separator) => {
    const cells = readCsv(file, separator).flat();
    expect(cells.length).toBeGreaterThan(HOSTILE.length);
    expect(cells.filter(isFormulaCell)).toEqual([]);
  });

  it('read with its own separator, every cell is the record text (with the apostrophes the neutralising adds)', () => {
    const rows = readCsv(file, ',');
    expect(rows).toHaveLength(HOSTILE.length + 1);
    rows.slice(1).forEach((row, index) => expect(row[0]!.replace(/'(?=[=+\-@])/g, '')).toBe(HOSTILE[index]!.replace(/^'/, '')));
  });

  it('the unneutralised text would have run: the reader finds the formulas the rule removes', () => {
    const naive = HOSTILE.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join('\r\n');
    for (const separator of CSV_SEPARATORS) expect(readCsv(naive, separator).flat().filter(isFormulaCell).length).toBeGreaterThan(0);
  });
});

describe('a date cell: ISO 8601 in UTC to the millisecond, whatever the server sent', () => {
  it.each([
    ['2026-11-29T12:04:00.414Z', '2026-11-29T12:04:00.414Z'],
    ['2026-11-29T09:04:00-03:00', '2026-11-29T12:04:00.000Z'],
    [Date.UTC(2026, 10, 29, 12, 4), '2026-11-29T12:04:00.000Z'],
    ['1764417840000', '2025-11-29T12:04:00.000Z'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['yesterday', 'yesterday'],
  ])('%s → %s', (value, cell) => {
    expect(csvDate(value)).toBe(cell);
  });
});
