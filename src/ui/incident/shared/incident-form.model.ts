import { runInAction } from 'mobx';
import type { Notice } from '../../../domain/shared/notice';
import type { AddressChoice } from '../../../application/incidents/address-suggestions.flow';
import type { IncidentEditValues } from '../../../application/incidents/incident-edit.flow';
import type { AddressSuggestion } from '../../../application/ports/address-autocomplete.port';
import {
  titleCounterLimit,
  type IncidentFormSettings,
  type RequiredIncidentField,
} from '../../../domain/incident-form/incident-form-validation';
import { isAddressSearchable } from '../../../domain/incident-form/incident-location';
import { ruleHint, TEXT_RULES, typeText, type LengthHint } from '../../../domain/shared/user-text';
import type { AddressLookup, AddressSearchState } from '../../shared/address-search';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** The incident form's fields (SPEC §5), the same in create mode and in the edit form. */
export type IncidentFormValues = IncidentEditValues;

/** The form's free-text fields, each with its rule (TEXT_RULES). */
export type IncidentTextField = 'title' | 'address' | 'description';

/** What a send or save without a required field says, at the field: what to type (not the leave question's words). */
export const REQUIRED_MESSAGE_KEYS: Readonly<Record<RequiredIncidentField, string>> = {
  title: 'incidentForm.required.title',
  address: 'incidentForm.required.address',
  description: 'incidentForm.required.description',
};

/** A message to translate: an i18n key and its parameters. */
export interface FormMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** What one field of the form shows besides its value: the required mark, the refused send's message, the notes. */
export interface IncidentFieldState {
  readonly required: boolean;
  readonly error: FormMessage | null;
  /** The note about a value cut at the field's limit: a warning, 'incidentForm.cut' (only the first {{limit}} kept). */
  readonly notice: Notice | null;
  /** The counter near the limit. */
  readonly hint: LengthHint;
}

export const EMPTY_INCIDENT_FORM: IncidentFormValues = {
  title: '',
  description: '',
  address: '',
  city: '',
  latitude: null,
  longitude: null,
};

/**
 * SPEC §5 the incident form of create mode and of the edit form: title, description, and the address with its
 * autocomplete. Suggestions come from the AddressSuggestionsFlow (its delay on the Clock); a chosen suggestion sets the
 * address, the city and the coordinates. Only the newest lookup answers.
 */
export class IncidentFormModel {
  title = '';
  description = '';
  address = '';
  city = '';
  latitude: number | null = null;
  longitude: number | null = null;
  /** The address field's text while searching (the edit form keeps the saved address until a suggestion is chosen). */
  addressQuery = '';
  suggestions: readonly AddressSuggestion[] = [];
  addressSearch: AddressSearchState = 'idle';
  /** Per field, the note about the last value it could not take whole (cleared by the next edit that fits). */
  notices: Readonly<Partial<Record<IncidentTextField, Notice>>> = {};
  /** A chosen suggestion's details are loading: its text is chosen, not merely typed. */
  choosingAddress = false;
  private disposed = false;
  /** The chosen suggestion's details while they load: a send waits for them so the coordinates are not lost. */
  private pendingChoice: Promise<unknown> | null = null;

  constructor(
    private readonly addresses: AddressLookup,
    /** How long typing pauses before a lookup (ms); 0 looks up at once. */
    private readonly suggestDelayMs: number,
  ) {
    makeObservableExcept(this, ['addresses', 'suggestDelayMs', 'disposed', 'pendingChoice']);
  }

  get values(): IncidentFormValues {
    const { title, description, address, city, latitude, longitude } = this;
    return { title, description, address, city, latitude, longitude };
  }

  start(): void {
    this.disposed = false;
  }

  /** The values the server or a draft gives; an address search the operator has not touched follows the address. */
  setValues(values: IncidentFormValues): void {
    const untouched = this.addressQuery === this.address;
    Object.assign(this, values);
    if (untouched) this.addressQuery = this.address;
  }

  setChoosingAddress(choosing: boolean): void {
    this.choosingAddress = choosing;
  }

  /**
   * Create mode: an address typed but not chosen from the suggestions. It would be sent without a city or a position,
   * so the field says so (never silently): choose a suggestion, or the incident has no position.
   */
  get addressTypedNotChosen(): boolean {
    return this.address.trim() !== '' && this.latitude === null && !this.choosingAddress;
  }

  /**
   * The edit form: a search typed but not chosen from the suggestions. Saving keeps the address and position as they
   * are, so the field says so: choose a suggestion, or the address stays as it was.
   */
  get addressSearchNotChosen(): boolean {
    return this.addressQuery !== this.address && !this.choosingAddress;
  }

  /** The edit form's note on a search typed but not chosen: what to do, and what stays meanwhile. */
  get addressSearchCaution(): FormMessage | null {
    if (!this.addressSearchNotChosen) return null;
    return this.address.trim() === ''
      ? { key: 'incidentForm.address_not_chosen_none' }
      : { key: 'incidentForm.address_not_chosen_edit', params: { address: this.address } };
  }

  setAddressQuery(text: string): void {
    this.addressQuery = text;
  }

  /**
   * What the field keeps of a typed value: control characters stripped (a description keeps its lines and tabs) and
   * at most the field's limit, what was there before kept; a value cut short leaves a notice beside the field.
   */
  fit(field: IncidentTextField, previous: string, typed: string): string {
    const rule = TEXT_RULES[field];
    const result = typeText(previous, typed, rule);
    const { [field]: _dropped, ...others } = this.notices;
    this.notices =
      result.cut > 0
        ? { ...others, [field]: { kind: 'warning', key: 'incidentForm.cut', values: { limit: rule.max, cut: result.cut } } }
        : others;
    return result.value;
  }

  /**
   * A field's counter (a one-line field's from 90% of its limit on, the description's always): the title counts against the tenant's limitedTitleLength when
   * it has one; `text` is what the field shows (the edit form's address field shows its search).
   */
  lengthHint(field: IncidentTextField, settings: IncidentFormSettings | null | undefined, text: string = this[field]): LengthHint {
    const limit = field === 'title' ? titleCounterLimit(settings, TEXT_RULES.title.max) : TEXT_RULES[field].max;
    return ruleHint(text, TEXT_RULES[field], limit);
  }

  setTitle(value: string): void {
    this.title = this.fit('title', this.title, value);
  }

  setDescription(value: string): void {
    this.description = this.fit('description', this.description, value);
  }

  /** Create mode: the typed text is the address; the chosen city and coordinates go, and suggestions are looked up. */
  typeAddress(text: string): void {
    const value = this.fit('address', this.address, text);
    this.address = value;
    this.choosingAddress = false;
    this.city = '';
    this.latitude = null;
    this.longitude = null;
    void this.search(value);
  }

  /** The edit form: looks up suggestions for the typed text without changing the address (the value changes on a choice). */
  async searchAddress(text: string): Promise<void> {
    const value = this.fit('address', this.addressQuery, text);
    this.addressQuery = value;
    await this.search(value);
  }

  /** Hides the suggestions shown (a lookup under way still answers). */
  closeSuggestions(): void {
    this.suggestions = [];
    if (this.addressSearch !== 'searching') this.addressSearch = 'idle';
  }

  /** Hides the suggestions and drops every lookup under way. */
  dropSuggestions(): void {
    this.addresses.cancel();
    this.suggestions = [];
    this.addressSearch = 'idle';
  }

  /** Create mode: a chosen suggestion is the address, its details set the city and the coordinates (choose()). */
  async chooseSuggestion(suggestion: AddressSuggestion): Promise<void> {
    this.address = suggestion.description;
    await this.choose(suggestion, (choice) => this.applyChoice(choice));
  }

  /**
   * SPEC §5, the one way create mode and the edit form choose an address: the suggestions close, the chosen
   * suggestion's details (address, city: locality, else district, else state, and coordinates) are looked up through
   * the suggestions flow while the field says the address is being chosen (a send waits for them: settled()), and
   * `apply` takes them. Typing again or choosing another suggestion meanwhile wins over these details (the flow's
   * newest lookup answers), and so does a dispose. Resolves whether `apply` was given the details.
   */
  choose(suggestion: AddressSuggestion, apply: (choice: AddressChoice) => void): Promise<boolean> {
    this.dropSuggestions();
    this.choosingAddress = true;
    const pending: Promise<boolean> = this.addresses.choose(suggestion.id).then((choice) => {
      if (this.pendingChoice === pending) {
        this.pendingChoice = null;
        this.setChoosingAddress(false);
      }
      if (this.disposed || !choice) return false;
      runInAction(() => apply(choice));
      return true;
    });
    this.pendingChoice = pending;
    return pending;
  }

  /** Resolves once a chosen suggestion's details are in (at once when none is loading). */
  async settled(): Promise<void> {
    if (this.pendingChoice) await this.pendingChoice;
  }

  dispose(): void {
    this.disposed = true;
    this.addresses.cancel();
  }

  private applyChoice(choice: AddressChoice): void {
    this.address = choice.address;
    this.city = choice.city;
    this.latitude = choice.latitude;
    this.longitude = choice.longitude;
  }

  /** Looks up suggestions for a text long enough (domain isAddressSearchable); shorter text drops them. */
  private async search(text: string): Promise<void> {
    if (!isAddressSearchable(text)) {
      this.dropSuggestions();
      return;
    }
    this.addressSearch = 'searching';
    const found = await this.addresses.suggest(text, this.suggestDelayMs);
    if (this.disposed || found === null) return;
    runInAction(() => {
      this.suggestions = found;
      this.addressSearch = found.length > 0 ? 'found' : 'none';
    });
  }
}
