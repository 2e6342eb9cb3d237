import type { AddressAutocomplete, AddressDetails, AddressSuggestion } from '../../application/ports/address-autocomplete.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { AddressComponent } from '../../domain/incident-form/incident-location';

/** Fewest non-space characters that start a lookup (each lookup is billed by Google). */
export const MIN_QUERY_LENGTH = 3;

/** The global callback the Maps JavaScript API calls once it has loaded. */
export const MAPS_CALLBACK = '__incidentConsolePlacesReady';

/** The Places library (Maps JavaScript API, the Place / AutocompleteSuggestion classes), as far as the console uses it. */
export interface PlacesLibrary {
  readonly AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      readonly input: string;
      readonly sessionToken?: unknown;
    }): Promise<{ readonly suggestions?: readonly unknown[] }>;
  };
  readonly AutocompleteSessionToken: new () => unknown;
  readonly Place: new (options: { readonly id: string }) => {
    fetchFields(options: { readonly fields: readonly string[] }): Promise<unknown>;
    readonly formattedAddress?: string | null;
    readonly addressComponents?: readonly unknown[] | null;
    readonly location?: { lat(): number; lng(): number } | null;
  };
}

/** Where the adapter finds or loads the Maps JavaScript API. */
export interface MapsHost {
  /** The `google` global, once loaded. */
  google(): unknown;
  /** Adds the script; resolves when its callback (MAPS_CALLBACK) runs, rejects when it fails to load. */
  loadScript(src: string): Promise<void>;
}

/** The page's `google` global and a script tag in <head>. */
export function browserMapsHost(win: Window): MapsHost {
  const globals = win as unknown as Record<string, unknown>;
  return {
    google: () => globals.google,
    loadScript: (src) =>
      new Promise<void>((resolve, reject) => {
        const script = win.document.createElement('script');
        globals[MAPS_CALLBACK] = () => resolve();
        script.src = src;
        script.async = true;
        script.onerror = () => reject(new Error('The Maps JavaScript API could not be loaded'));
        win.document.head.appendChild(script);
      }),
  };
}

type ImportLibrary = (name: 'places') => Promise<unknown>;

function importLibraryOf(google: unknown): ImportLibrary | null {
  const maps = typeof google === 'object' && google !== null ? (google as { maps?: unknown }).maps : undefined;
  const importLibrary = typeof maps === 'object' && maps !== null ? (maps as { importLibrary?: unknown }).importLibrary : undefined;
  return typeof importLibrary === 'function' ? (name) => (importLibrary as ImportLibrary).call(maps, name) : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * SPEC §5 address autocomplete over Google Places (the Maps JavaScript API, loaded on the first lookup by a script tag
 * to maps.googleapis.com with libraries=places, or reused when the page already has it). Suggestions come from
 * AutocompleteSuggestion (one session token per typing session, closed by choosing a suggestion); details from
 * Place.fetchFields: the formatted address, the components as { long_name, types } and the coordinates.
 * Failures reject with GatewayError ('network' when the API cannot load, 'server' when Google refuses a lookup;
 * no Google message is passed on, as it may carry the key); the callers then offer no suggestion.
 */
export class GooglePlacesAutocomplete implements AddressAutocomplete {
  private places: Promise<PlacesLibrary> | undefined;
  private sessionToken: unknown;

  constructor(
    private readonly apiKey: string,
    private readonly host: MapsHost,
  ) {}

  async suggest(text: string): Promise<readonly AddressSuggestion[]> {
    const input = text.trim();
    if (input.replace(/\s/g, '').length < MIN_QUERY_LENGTH) return [];
    const places = await this.load();
    this.sessionToken ??= new places.AutocompleteSessionToken();
    let answer: { readonly suggestions?: readonly unknown[] };
    try {
      answer = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, sessionToken: this.sessionToken });
    } catch {
      throw new GatewayError('server');
    }
    const suggestions: AddressSuggestion[] = [];
    for (const suggestion of answer.suggestions ?? []) {
      const prediction = isObject(suggestion) ? suggestion.placePrediction : undefined;
      if (!isObject(prediction) || typeof prediction.placeId !== 'string' || prediction.placeId === '') continue;
      const label = isObject(prediction.text) && typeof prediction.text.text === 'string' ? prediction.text.text : '';
      if (label.trim() !== '') suggestions.push({ id: prediction.placeId, description: label });
    }
    return suggestions;
  }

  async details(suggestionId: string): Promise<AddressDetails | null> {
    if (suggestionId.trim() === '') return null;
    const places = await this.load();
    // Choosing a suggestion ends the billing session; the next keystroke starts another.
    this.sessionToken = undefined;
    const place = new places.Place({ id: suggestionId });
    try {
      await place.fetchFields({ fields: ['formattedAddress', 'addressComponents', 'location'] });
    } catch {
      throw new GatewayError('server');
    }
    const address = typeof place.formattedAddress === 'string' ? place.formattedAddress : '';
    if (address.trim() === '') return null;
    const lat = coordinate(place.location, 'lat');
    const lng = coordinate(place.location, 'lng');
    return {
      address,
      components: Array.isArray(place.addressComponents)
        ? place.addressComponents.map(component).filter((c): c is AddressComponent => c !== null)
        : [],
      latitude: lat,
      longitude: lng,
    };
  }

  private load(): Promise<PlacesLibrary> {
    if (this.places) return this.places;
    const loading = (async (): Promise<PlacesLibrary> => {
      let importLibrary = importLibraryOf(this.host.google());
      if (!importLibrary) {
        const src =
          `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(this.apiKey)}` +
          `&libraries=places&loading=async&callback=${MAPS_CALLBACK}`;
        try {
          await this.host.loadScript(src);
        } catch {
          throw new GatewayError('network');
        }
        importLibrary = importLibraryOf(this.host.google());
      }
      if (!importLibrary) throw new GatewayError('network');
      let library: unknown;
      try {
        library = await importLibrary('places');
      } catch {
        throw new GatewayError('network');
      }
      if (!isObject(library) || !isObject(library.AutocompleteSuggestion) || typeof library.Place !== 'function') {
        throw new GatewayError('invalid-response');
      }
      return library as unknown as PlacesLibrary;
    })();
    this.places = loading;
    // A failed load is tried again on the next lookup.
    loading.catch(() => {
      if (this.places === loading) this.places = undefined;
    });
    return loading;
  }
}

/** A coordinate of a google.maps.LatLng; null when the location or its value is missing. */
function coordinate(location: unknown, axis: 'lat' | 'lng'): number | null {
  const read = isObject(location) ? location[axis] : undefined;
  if (typeof read !== 'function') return null;
  const value: unknown = (read as () => unknown).call(location);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A Places address component ({ longText, types }) as the form's { long_name, types }. */
function component(value: unknown): AddressComponent | null {
  if (!isObject(value)) return null;
  const longName = typeof value.longText === 'string' ? value.longText : typeof value.long_name === 'string' ? value.long_name : null;
  if (longName === null) return null;
  const types = Array.isArray(value.types) ? value.types.filter((t): t is string => typeof t === 'string') : [];
  return { long_name: longName, types };
}

/**
 * Without VITE_GOOGLE_MAPS_API_KEY there is no address lookup: no suggestions and no details. The operator can still
 * type the address by hand (city and coordinates then stay empty, as SPEC §5 allows).
 */
export class NoAddressAutocomplete implements AddressAutocomplete {
  suggest(_text: string): Promise<readonly AddressSuggestion[]> {
    return Promise.resolve([]);
  }

  details(_suggestionId: string): Promise<AddressDetails | null> {
    return Promise.resolve(null);
  }
}
