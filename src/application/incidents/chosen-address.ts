import type { IncidentEditValues } from '../../domain/incident-form/incident-form-values';
import { cityFromAddressComponents, normalizeLatitude, normalizeLongitude } from '../../domain/incident-form/incident-location';
import type { AddressAutocomplete } from '../ports/address-autocomplete.port';

export type ChosenAddress = Pick<IncidentEditValues, 'address' | 'city' | 'latitude' | 'longitude'>;

/** SPEC §5: a chosen suggestion's address, city (locality, else district, else state) and coordinates; null when the lookup fails. */
export async function chosenAddress(places: AddressAutocomplete, suggestionId: string): Promise<ChosenAddress | null> {
  let details;
  try {
    details = await places.details(suggestionId);
  } catch {
    return null;
  }
  if (!details) return null;
  return {
    address: details.address,
    city: cityFromAddressComponents(details.components) ?? '',
    latitude: normalizeLatitude(details.latitude),
    longitude: normalizeLongitude(details.longitude),
  };
}
