import type { AddressSuggestionsFlow } from '../../application/incidents/address-suggestions.flow';

/** What an address field asks of its suggestions flow. */
export type AddressLookup = Pick<AddressSuggestionsFlow, 'suggest' | 'choose' | 'cancel' | 'dispose'>;

/**
 * Where the address search is: nothing asked (under two characters), a lookup under way, suggestions found, or the
 * typed text matched nothing ('no matches' is said).
 */
export type AddressSearchState = 'idle' | 'searching' | 'found' | 'none';
