import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/domain/admin/csv';

describe('CSV export (RFC 4180, formula injection escaped)', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+5511999990000', "'+5511999990000"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['José <b>', 'José <b>'],
    ['a=b', 'a=b'],
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
