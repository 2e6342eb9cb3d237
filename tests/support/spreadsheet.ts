import type { CsvSeparator } from '../../src/domain/admin/csv';

/**
 * How a spreadsheet reads a CSV text with a given separator: a field opening with a quote is quoted (a doubled quote
 * is one quote) until its closing quote, and what follows up to the separator is kept as written; any other field
 * runs to the next separator or line end. A first line `sep=…` is the file's declaration, not a row.
 */
export function readCsv(text: string, separator: CsvSeparator): string[][] {
  const body = text.replace(/^\uFEFF/, '').replace(/^sep=.\r?\n/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < body.length) {
    let field = '';
    if (body[i] === '"') {
      i++;
      while (i < body.length) {
        if (body[i] === '"' && body[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (body[i] === '"') {
          i++;
          break;
        } else field += body[i++];
      }
    }
    while (i < body.length && body[i] !== separator && body[i] !== '\r' && body[i] !== '\n') field += body[i++];
    row.push(field);
    if (body[i] === separator) {
      i++;
      if (i >= body.length) row.push('');
      continue;
    }
    if (body[i] === '\r') i++;
    if (body[i] === '\n') i++;
    rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** A cell a spreadsheet would run: after leading spaces and quotes, it starts with = + - @. */
export function isFormulaCell(cell: string): boolean {
  return /^[ "]*[=+\-@]/.test(cell);
}
