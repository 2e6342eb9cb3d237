import type { CallFailure } from '../../../application/shared/failure';
import { toCsv, type CsvValue } from '../../../domain/admin/csv';
import { PAGE_SIZES, lastPage, type ListQuery, type Page } from '../../../domain/admin/list-query';
import { err, ok, type Result } from '../../../domain/shared/result';

/** How a list's records are exported: the file's name, the header's texts and one row per record. */
export interface CsvExport<T> {
  readonly fileName: string;
  readonly header: () => readonly string[];
  readonly row: (record: T) => readonly CsvValue[];
}

/** Export reads the list in pages of the largest size the paginator offers. */
const EXPORT_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1];

/**
 * The CSV text of every record a query's search and filters leave, in its order, read page by page through the
 * list's source (the server filters; the browser never holds more than it is sent).
 */
export async function exportListCsv<T>(
  list: (query: ListQuery) => Promise<Result<Page<T>, CallFailure>>,
  query: ListQuery,
  csv: CsvExport<T>,
): Promise<Result<{ readonly text: string; readonly count: number }, CallFailure>> {
  const rows: (readonly CsvValue[])[] = [];
  for (let page = 1; ; page += 1) {
    const result = await list({ ...query, page, perPage: EXPORT_PAGE_SIZE });
    if (!result.ok) return err(result.error);
    rows.push(...result.value.items.map((item) => csv.row(item)));
    if (result.value.items.length === 0 || page >= lastPage(result.value.total, EXPORT_PAGE_SIZE)) break;
  }
  return ok({ text: toCsv(csv.header(), rows), count: rows.length });
}
