import type { AddressComponent } from '../../domain/incident-form/incident-location';

/** One address suggestion, carrying what the form needs when it is chosen (SPEC §5). */
export interface AddressSuggestion {
  readonly id: string;
  readonly description: string;
}

export interface AddressDetails {
  readonly address: string;
  readonly components: readonly AddressComponent[];
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** SPEC §5 address autocomplete (Google Places in production, the demo world's gazetteer in demo). */
export interface AddressAutocomplete {
  suggest(text: string): Promise<readonly AddressSuggestion[]>;
  details(suggestionId: string): Promise<AddressDetails | null>;
}
export const AddressAutocomplete = Symbol.for('AddressAutocomplete');
