import { runInAction } from 'mobx';
import type { BulkRemoval, Refused } from '../../../application/admin/record-changes';
import type { DelayFlow } from '../../../application/shared/delay.flow';
import type { CallFailure } from '../../../application/shared/failure';
import { NewestAnswer } from '../../../application/shared/newest-answer';
import {
  PAGE_SIZES,
  lastPage,
  readListQuery,
  sameListQuery,
  writeListQuery,
  type ListQuery,
  type ListQuerySpec,
  type Page,
} from '../../../domain/admin/list-query';
import type { EntityId } from '../../../domain/incident/incident';
import type { Result } from '../../../domain/shared/result';
import { routePath, type AppRoute, type RouteQuery } from '../../../domain/routing/routes';
import { exportListToFile, type CsvExport } from './list-export';
import { failureMessage, refusalMessage } from './admin-messages';
import type { Notice, NoticeWords } from '../../../domain/shared/notice';
import { makeObservableExcept } from '../../shared/make-observable-except';
import type { ListSnapshots } from './list-snapshots';

/** The calls a list makes (a ResourceFacade or ListFacade fits): a page, and deleting where deleting is allowed. */
export interface ResourceListSource<T> {
  list(query: ListQuery): Promise<Result<Page<T>, CallFailure>>;
  remove?(id: EntityId): Promise<Result<void, CallFailure | Refused>>;
  removeMany?(ids: readonly EntityId[]): Promise<BulkRemoval>;
}

export interface ResourceListDeps<T> {
  readonly source: ResourceListSource<T>;
  /** Goes to a route (the list's own route with a new query); `replace` for changes that are no step back. */
  readonly navigate: (route: string, options?: { readonly replace?: boolean }) => void;
  readonly notify: (toast: Notice) => void;
  /** The search box's pause before it searches (DelayFlow). */
  readonly searchDelay: Pick<DelayFlow, 'schedule' | 'cancel'>;
  /** Hands the browser a file to save. */
  readonly download: (fileName: string, text: string) => void;
  /** The page this list showed when it was last open in this session, shown again at once (none: it opens loading). */
  readonly snapshots?: ListSnapshots;
}

export interface ResourceListParams<T> {
  /** The section's route; the list writes its query onto it. */
  readonly route: AppRoute;
  /** The route's query when the list opens. */
  readonly query: RouteQuery;
  readonly spec: ListQuerySpec;
  readonly idOf: (record: T) => EntityId;
  /** The record as a confirm dialog and a toast name it. */
  readonly nameOf: (record: T) => string;
  /** Whether a record may be deleted (and so selected for a bulk delete); all may by default. */
  readonly canRemove?: (record: T) => boolean;
  readonly csv?: CsvExport<T>;
}

export type ListStatus = 'loading' | 'ready' | 'failed';

/** The search box waits this long after the last key before it searches. */
export const SEARCH_DELAY_MS = 400;

/**
 * A resource list (SPEC §9 paginator): the page, its size, the sort, the search and the filters live in the route's
 * query, so a reload, back and forward, and a copied link show the same view. It loads the page the query asks for,
 * deletes one record after a confirmation or the selected ones at once, and exports the whole filtered list as CSV.
 */
export class ResourceListViewModel<T> {
  query: ListQuery;
  items: readonly T[] = [];
  total = 0;
  status: ListStatus = 'loading';
  failure: NoticeWords | null = null;
  /** What the search box shows (the query's search follows it after a pause). */
  searchText: string;
  selected: readonly EntityId[] = [];
  /** The record a delete confirmation names, while it is open. */
  removing: T | null = null;
  confirmingBulkRemove = false;
  /** The last quiet refresh failed: the rows shown are the previous ones. */
  stale = false;
  busy = false;
  exporting = false;
  /** The page and size the shown rows were loaded for (the query moves on before they arrive). */
  private shown = { page: 1, perPage: 0 };
  private readonly answers = new NewestAnswer();

  constructor(
    private readonly deps: ResourceListDeps<T>,
    private readonly params: ResourceListParams<T>,
  ) {
    this.query = readListQuery(params.query, params.spec);
    this.searchText = this.query.search;
    const kept = deps.snapshots?.take<T>(params.spec, this.address(this.query));
    if (kept) {
      this.items = kept.items;
      this.total = kept.total;
      this.shown = { page: kept.page, perPage: kept.perPage };
      this.status = 'ready';
    }
    // The records are values the source answered, shown as they are: held by reference, never made observable one by one.
    makeObservableExcept(this, ['deps', 'params', 'answers'], { byReference: ['items', 'selected', 'removing', 'shown'] });
  }

  /** Loads the page; a list opened again on the page it last showed keeps that page on screen meanwhile. */
  start(): void {
    void this.load({ quiet: true });
  }

  dispose(): void {
    this.deps.searchDelay.cancel();
    this.answers.drop();
  }

  get lastPage(): number {
    return lastPage(this.total, this.query.perPage);
  }

  /** The rows shown, "11–20" of `total`. */
  get range(): { readonly from: number; readonly to: number } {
    if (this.total === 0 || this.items.length === 0) return { from: 0, to: 0 };
    const from = (this.shown.page - 1) * this.shown.perPage + 1;
    return { from, to: from + this.items.length - 1 };
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.total === 0;
  }

  /** Whether the empty list is the whole resource (offer to create) or only what the search and filters leave. */
  get isFiltered(): boolean {
    const defaults = this.params.spec.defaultFilters ?? {};
    const filters = this.query.filters;
    const names = new Set([...Object.keys(filters), ...Object.keys(defaults)]);
    return this.query.search.trim() !== '' || [...names].some((name) => filters[name] !== defaults[name]);
  }

  get canRemove(): boolean {
    return this.deps.source.remove !== undefined;
  }

  idOf(record: T): EntityId {
    return this.params.idOf(record);
  }

  nameOf(record: T): string {
    return this.params.nameOf(record);
  }

  mayRemove(record: T): boolean {
    return this.canRemove && (this.params.canRemove?.(record) ?? true);
  }

  /** The page's records that may be selected. */
  get selectable(): readonly T[] {
    return this.items.filter((item) => this.mayRemove(item));
  }

  isSelected(record: T): boolean {
    return this.selected.includes(this.idOf(record));
  }

  get allSelected(): boolean {
    return this.selectable.length > 0 && this.selectable.every((item) => this.isSelected(item));
  }

  get someSelected(): boolean {
    return this.selected.length > 0 && !this.allSelected;
  }

  // The query -------------------------------------------------------------------------------------------------------

  /** The route's query changed (back, forward, a link): show what it asks for, unless it is already shown. */
  syncFromRoute(query: RouteQuery): void {
    const next = readListQuery(query, this.params.spec);
    if (sameListQuery(next, this.query)) return;
    this.deps.searchDelay.cancel();
    this.query = next;
    this.searchText = next.search;
    void this.load();
  }

  goToPage(page: number): void {
    this.change({ page: Math.min(Math.max(1, Math.trunc(page)), this.lastPage) });
  }

  setPerPage(perPage: number): void {
    if (!(PAGE_SIZES as readonly number[]).includes(perPage)) return;
    // Keep the first record shown on screen.
    const first = (this.query.page - 1) * this.query.perPage;
    this.change({ perPage, page: Math.floor(first / perPage) + 1 });
  }

  /** A column header pressed: sort by it ascending, then descending, then by it ascending again. */
  toggleSort(field: string): void {
    if (!this.params.spec.sortable.includes(field)) return;
    const current = this.query.sort;
    const order = current?.field === field && current.order === 'asc' ? 'desc' : 'asc';
    this.change({ sort: { field, order }, page: 1 });
  }

  sortOrder(field: string): 'ascending' | 'descending' | 'none' {
    const sort = this.query.sort;
    if (sort?.field !== field) return 'none';
    return sort.order === 'asc' ? 'ascending' : 'descending';
  }

  setFilter(name: string, value: string): void {
    this.setFilters({ [name]: value });
  }

  /** Several filters at once (a quick day range sets both ends): one history entry, one load; '' clears one. */
  setFilters(values: Readonly<Record<string, string>>): void {
    const filters = { ...this.query.filters };
    for (const [name, value] of Object.entries(values)) {
      if (value === '') delete filters[name];
      else filters[name] = value;
    }
    this.change({ filters, page: 1 });
  }

  filterValue(name: string): string {
    return this.query.filters[name] ?? '';
  }

  clearFilters(): void {
    this.deps.searchDelay.cancel();
    this.searchText = '';
    this.change({ filters: { ...this.params.spec.defaultFilters }, search: '', page: 1 });
  }

  /** Typing in the search box: the list searches once typing pauses. */
  setSearchText(text: string): void {
    this.searchText = text;
    this.deps.searchDelay.schedule(SEARCH_DELAY_MS, () => this.applySearch());
  }

  /** Enter in the search box: search now. */
  applySearch(): void {
    this.deps.searchDelay.cancel();
    if (this.searchText === this.query.search) return;
    this.change({ search: this.searchText, page: 1 }, { replace: true });
  }

  private change(patch: Partial<ListQuery>, options: { readonly replace?: boolean } = {}): void {
    const next = readListQuery(writeListQuery({ ...this.query, ...patch }, this.params.spec), this.params.spec);
    if (sameListQuery(next, this.query)) return;
    this.query = next;
    this.deps.navigate(routePath(this.params.route, writeListQuery(next, this.params.spec)), options);
    void this.load();
  }

  // Loading ---------------------------------------------------------------------------------------------------------

  /**
   * Loads the page the query asks for. `quiet` (a timed refresh) keeps the rows on screen meanwhile, and a failure
   * keeps them too, only marking them `stale`.
   */
  async load(options: { readonly quiet?: boolean } = {}): Promise<void> {
    const current = this.answers.begin();
    const address = this.address(this.query);
    const quiet = options.quiet === true && this.status === 'ready';
    if (!quiet) {
      this.status = 'loading';
      this.failure = null;
    }
    const result = await this.deps.source.list(this.query);
    if (!current()) return;
    runInAction(() => {
      this.stale = quiet && !result.ok;
      if (this.stale) return;
      if (!result.ok) {
        this.status = 'failed';
        this.failure = failureMessage(result.error);
        return;
      }
      this.items = result.value.items;
      this.total = result.value.total;
      this.shown = { page: this.query.page, perPage: this.query.perPage };
      this.deps.snapshots?.keep(this.params.spec, address, { items: this.items, total: this.total, ...this.shown });
      const shown = new Set(result.value.items.map((item) => String(this.idOf(item))));
      const kept = this.selected.filter((id) => shown.has(String(id)));
      if (kept.length !== this.selected.length) this.selected = kept;
      this.status = 'ready';
    });
    // A page past the end (records deleted, a stale link) shows the last page instead.
    if (result.ok && result.value.items.length === 0 && this.query.page > 1 && this.total > 0) {
      this.change({ page: this.lastPage }, { replace: true });
    }
  }

  retry(): void {
    void this.load();
  }

  /** The list's address for `query`: its section, tenant and query, as the route writes them. */
  private address(query: ListQuery): string {
    return routePath(this.params.route, writeListQuery(query, this.params.spec));
  }

  /** A change made elsewhere (a form saved): says so and shows the list again. */
  changed(toast: Notice): void {
    this.deps.notify(toast);
    void this.load();
  }

  // Selection and deleting ------------------------------------------------------------------------------------------

  toggleSelected(record: T): void {
    if (!this.mayRemove(record)) return;
    const id = this.idOf(record);
    this.selected = this.isSelected(record) ? this.selected.filter((s) => String(s) !== String(id)) : [...this.selected, id];
  }

  toggleAll(): void {
    this.selected = this.allSelected ? [] : this.selectable.map((item) => this.idOf(item));
  }

  askRemove(record: T): void {
    if (this.mayRemove(record)) this.removing = record;
  }

  cancelRemove(): void {
    if (!this.busy) this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const record = this.removing;
    const remove = this.deps.source.remove;
    if (!record || !remove || this.busy) return;
    this.busy = true;
    const result = await remove.call(this.deps.source, this.idOf(record));
    runInAction(() => {
      this.busy = false;
      this.removing = null;
    });
    const name = this.nameOf(record);
    if (result.ok) this.changed({ kind: 'success', key: 'admin.list.removed', values: { name } });
    else
      this.deps.notify({
        kind: 'error',
        key: 'admin.list.remove_failed',
        values: { name },
        detail: result.error.kind === 'refused' ? refusalMessage('remove', result.error) : failureMessage(result.error),
      });
  }

  askBulkRemove(): void {
    if (this.selected.length > 0 && this.deps.source.removeMany) this.confirmingBulkRemove = true;
  }

  cancelBulkRemove(): void {
    if (!this.busy) this.confirmingBulkRemove = false;
  }

  async confirmBulkRemove(): Promise<void> {
    const removeMany = this.deps.source.removeMany;
    if (!removeMany || this.busy || this.selected.length === 0) return;
    this.busy = true;
    const outcome = await removeMany.call(this.deps.source, this.selected);
    runInAction(() => {
      this.busy = false;
      this.confirmingBulkRemove = false;
      this.selected = [];
    });
    const first = outcome.failed[0];
    if (!first) {
      this.changed({ kind: 'success', key: 'admin.list.bulk_removed', values: { count: outcome.removed.length } });
      return;
    }
    const reason = first.failure.kind === 'refused' ? refusalMessage('remove', first.failure) : failureMessage(first.failure);
    this.changed({
      kind: 'error',
      key: 'admin.list.bulk_remove_failed',
      values: { count: outcome.failed.length, removed: outcome.removed.length },
      detail: reason,
    });
  }

  // Export ----------------------------------------------------------------------------------------------------------

  get canExport(): boolean {
    return this.params.csv !== undefined;
  }

  /** Every record the search and filters leave, in the list's order, as a CSV file. */
  async exportCsv(): Promise<void> {
    const csv = this.params.csv;
    if (!csv || this.exporting) return;
    this.exporting = true;
    await exportListToFile((query) => this.deps.source.list(query), this.query, csv, this.deps);
    runInAction(() => (this.exporting = false));
  }
}
