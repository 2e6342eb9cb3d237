import type { CsvValue } from '../../../domain/admin/csv';
import { ResourceListViewModel, type ResourceListDeps, type ResourceListParams } from './resource-list.view-model';
import type { AdminSectionParams } from './use-admin-section';

/**
 * A section's list, declared once beside its view model: what it sorts and filters by (`spec`), how a record is
 * identified and named, which may be deleted, and its CSV export. `sectionList` builds the list from it.
 */
export interface SectionDescriptor<T> extends Omit<ResourceListParams<T>, 'route' | 'query' | 'csv'> {
  readonly csv?: SectionCsv<T>;
}

/** A list's CSV export: the header reads `<columnsKey>.<column>` for each column; `row` gives one record's cells. */
export interface SectionCsv<T> {
  readonly fileName: string;
  readonly columnsKey: string;
  readonly columns: readonly string[];
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
  const { csv, ...list } = section;
  return new ResourceListViewModel<T>(deps, {
    ...list,
    route: params.route,
    query: params.query,
    csv: csv && {
      fileName: csv.fileName,
      header: () => csv.columns.map((column) => translate(`${csv.columnsKey}.${column}`)),
      row: (record) => csv.row(record, translate),
    },
  });
}
