import { toEpochMs } from '../format/date-format';

/**
 * A list exported as CSV (RFC 4180: comma separated, CRLF line ends, a field quoted when it holds a separator, a quote
 * or a line break). A spreadsheet may read the file with another separator than the one it was written with (`;` is
 * the default where a comma is the decimal mark, as in the pt and es locales; tab is the third), and a piece of a cell
 * it then reads as a cell of its own runs as a formula when it starts with = + - @, even after spaces or quotes. So
 * every place where a cell could start under any of those separators (the cell's start, and right after a `,` `;`,
 * tab or line break inside it), followed by spaces or quotes and one of those characters, gets an apostrophe before
 * that character: a record's text is never executed wherever and however the file is opened.
 */

/** The separators a spreadsheet commonly reads a CSV file with. */
export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** The separator this console writes, declared on the file's first line (`sep=,`) for spreadsheets that read it. */
export const CSV_SEPARATOR: CsvSeparator = ',';
export const CSV_SEPARATOR_LINE = `sep=${CSV_SEPARATOR}\r\n`;

const FORMULA_AFTER_BOUNDARY = /(^|[,;\t\r\n])([ "']*)([=+\-@])/g;
const CONTROL_START = /^[\t\r]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** A cell's text with every place that could start a formula under any common separator made text. */
export function neutraliseFormulas(text: string): string {
  const safe = text.replace(FORMULA_AFTER_BOUNDARY, (_, boundary: string, lead: string, start: string) => `${boundary}${lead}'${start}`);
  return CONTROL_START.test(safe) ? `'${safe}` : safe;
}

/** One cell as the file holds it: neutralised against formula injection, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = neutraliseFormulas(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/**
 * A date cell: one format in every export and language, the one spreadsheets read as a date (ISO 8601 in UTC, to the
 * millisecond), named in the column's header. A value that is not a date is written as given.
 */
export function csvDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toEpochMs(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : String(value);
}
