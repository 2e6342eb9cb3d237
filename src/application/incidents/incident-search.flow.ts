import { searchSummaries, type IncidentSummary } from '../../domain/search/incident-summary';
import {
  canConfirmSearch,
  SEARCH_MODE,
  searchModeFor,
  searchResultPath,
  searchValidationMessages,
  type SearchForm,
  type SearchMode,
  type SearchResult,
  type SearchValidationKey,
} from '../../domain/search/search-incidents';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock, TimerHandle } from '../ports/clock.port';
import type { Unsubscribe } from '../ports/subscription';
import type { SessionStore } from '../session/session.store';
import { Emitter } from '../shared/emitter';
import type { CallFailure } from '../shared/failure';
import { NewestAnswer } from '../shared/newest-answer';
import type { ListRecentIncidentsUseCase } from './list-recent-incidents.use-case';
import type { SearchIncidentsUseCase } from './search-incidents.use-case';

/** The tenant's recent incidents, read each time the search opens (before any criteria). */
export interface RecentIncidents {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first. */
  readonly items: readonly IncidentSummary[];
}

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
  /** The results with status and address (from the recent incidents where the search did not send them). */
  readonly found: readonly IncidentSummary[];
  /** SPEC §8: the last search failed; the form is kept for a retry. No result is mode 0, not a failure. */
  readonly failure: CallFailure | null;
  readonly recent: RecentIncidents;
}

const INITIAL: IncidentSearchState = {
  mode: SEARCH_MODE.form,
  form: {},
  messages: [],
  canConfirm: false,
  pending: false,
  searching: false,
  results: [],
  found: [],
  failure: null,
  recent: { status: 'idle', items: [] },
};

/**
 * SPEC §2, §5, §7, §8 the incident search. loadRecent() reads the tenant's recent incidents (shown before any
 * criteria); change() keeps the form and its messages; confirm() is debounced: the search runs 1 s after the last
 * confirm (TIMINGS.searchDebounce) with the latest form, retry() at once. Results switch to the results mode (2);
 * none to no-results (0), which is information, not a failure; a failure keeps the form and the mode. An answer to
 * an older search or read is ignored. dispose() releases the timer and every listener; the flow may be started again
 * afterwards (a view model is, under React's strict mode).
 */
export class IncidentSearchFlow {
  private current: IncidentSearchState = INITIAL;
  private readonly searches = new NewestAnswer();
  private readonly recentReads = new NewestAnswer();
  private debounce: TimerHandle | null = null;
  private changes = new Emitter<IncidentSearchState>();

  constructor(
    private readonly search: SearchIncidentsUseCase,
    private readonly recentIncidents: ListRecentIncidentsUseCase,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
  ) {}

  start(): void {
    this.cancel();
    this.recentReads.drop();
    this.set(INITIAL);
  }

  get state(): IncidentSearchState {
    return this.current;
  }

  onChange(listener: (state: IncidentSearchState) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** Reads the recent incidents again (the list shown so far stays while they load). */
  async loadRecent(): Promise<void> {
    const current = this.recentReads.begin();
    this.set({ ...this.current, recent: { ...this.current.recent, status: 'loading' } });
    const read = await this.recentIncidents.execute();
    if (!current()) return;
    const recent: RecentIncidents = read.ok ? { status: 'ready', items: read.value } : { ...this.current.recent, status: 'failed' };
    this.set({ ...this.current, recent, found: searchSummaries(this.current.results, recent.items) });
  }

  change(form: SearchForm): void {
    this.set({ ...this.current, form, messages: searchValidationMessages(form), canConfirm: canConfirmSearch(form) });
  }

  /** Schedules the search 1 s after the last confirm; false (nothing scheduled) when confirm is disabled. */
  confirm(): boolean {
    if (!canConfirmSearch(this.current.form)) return false;
    this.cancelDebounce();
    this.debounce = this.clock.setTimeout(() => {
      this.debounce = null;
      void this.run();
    }, TIMINGS.searchDebounce);
    this.set({ ...this.current, pending: true });
    return true;
  }

  /** The failed search again, at once, with the form as it is now. */
  retry(): boolean {
    if (!canConfirmSearch(this.current.form)) return false;
    this.cancelDebounce();
    void this.run();
    return true;
  }

  /** Back to the form (mode 1), keeping what was typed. */
  backToForm(): void {
    this.cancel();
    this.set({ ...this.current, mode: SEARCH_MODE.form, results: [], found: [], failure: null, pending: false, searching: false });
  }

  dismissFailure(): void {
    this.set({ ...this.current, failure: null });
  }

  /** SPEC §2: the route a chosen incident opens ({tenant}/incident/view/{id}), or null. */
  choose(id: string | number | null | undefined): string | null {
    return searchResultPath(this.sessions.current()?.tenantId, id);
  }

  dispose(): void {
    this.cancel();
    this.recentReads.drop();
    this.changes.dispose();
    this.changes = new Emitter<IncidentSearchState>();
  }

  private cancelDebounce(): void {
    if (this.debounce) this.clock.clear(this.debounce);
    this.debounce = null;
  }

  private cancel(): void {
    this.cancelDebounce();
    this.searches.drop();
  }

  private async run(): Promise<void> {
    const current = this.searches.begin();
    const form = this.current.form;
    this.set({ ...this.current, messages: [], pending: false, searching: true, failure: null });
    const answer = await this.search.execute({ form });
    if (!current()) return;
    if (!answer.ok) {
      this.set({ ...this.current, pending: false, searching: false, failure: answer.error });
      return;
    }
    const results = answer.value;
    const found = searchSummaries(results, this.current.recent.items);
    this.set({ ...this.current, mode: searchModeFor(results), searching: false, results, found, failure: null });
  }

  private set(state: IncidentSearchState): void {
    this.current = state;
    this.changes.fire(state);
  }
}
