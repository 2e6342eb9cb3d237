import {
  buildSearchRequest,
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
import type { Clock, TimerHandle } from '../ports/clock.port';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import type { SessionStore } from '../session/session-store';
import { SOMETHING_IS_WRONG, type WarningDialog } from './incident-failures';

/** SPEC §8: the no-result warning. */
export const NO_RESULT_WARNING: WarningDialog = { titleKey: 'incidents.search.title', textKey: 'incidents.search.text_modal3' };

export interface SearchIncidentsState {
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
  readonly warning: WarningDialog | null;
}

const INITIAL: SearchIncidentsState = {
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
 * results mode (2); none to no-results (0) with the 'incidents.search.title'/'text_modal3' warning; a failure keeps
 * the form with the error/something_is_wrong warning. An answer to an older search is ignored.
 */
export class SearchIncidents {
  private current: SearchIncidentsState = INITIAL;
  private timer: TimerHandle | undefined;
  private sequence = 0;
  private readonly listeners = new Set<(state: SearchIncidentsState) => void>();

  constructor(
    private readonly rest: IncidentsRestGateway,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
  ) {}

  start(): void {
    this.cancel();
    this.set(INITIAL);
  }

  get state(): SearchIncidentsState {
    return this.current;
  }

  onChange(listener: (state: SearchIncidentsState) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  change(form: SearchForm): void {
    this.set({ ...this.current, form, messages: searchValidationMessages(form), canConfirm: canConfirmSearch(form) });
  }

  /** Schedules the search 1 s after the last confirm; false (nothing scheduled) when confirm is disabled. */
  confirm(): boolean {
    if (!canConfirmSearch(this.current.form)) return false;
    this.clock.clear(this.timer);
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      void this.search();
    }, TIMINGS.searchDebounce);
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
    this.listeners.clear();
  }

  private cancel(): void {
    this.clock.clear(this.timer);
    this.timer = undefined;
    this.sequence++;
  }

  private async search(): Promise<void> {
    const run = ++this.sequence;
    const form = this.current.form;
    this.set({ ...this.current, messages: [], pending: false, searching: true, warning: null });
    try {
      const results = await this.rest.search(buildSearchRequest(form));
      if (run !== this.sequence) return;
      const mode = searchModeFor(results);
      this.set({
        ...this.current,
        mode,
        searching: false,
        results,
        lines: results.map(searchResultLine),
        warning: mode === SEARCH_MODE.noResults ? NO_RESULT_WARNING : null,
      });
    } catch {
      if (run !== this.sequence) return;
      this.set({ ...this.current, mode: SEARCH_MODE.form, searching: false, results: [], lines: [], warning: SOMETHING_IS_WRONG });
    }
  }

  private set(state: SearchIncidentsState): void {
    this.current = state;
    for (const listener of [...this.listeners]) listener(state);
  }
}
