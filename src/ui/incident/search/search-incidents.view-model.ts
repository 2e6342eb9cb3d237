import { IncidentSearchFlow, type IncidentSearchState } from '../../../application/incidents/incident-search.flow';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { defaultPhonePrefix, isPhonePrefix, type PhonePrefix } from '../../../domain/phone/phone-prefixes';
import { RECENT_INCIDENT_LIMIT, type IncidentSummary } from '../../../domain/search/incident-summary';
import { SEARCH_MODE, searchBlockedReason, type SearchForm } from '../../../domain/search/search-incidents';
import { TEXT_RULES, typeText } from '../../../domain/shared/user-text';
import { navigateHash } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { PhoneFieldModel } from '../../shared/phone-field.model';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { DisposableStore } from '../../../application/shared/disposable-store';

/** What the panel needs of IncidentSearchFlow (a plain object in tests). */
export interface SearchFlow {
  readonly state: IncidentSearchState;
  start(): void;
  loadRecent(): Promise<void>;
  onChange(listener: (state: IncidentSearchState) => void): Unsubscribe;
  change(form: SearchForm): void;
  confirm(): boolean;
  retry(): boolean;
  backToForm(): void;
  dismissFailure(): void;
  choose(id: string): string | null;
  dispose(): void;
}

export type SearchField = 'name' | 'incidentId' | 'startDate' | 'endDate';

export interface SearchIncidentsDeps {
  readonly search: SearchFlow;
  /** SPEC §2: the user's hasAccess (the button is hidden without it). */
  readonly hasAccess: () => boolean;
  readonly navigate: (route: string) => void;
}

export interface SearchIncidentsParams {
  /** The tenant's default phone prefix (SPEC §5). */
  readonly defaultPrefix: PhonePrefix;
}

/**
 * What the list under the criteria shows: the recent incidents before any search (the newest RECENT_INCIDENT_LIMIT
 * of `total`), the results of a search, or that a search found nothing (information, not an error).
 */
export type SearchList =
  | { readonly kind: 'recent'; readonly items: readonly IncidentSummary[]; readonly total: number }
  | { readonly kind: 'results'; readonly items: readonly IncidentSummary[]; readonly total: number }
  | { readonly kind: 'no-results'; readonly items: readonly IncidentSummary[]; readonly total: 0 };

/**
 * SPEC §2, §5, §8 the incident search, a side panel that leaves the live video in sight: the criteria (name, id,
 * dates, phone with prefix) always shown, with the reason the Search button is disabled; under them the tenant's
 * recent incidents, the results with their count, or a calm line when nothing matched. A failed search is an error
 * with a retry, the criteria kept. Confirm rules and the 1 s debounce come from IncidentSearchFlow.
 */
export class SearchIncidentsViewModel {
  open = false;
  state: IncidentSearchState;
  readonly phone: PhoneFieldModel;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: SearchIncidentsDeps,
    private readonly params: SearchIncidentsParams,
  ) {
    this.state = deps.search.state;
    this.phone = new PhoneFieldModel({ prefix: params.defaultPrefix, number: '' });
    makeObservableExcept(this, ['phone', 'deps', 'params', 'disposables']);
  }

  private get flow(): SearchFlow {
    return this.deps.search;
  }

  start(): void {
    this.disposables.clear();
    this.disposables.add(this.flow.onChange((state) => this.setState(state)));
    this.flow.start();
    this.flow.change({ prefix: this.params.defaultPrefix });
  }

  dispose(): void {
    this.disposables.clear();
    this.flow.dispose();
  }

  /** SPEC §2: the search button is hidden when hasAccess is false. */
  get visible(): boolean {
    return this.deps.hasAccess();
  }

  get form(): SearchForm {
    return this.state.form;
  }

  get list(): SearchList {
    if (this.state.mode === SEARCH_MODE.results) return { kind: 'results', items: this.state.found, total: this.state.found.length };
    if (this.state.mode === SEARCH_MODE.noResults) return { kind: 'no-results', items: [], total: 0 };
    const recent = this.state.recent.items;
    return { kind: 'recent', items: recent.slice(0, RECENT_INCIDENT_LIMIT), total: recent.length };
  }

  /** The recent incidents are being read for the first time (nothing to show yet), or could not be read. */
  get recentStatus(): 'loading' | 'failed' | 'ready' {
    const { status, items } = this.state.recent;
    if (status === 'failed') return 'failed';
    return (status === 'loading' || status === 'idle') && items.length === 0 ? 'loading' : 'ready';
  }

  /** SPEC §8: the last search failed (the criteria are kept; retry() runs it again). */
  get failed(): boolean {
    return this.state.failure !== null;
  }

  get busy(): boolean {
    return this.state.pending || this.state.searching;
  }

  get confirmDisabled(): boolean {
    return !this.state.canConfirm || this.busy;
  }

  /** The locale key that says why Search is disabled; null when it is enabled or only waiting for an answer. */
  get disabledReason(): string | null {
    const reason = searchBlockedReason(this.state.form);
    if (reason === 'one-date') return 'search.hint_both_dates';
    return reason === 'no-criteria' ? 'search.hint_criteria' : null;
  }

  /** SPEC §5 date messages still worth showing (the missing date is said by disabledReason). */
  get messages(): readonly string[] {
    return this.state.messages.filter((key) => key !== 'incidents.search.error2');
  }

  value(field: SearchField): string {
    const v = this.state.form[field];
    return v === null || v === undefined ? '' : String(v);
  }

  /** Opens the panel and reads the recent incidents again. */
  show(): void {
    this.open = true;
    void this.flow.loadRecent();
  }

  reloadRecent(): void {
    void this.flow.loadRecent();
  }

  /** Closes the panel; what was typed and found stays for the next opening. */
  close(): void {
    this.open = false;
  }

  /** A typed criterion: name and id lose control characters and keep to TEXT_RULES.search; dates are as picked. */
  setField(field: SearchField, value: string): void {
    const typed = field === 'name' || field === 'incidentId' ? typeText(this.value(field), value, TEXT_RULES.search).value : value;
    this.flow.change({ ...this.state.form, [field]: typed });
  }

  /** SPEC §5: changing the prefix clears the phone. */
  setPrefix(value: string): void {
    if (!isPhonePrefix(value)) return;
    this.phone.setPrefix(value);
    this.flow.change({ ...this.state.form, prefix: value, phone: '' });
  }

  typePhone(typed: string): void {
    this.phone.typeNumber(typed);
    this.flow.change({ ...this.state.form, phone: this.phone.number });
  }

  confirm(): void {
    this.flow.confirm();
  }

  retry(): void {
    this.flow.retry();
  }

  /** Leaves the results for the recent incidents, keeping the criteria. */
  showRecent(): void {
    this.flow.backToForm();
  }

  dismissFailure(): void {
    this.flow.dismissFailure();
  }

  /** SPEC §2: a chosen incident opens {tenant}/incident/view/{id}. */
  choose(id: string): void {
    const path = this.flow.choose(id);
    if (path === null) return;
    this.open = false;
    this.deps.navigate(`/${path}`);
  }

  private setState(state: IncidentSearchState): void {
    this.state = state;
  }
}

export function createSearchIncidentsViewModel(services: Services, params: { readonly tenant?: string }): SearchIncidentsViewModel {
  const user = services.get(CurrentUserStore);
  return new SearchIncidentsViewModel(
    { search: services.get(IncidentSearchFlow), hasAccess: () => user.hasAccess(), navigate: (route) => navigateHash(route) },
    { defaultPrefix: defaultPhonePrefix(params.tenant ?? user.session()?.tenantId, services.config.tenantConfig) },
  );
}
