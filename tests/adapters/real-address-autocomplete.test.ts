import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import {
  browserMapsHost,
  GooglePlacesAutocomplete,
  MAPS_CALLBACK,
  NoAddressAutocomplete,
  type MapsHost,
} from '../../src/adapters/real/address-autocomplete.google.adapter';
import { cityFromAddressComponents } from '../../src/domain/incident-form/incident-location';

interface FakePlaceData {
  formattedAddress?: unknown;
  addressComponents?: unknown;
  location?: { lat(): number; lng(): number } | null;
}

/** A stand-in of the `google` global: Places answers from the tables given; every request is recorded. */
function fakeGoogle(options: { suggestions?: unknown[]; places?: Record<string, FakePlaceData>; failLookup?: boolean } = {}) {
  const requests: { input: string; sessionToken: unknown }[] = [];
  const fetched: { id: string; fields: readonly string[] }[] = [];
  const imported: string[] = [];
  let tokens = 0;
  class AutocompleteSessionToken {
    readonly n = ++tokens;
  }
  class Place {
    formattedAddress?: unknown;
    addressComponents?: unknown;
    location?: FakePlaceData['location'];
    constructor(private readonly init: { id: string }) {}
    fetchFields({ fields }: { fields: readonly string[] }): Promise<unknown> {
      fetched.push({ id: this.init.id, fields });
      const data = options.places?.[this.init.id];
      if (!data || options.failLookup) return Promise.reject(new Error('NOT_FOUND key=secret-key'));
      Object.assign(this, data);
      return Promise.resolve({ place: this });
    }
  }
  const google = {
    maps: {
      importLibrary(name: string) {
        imported.push(name);
        return Promise.resolve({
          AutocompleteSessionToken,
          Place,
          AutocompleteSuggestion: {
            fetchAutocompleteSuggestions(request: { input: string; sessionToken: unknown }) {
              requests.push(request);
              return options.failLookup
                ? Promise.reject(new Error('REQUEST_DENIED'))
                : Promise.resolve({ suggestions: options.suggestions ?? [] });
            },
          },
        });
      },
    },
  };
  return { google, requests, fetched, imported };
}

/** A host whose script load installs `google` (or fails). */
function host(google: unknown, options: { preloaded?: boolean; loadFails?: boolean } = {}) {
  const scripts: string[] = [];
  let current: unknown = options.preloaded ? google : undefined;
  const mapsHost: MapsHost = {
    google: () => current,
    loadScript: (src) => {
      scripts.push(src);
      if (options.loadFails) return Promise.reject(new Error('blocked'));
      current = google;
      return Promise.resolve();
    },
  };
  return { mapsHost, scripts };
}

const SUGGESTIONS = [
  { placePrediction: { placeId: 'place-1', text: { text: 'Avenida Atlântica, 1702 - Copacabana, Rio de Janeiro' } } },
  { placePrediction: { placeId: '', text: { text: 'no id' } } },
  { placePrediction: { placeId: 'place-3', text: { text: '' } } },
  { queryPrediction: { text: { text: 'a query, not a place' } } },
  'junk',
  { placePrediction: { placeId: 'place-2', text: { text: 'Rua Barata Ribeiro - Copacabana' } } },
];

describe('GooglePlacesAutocomplete (SPEC §5 address autocomplete)', () => {
  it('loads the Maps JavaScript API once, with the key and libraries=places, then suggests places', async () => {
    const g = fakeGoogle({ suggestions: SUGGESTIONS });
    const h = host(g.google);
    const places = new GooglePlacesAutocomplete('key with space', h.mapsHost);
    expect(await places.suggest('Avenida Atl')).toEqual([
      { id: 'place-1', description: 'Avenida Atlântica, 1702 - Copacabana, Rio de Janeiro' },
      { id: 'place-2', description: 'Rua Barata Ribeiro - Copacabana' },
    ]);
    await places.suggest('Avenida Atlân');
    expect(h.scripts).toHaveLength(1);
    const url = new URL(h.scripts[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('key with space');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('callback')).toBe(MAPS_CALLBACK);
    expect(g.imported).toEqual(['places']);
    expect(g.requests.map((r) => r.input)).toEqual(['Avenida Atl', 'Avenida Atlân']);
    expect(g.requests[0]?.sessionToken).toBe(g.requests[1]?.sessionToken);
  });

  it('reuses a Maps API the page already loaded', async () => {
    const g = fakeGoogle({ suggestions: SUGGESTIONS });
    const h = host(g.google, { preloaded: true });
    await new GooglePlacesAutocomplete('k', h.mapsHost).suggest('Rua Barata');
    expect(h.scripts).toEqual([]);
  });

  it('asks nothing for fewer than three characters', async () => {
    const g = fakeGoogle({ suggestions: SUGGESTIONS });
    const h = host(g.google);
    const places = new GooglePlacesAutocomplete('k', h.mapsHost);
    expect(await places.suggest('  R u ')).toEqual([]);
    expect(h.scripts).toEqual([]);
    expect(g.requests).toEqual([]);
  });

  it('details read the address, components as { long_name, types } and coordinates, and close the session', async () => {
    const g = fakeGoogle({
      suggestions: SUGGESTIONS,
      places: {
        'place-1': {
          formattedAddress: 'Av. Atlântica, 1702 - Copacabana, Rio de Janeiro - RJ, Brasil',
          addressComponents: [
            { longText: '1702', shortText: '1702', types: ['street_number'] },
            { longText: 'Copacabana', types: ['sublocality_level_1', 'sublocality', 'political'] },
            { longText: 'Rio de Janeiro', types: ['locality', 'political'] },
            { shortText: 'RJ', types: ['administrative_area_level_1'] },
            null,
          ],
          location: { lat: () => -22.9676, lng: () => -43.1794 },
        },
      },
    });
    const places = new GooglePlacesAutocomplete('k', host(g.google).mapsHost);
    await places.suggest('Avenida Atl');
    const details = await places.details('place-1');
    expect(details).toEqual({
      address: 'Av. Atlântica, 1702 - Copacabana, Rio de Janeiro - RJ, Brasil',
      components: [
        { long_name: '1702', types: ['street_number'] },
        { long_name: 'Copacabana', types: ['sublocality_level_1', 'sublocality', 'political'] },
        { long_name: 'Rio de Janeiro', types: ['locality', 'political'] },
      ],
      latitude: -22.9676,
      longitude: -43.1794,
    });
    expect(cityFromAddressComponents(details?.components)).toBe('Rio de Janeiro');
    expect(g.fetched).toEqual([{ id: 'place-1', fields: ['formattedAddress', 'addressComponents', 'location'] }]);
    await places.suggest('Rua Barata');
    expect(g.requests[1]?.sessionToken).not.toBe(g.requests[0]?.sessionToken);
  });

  it('details without coordinates or components keep the address; without an address they are null', async () => {
    const g = fakeGoogle({
      places: { bare: { formattedAddress: 'Somewhere', addressComponents: 'odd', location: null }, blank: { formattedAddress: '  ' } },
    });
    const places = new GooglePlacesAutocomplete('k', host(g.google).mapsHost);
    expect(await places.details('bare')).toEqual({ address: 'Somewhere', components: [], latitude: null, longitude: null });
    expect(await places.details('blank')).toBeNull();
    expect(await places.details(' ')).toBeNull();
  });

  it("a refused lookup rejects with a server GatewayError that does not carry Google's message", async () => {
    const g = fakeGoogle({ failLookup: true, places: { p: { formattedAddress: 'x' } } });
    const places = new GooglePlacesAutocomplete('secret-key', host(g.google).mapsHost);
    const failure = await places.suggest('Rua Barata').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', serverMessage: undefined });
    await expect(places.details('p')).rejects.toMatchObject({ kind: 'server', serverMessage: undefined });
  });

  it('an API that cannot load is a network error, tried again on the next lookup', async () => {
    const g = fakeGoogle({ suggestions: SUGGESTIONS });
    const h = host(g.google, { loadFails: true });
    const places = new GooglePlacesAutocomplete('k', h.mapsHost);
    await expect(places.suggest('Rua Barata')).rejects.toMatchObject({ kind: 'network' });
    await expect(places.suggest('Rua Barata')).rejects.toMatchObject({ kind: 'network' });
    expect(h.scripts).toHaveLength(2);
  });

  it('a google global without the Places library is an invalid response', async () => {
    const h = host({ maps: { importLibrary: () => Promise.resolve({}) } });
    await expect(new GooglePlacesAutocomplete('k', h.mapsHost).suggest('Rua Barata')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('browserMapsHost: the script tag', () => {
  function fakeWindow() {
    const appended: { src: string; async: boolean; onerror: (() => void) | null }[] = [];
    const win = {
      document: {
        createElement: () => ({ src: '', async: false, onerror: null }),
        head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
      },
    } as unknown as Window & Record<string, unknown>;
    return { win, appended };
  }

  it('appends an async script and resolves when the API calls back', async () => {
    const { win, appended } = fakeWindow();
    let loaded = false;
    const loading = browserMapsHost(win)
      .loadScript('https://maps.googleapis.com/maps/api/js?key=k')
      .then(() => (loaded = true));
    expect(appended).toEqual([expect.objectContaining({ src: 'https://maps.googleapis.com/maps/api/js?key=k', async: true })]);
    await Promise.resolve();
    expect(loaded).toBe(false);
    (win[MAPS_CALLBACK] as () => void)();
    await loading;
    expect(loaded).toBe(true);
  });

  it('rejects when the script fails to load', async () => {
    const { win, appended } = fakeWindow();
    const loading = browserMapsHost(win).loadScript('https://maps.googleapis.com/maps/api/js?key=k');
    appended[0]?.onerror?.();
    await expect(loading).rejects.toThrow('could not be loaded');
  });

  it('reads the google global of the page', () => {
    const { win } = fakeWindow();
    expect(browserMapsHost(win).google()).toBeUndefined();
    win.google = { maps: {} };
    expect(browserMapsHost(win).google()).toEqual({ maps: {} });
  });
});

describe('NoAddressAutocomplete (no VITE_GOOGLE_MAPS_API_KEY)', () => {
  it('offers no suggestion and no details', async () => {
    const none = new NoAddressAutocomplete();
    expect(await none.suggest('Avenida Atlântica')).toEqual([]);
    expect(await none.details('place-1')).toBeNull();
  });
});
