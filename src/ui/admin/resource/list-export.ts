import type { CallFailure } from '../../../application/shared/failure';
import { toCsv, type CsvValue } from '../../../domain/admin/csv';
import type { ListQuery, Page } from '../../../domain/admin/list-query';
import { ok, type Result } from '../../../domain/shared/result';
import { readAllPages } from '../../../application/admin/read-all-pages';
import type { Notice } from '../../../domain/shared/notice';
import { failureMessage } from './admin-messages';

/** How a list's records are exported: the file's name, the header's texts and one row per record. */
export interface CsvExport<T> {
  readonly fileName: string;
  readonly header: () => readonly string[];
  readonly row: (record: T) => readonly CsvValue[];
}

/**
 * The CSV text of every record a query's search and filters leave, in its order, read page by page through the
 * list's source (the server filters; the browser never holds more than it is sent).
 */
export async function exportListCsv<T>(
  list: (query: ListQuery) => Promise<Result<Page<T>, CallFailure>>,
  query: ListQuery,
  csv: CsvExport<T>,
): Promise<Result<{ readonly text: string; readonly count: number }, CallFailure>> {
  const all = await readAllPages(list, query);
  if (!all.ok) return all;
  return ok({
    text: toCsv(
      csv.header(),
      all.value.map((item) => csv.row(item)),
    ),
    count: all.value.length,
  });
}

/**
 * The export as a user asks for it: the CSV file handed to `download`, and a toast saying how many records it holds, or
 * why it failed.
 */
export async function exportListToFile<T>(
  list: (query: ListQuery) => Promise<Result<Page<T>, CallFailure>>,
  query: ListQuery,
  csv: CsvExport<T>,
  to: { readonly download: (fileName: string, text: string) => void; readonly notify: (notice: Notice) => void },
): Promise<void> {
  const result = await exportListCsv(list, query, csv);
  if (!result.ok) {
    to.notify({ kind: 'error', key: 'admin.list.export_failed', detail: failureMessage(result.error) });
    return;
  }
  to.download(csv.fileName, result.value.text);
  to.notify({ kind: 'success', key: 'admin.list.exported', values: { count: result.value.count } });
}
