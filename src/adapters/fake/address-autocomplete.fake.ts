import type { AddressAutocomplete, AddressDetails, AddressSuggestion } from '../../application/ports/address-autocomplete.port';
import type { DemoWorld } from './demo-world/demo-world';
import { DEMO_PLACES, placeComponents, placeDescription, type DemoPlace } from './demo-world/incident-places';
import { record } from './recording-log';

/** Fewest characters that start a lookup, and most suggestions returned. */
export const MIN_QUERY_LENGTH = 3;
export const MAX_SUGGESTIONS = 5;

/**
 * SPEC §5 address autocomplete over a small built-in gazetteer (streets of Rio around the default map centre, Mexico
 * City, Bogotá and Monterrey). Matching ignores case and accents; every word of the query must appear in the street,
 * neighbourhood or city; a house number in the query is kept in the address. Details carry Google-style components
 * (locality = the city) and coordinates. No network.
 */
export class FakeAddressAutocomplete implements AddressAutocomplete {
  readonly queries: string[] = [];

  constructor(private readonly world: DemoWorld) {}

  async suggest(text: string): Promise<readonly AddressSuggestion[]> {
    record(this.queries, text);
    await this.world.latency.wait();
    const query = fold(text);
    if (query.replace(/\s/g, '').length < MIN_QUERY_LENGTH) return [];
    const number = /\b(\d{1,5})\b/.exec(query)?.[1];
    const words = query.split(/[\s,.-]+/).filter((w) => w !== '' && w !== number);
    if (words.length === 0) return [];
    return DEMO_PLACES.filter((p) => {
      const haystack = fold(`${p.street} ${p.neighbourhood} ${p.city} ${p.state}`);
      return words.every((w) => haystack.includes(w));
    })
      .slice(0, MAX_SUGGESTIONS)
      .map((p) => ({ id: number ? `${p.id}#${number}` : p.id, description: placeDescription(p, number ? Number(number) : undefined) }));
  }

  async details(suggestionId: string): Promise<AddressDetails | null> {
    await this.world.latency.wait();
    const [id, number] = suggestionId.split('#');
    const place: DemoPlace | undefined = DEMO_PLACES.find((p) => p.id === id);
    if (!place) return null;
    const n = number !== undefined && /^\d{1,5}$/.test(number) ? Number(number) : undefined;
    return {
      address: placeDescription(place, n),
      components:
        n === undefined ? placeComponents(place) : [{ long_name: String(n), types: ['street_number'] }, ...placeComponents(place)],
      latitude: place.latitude,
      longitude: place.longitude,
    };
  }
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
