import { runInAction } from 'mobx';
import type { AddressChoice, AddressSuggestionsFlow } from '../../../application/incidents/address-suggestions.flow';
import type { IncidentEditValues } from '../../../application/incidents/incident-edit.flow';
import type { AddressSuggestion } from '../../../application/ports/address-autocomplete.port';
import { makeObservableExcept } from '../../shared/make-observable-except';

/** The incident form's fields (SPEC §5), the same in create mode and in the edit form. */
export type IncidentFormValues = IncidentEditValues;

export type AddressLookup = Pick<AddressSuggestionsFlow, 'suggest' | 'choose' | 'cancel' | 'dispose'>;

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
  private disposed = false;
  /** The chosen suggestion's details while they load: a send waits for them so the coordinates are not lost. */
  private pendingChoice: Promise<void> | null = null;

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

  setValues(values: IncidentFormValues): void {
    Object.assign(this, values);
  }

  setAddressQuery(text: string): void {
    this.addressQuery = text;
  }

  setTitle(value: string): void {
    this.title = value;
  }

  setDescription(value: string): void {
    this.description = value;
  }

  /** Create mode: the typed text is the address; the chosen city and coordinates go, and suggestions are looked up. */
  typeAddress(text: string): void {
    this.address = text;
    this.city = '';
    this.latitude = null;
    this.longitude = null;
    void this.lookUp(text);
  }

  /** The edit form: looks up suggestions for the typed text (at least `minLength` characters) without changing the address. */
  async searchAddress(text: string, minLength: number): Promise<void> {
    this.addressQuery = text;
    if (text.trim().length < minLength) {
      this.dropSuggestions();
      return;
    }
    await this.lookUp(text);
  }

  /** Hides the suggestions shown (a lookup under way still answers). */
  closeSuggestions(): void {
    this.suggestions = [];
  }

  /** Hides the suggestions and drops every lookup under way. */
  dropSuggestions(): void {
    this.addresses.cancel();
    this.suggestions = [];
  }

  /** SPEC §5: a chosen suggestion sets the address, the city (locality, else district, else state) and coordinates. */
  chooseSuggestion(suggestion: AddressSuggestion): Promise<void> {
    this.suggestions = [];
    this.address = suggestion.description;
    const pending = this.addresses.choose(suggestion.id).then((choice) => {
      if (this.pendingChoice === pending) this.pendingChoice = null;
      // Typing again (or choosing another suggestion) since then wins over these details.
      if (!this.disposed && choice) this.applyChoice(choice);
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

  private async lookUp(text: string): Promise<void> {
    const found = await this.addresses.suggest(text, this.suggestDelayMs);
    if (this.disposed || found === null) return;
    runInAction(() => {
      this.suggestions = found;
    });
  }
}
