import { csvDate, type CsvValue } from '../../../domain/admin/csv';
import type { EntityId } from '../../../domain/incident/incident';
import { ResourceListViewModel, type ResourceListDeps, type ResourceListParams, type ResourceListSource } from './resource-list.view-model';
import type { AdminSectionParams } from './use-admin-section';

/**
 * A section's list, declared once beside its view model: its words (`key`), what it sorts and filters by (`spec`), how
 * a record is identified and named, which may be deleted, and its CSV export. `sectionList` builds the list from it.
 */
export type SectionDescriptor<T> = Omit<ResourceListParams<T>, 'route' | 'query' | 'csv' | 'idOf'> &
  IdentifiedBy<T> & {
    /** The section's words under `admin.` (`ips-admin` for `admin.ips-admin.*`): the CSV export's names derive from it. */
    readonly key?: string;
    readonly csv?: SectionCsv<T>;
  };

/** A record with an `id` is identified by it unless the section says otherwise; any other record needs `idOf`. */
type IdentifiedBy<T> = T extends { readonly id: EntityId }
  ? { readonly idOf?: (record: T) => EntityId }
  : { readonly idOf: (record: T) => EntityId };

/**
 * A list's CSV export: the header reads `<columnsKey>.<column>` for each column; `row` gives one record's cells. The
 * file name defaults to the section's key in kebab case (`ips-admin.csv`), the column words to `admin.<key>.columns`.
 */
export interface SectionCsv<T> {
  readonly fileName?: string;
  readonly columnsKey?: string;
  readonly columns: readonly string[];
  /** The columns holding dates: written in one format (csvDate), which their header names. */
  readonly dates?: readonly string[];
  /** `translate` words what the export shows as words (a status, a result). */
  readonly row: (record: T, translate: (key: string) => string) => readonly CsvValue[];
}

/** What a section's view model is made with, but for its toasts (they reach it through its deps). */
export type SectionParams = Omit<AdminSectionParams, 'notify'>;

/** The section's list on its route and query, over `deps.source`, as its descriptor says (a list without export needs no words). */
export function sectionList<T>(
  deps: ResourceListDeps<T>,
  params: Pick<SectionParams, 'route' | 'query'> & Partial<SectionParams>,
  section: SectionDescriptor<T>,
): ResourceListViewModel<T> {
  const translate = params.translate ?? ((key: string) => key);
  const { csv, key, idOf, ...list } = section as SectionDescriptor<T> & { readonly idOf?: (record: T) => EntityId };
  const names = csv && csvNames(csv, key);
  return new ResourceListViewModel<T>(deps, {
    ...list,
    idOf: idOf ?? ((record) => (record as { readonly id: EntityId }).id),
    route: params.route,
    query: params.query,
    csv: csv &&
      names && {
        fileName: names.fileName,
        header: () =>
          csv.columns.map((column) => {
            const words = translate(`${names.columnsKey}.${column}`);
            return csv.dates?.includes(column) ? `${words} (${translate('admin.list.csv_date_format')})` : words;
          }),
        row: (record) => {
          const cells = csv.row(record, translate);
          return cells.map((cell, index) => (csv.dates?.includes(csv.columns[index] ?? '') ? csvDate(cell) : cell));
        },
      },
  });
}

/** The export's file name and column words: as the section declares them, else derived from its key. */
function csvNames<T>(csv: SectionCsv<T>, key: string | undefined): { fileName: string; columnsKey: string } {
  const fileName = csv.fileName ?? (key && `${key.replaceAll('_', '-')}.csv`);
  const columnsKey = csv.columnsKey ?? (key && `admin.${key}.columns`);
  if (!fileName || !columnsKey) throw new Error('A section exporting CSV needs a key or an explicit file name and column words');
  return { fileName, columnsKey };
}

/**
 * A section's list source over its facade where deleting changes more than the list (a map shows the same records):
 * `after` runs once each removal has settled, whatever its outcome.
 */
export function sourceRefreshingAfterRemoval<T>(facade: Required<ResourceListSource<T>>, after: () => void): ResourceListSource<T> {
  const thenRefresh = <R>(work: Promise<R>) => work.finally(() => after());
  return {
    list: (query) => facade.list(query),
    remove: (id) => thenRefresh(facade.remove(id)),
    removeMany: (ids) => thenRefresh(facade.removeMany(ids)),
  };
}
