import { IncidentSearchFlow, type IncidentSearchState } from '../../../application/incidents/incident-search.flow';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { defaultPhonePrefix, isPhonePrefix, type PhonePrefix } from '../../../domain/phone/phone-prefixes';
import { SEARCH_MODE, type SearchForm, type SearchResult } from '../../../domain/search/search-incidents';
import { TEXT_RULES, typeText } from '../../../domain/shared/user-text';
import { navigateHash } from '../../app/hash-location';
import type { Services } from '../../app/services';
import { PhoneFieldModel } from '../../shared/phone-field.model';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** What the modal needs of IncidentSearchFlow (a plain object in tests). */
export interface SearchFlow {
  readonly state: IncidentSearchState;
  start(): void;
  onChange(listener: (state: IncidentSearchState) => void): Unsubscribe;
  change(form: SearchForm): void;
  confirm(): boolean;
  backToForm(): void;
  dismissWarning(): void;
  choose(result: SearchResult): string | null;
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
 * SPEC §2, §5, §8 the search-incidents modal: the form (name, id, dates, phone with prefix), results and no-results
 * modes, confirm rules and the 1 s debounce all come from IncidentSearchFlow; this only mirrors its state.
 */
export class SearchIncidentsViewModel {
  open = false;
  state: IncidentSearchState;
  readonly phone: PhoneFieldModel;
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly deps: SearchIncidentsDeps,
    private readonly params: SearchIncidentsParams,
  ) {
    this.state = deps.search.state;
    this.phone = new PhoneFieldModel({ prefix: params.defaultPrefix, number: '' });
    makeObservableExcept(this, ['phone', 'deps', 'params', 'unsubscribe']);
  }

  private get flow(): SearchFlow {
    return this.deps.search;
  }

  start(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.flow.onChange((state) => this.setState(state));
    this.flow.start();
    this.flow.change({ prefix: this.params.defaultPrefix });
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.flow.dispose();
  }

  /** SPEC §2: the search button is hidden when hasAccess is false. */
  get visible(): boolean {
    return this.deps.hasAccess();
  }

  get form(): SearchForm {
    return this.state.form;
  }

  get prefix(): PhonePrefix {
    return this.phone.prefix;
  }

  get mode(): 'form' | 'results' | 'no-results' {
    if (this.state.mode === SEARCH_MODE.results) return 'results';
    if (this.state.mode === SEARCH_MODE.noResults) return 'no-results';
    return 'form';
  }

  /** SPEC §8: no results -> 'incidents.search.title' / 'text_modal3'; a failed search -> 'error' / 'something_is_wrong'. */
  get warning(): { readonly titleKey: string; readonly textKey: string } | null {
    const warning = this.state.warning;
    if (!warning) return null;
    if (warning.kind === 'no-results') return { titleKey: 'incidents.search.title', textKey: 'incidents.search.text_modal3' };
    return { titleKey: 'error', textKey: 'something_is_wrong' };
  }

  get busy(): boolean {
    return this.state.pending || this.state.searching;
  }

  get confirmDisabled(): boolean {
    return !this.state.canConfirm || this.busy;
  }

  value(field: SearchField): string {
    const v = this.state.form[field];
    return v === null || v === undefined ? '' : String(v);
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.flow.backToForm();
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

  backToForm(): void {
    this.flow.backToForm();
  }

  dismissWarning(): void {
    this.flow.dismissWarning();
  }

  /** SPEC §2: a chosen result opens {tenant}/incident/view/{id}. */
  choose(index: number): void {
    const result = this.state.results[index];
    if (!result) return;
    const path = this.flow.choose(result);
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
