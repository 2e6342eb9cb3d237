/**
 * A list exported as CSV (RFC 4180: comma separated, CRLF line ends, a field quoted when it holds a comma, a quote or
 * a line break). A cell that starts with = + - @ (or a tab or carriage return) is what a spreadsheet runs as a
 * formula, so it is written with a leading apostrophe: a record's text is never executed where the file is opened.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell as the file holds it: escaped against formula injection, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
