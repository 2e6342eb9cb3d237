import {
  canConfirmSearch,
  SEARCH_MODE,
  searchModeFor,
  searchResultLine,
  searchResultPath,
  searchValidationMessages,
  type SearchForm,
  type SearchMode,
  type SearchResult,
  type SearchResultLine,
  type SearchValidationKey,
} from '../../domain/search/search-incidents';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import type { Unsubscribe } from '../ports/subscription';
import type { SessionStore } from '../session/session.store';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import type { CallFailure } from '../shared/failure';
import type { SearchIncidentsUseCase } from './search-incidents.use-case';

/** SPEC §8: nothing was found, or the search failed (the form is kept). */
export type SearchWarning = { readonly kind: 'no-results' } | CallFailure;

export interface IncidentSearchState {
  readonly mode: SearchMode;
  readonly form: SearchForm;
  /** SPEC §5 date messages, for display only (they never block). */
  readonly messages: readonly SearchValidationKey[];
  readonly canConfirm: boolean;
  /** A confirmed search waits for the 1 s debounce. */
  readonly pending: boolean;
  readonly searching: boolean;
  readonly results: readonly SearchResult[];
  readonly lines: readonly SearchResultLine[];
  readonly warning: SearchWarning | null;
}

const INITIAL: IncidentSearchState = {
  mode: SEARCH_MODE.form,
  form: {},
  messages: [],
  canConfirm: false,
  pending: false,
  searching: false,
  results: [],
  lines: [],
  warning: null,
};

/**
 * SPEC §2, §5, §7, §8 the search-incidents modal. change() keeps the form and its messages; confirm() is debounced:
 * the search runs 1 s after the last confirm (TIMINGS.searchDebounce) with the latest form. Results switch to the
 * results mode (2); none to no-results (0) with the no-results warning; a failure keeps the form with the failure as
 * the warning. An answer to an older search is ignored. dispose() releases the timer and every listener; the flow may
 * be started again afterwards (a view model is, under React's strict mode).
 */
export class IncidentSearchFlow {
  private current: IncidentSearchState = INITIAL;
  private sequence = 0;
  private debounce: Unsubscribe | null = null;
  private readonly timers = new DisposableStore();
  private changes = new Emitter<IncidentSearchState>();

  constructor(
    private readonly search: SearchIncidentsUseCase,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
  ) {}

  start(): void {
    this.cancel();
    this.set(INITIAL);
  }

  get state(): IncidentSearchState {
    return this.current;
  }

  onChange(listener: (state: IncidentSearchState) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  change(form: SearchForm): void {
    this.set({ ...this.current, form, messages: searchValidationMessages(form), canConfirm: canConfirmSearch(form) });
  }

  /** Schedules the search 1 s after the last confirm; false (nothing scheduled) when confirm is disabled. */
  confirm(): boolean {
    if (!canConfirmSearch(this.current.form)) return false;
    this.cancelDebounce();
    const handle = this.clock.setTimeout(() => {
      this.cancelDebounce();
      void this.run();
    }, TIMINGS.searchDebounce);
    this.debounce = this.timers.add(() => this.clock.clear(handle));
    this.set({ ...this.current, pending: true });
    return true;
  }

  /** Back to the form (mode 1), keeping what was typed. */
  backToForm(): void {
    this.cancel();
    this.set({ ...this.current, mode: SEARCH_MODE.form, results: [], lines: [], warning: null, pending: false, searching: false });
  }

  dismissWarning(): void {
    this.set({ ...this.current, warning: null });
  }

  /** SPEC §2: the route a chosen result opens ({tenant}/incident/view/{id}), or null. */
  choose(result: SearchResult): string | null {
    return searchResultPath(this.sessions.current()?.tenantId, result.id);
  }

  dispose(): void {
    this.cancel();
    this.changes.dispose();
    this.changes = new Emitter<IncidentSearchState>();
  }

  private cancelDebounce(): void {
    if (this.debounce) this.timers.delete(this.debounce);
    this.debounce = null;
  }

  private cancel(): void {
    this.cancelDebounce();
    this.sequence++;
  }

  private async run(): Promise<void> {
    const run = ++this.sequence;
    const form = this.current.form;
    this.set({ ...this.current, messages: [], pending: false, searching: true, warning: null });
    const found = await this.search.execute({ form });
    if (run !== this.sequence) return;
    if (!found.ok) {
      this.set({ ...this.current, mode: SEARCH_MODE.form, searching: false, results: [], lines: [], warning: found.error });
      return;
    }
    const results = found.value;
    const mode = searchModeFor(results);
    this.set({
      ...this.current,
      mode,
      searching: false,
      results,
      lines: results.map(searchResultLine),
      warning: mode === SEARCH_MODE.noResults ? { kind: 'no-results' } : null,
    });
  }

  private set(state: IncidentSearchState): void {
    this.current = state;
    this.changes.fire(state);
  }
}
