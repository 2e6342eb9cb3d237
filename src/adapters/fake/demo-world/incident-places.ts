import type { Language } from '../../../domain/language/language';
import type { AddressComponent } from '../../../domain/incident-form/incident-location';

/** A place of the demo gazetteer: a street address in one of the demo cities, with Google-style components. */
export interface DemoPlace {
  readonly id: string;
  readonly street: string;
  readonly neighbourhood: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** One demo city: the area a tenant's incidents happen in. */
export interface DemoCity {
  readonly key: 'rio' | 'cdmx' | 'bogota' | 'monterrey';
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The country calling code of callers there, digits only. */
  readonly phoneCountry: string;
  /** Caller phone digits after the country code (area code included). */
  readonly phoneDigits: number;
  readonly language: 'en' | 'es';
  readonly streets: readonly (readonly [street: string, neighbourhood: string, dLat: number, dLng: number])[];
}

/** The demo cities: Rio (the default map centre, SPEC §9), Mexico City, Bogotá and Monterrey. */
export const DEMO_CITIES: Readonly<Record<DemoCity['key'], DemoCity>> = {
  rio: {
    key: 'rio',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    country: 'Brazil',
    latitude: -22.951207,
    longitude: -43.1944118,
    phoneCountry: '55',
    phoneDigits: 11,
    language: 'en',
    streets: [
      ['Rua Voluntários da Pátria', 'Botafogo', 0.0, 0.0],
      ['Avenida Atlântica', 'Copacabana', -0.0194, -0.0038],
      ['Rua São Clemente', 'Botafogo', -0.0032, -0.0016],
      ['Rua Jardim Botânico', 'Jardim Botânico', -0.0158, 0.0151],
      ['Avenida Nossa Senhora de Copacabana', 'Copacabana', -0.0171, 0.0015],
      ['Rua das Laranjeiras', 'Laranjeiras', 0.0152, 0.0126],
      ['Rua Humaitá', 'Humaitá', -0.0063, 0.0078],
      ['Avenida Rio Branco', 'Centro', 0.0465, 0.0172],
      ['Rua do Catete', 'Catete', 0.0233, 0.0195],
      ['Avenida Vieira Souto', 'Ipanema', -0.0335, 0.0102],
    ],
  },
  cdmx: {
    key: 'cdmx',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    country: 'Mexico',
    latitude: 19.4326,
    longitude: -99.1332,
    phoneCountry: '52',
    phoneDigits: 10,
    language: 'es',
    streets: [
      ['Paseo de la Reforma', 'Juárez', 0.0, -0.0278],
      ['Avenida Insurgentes Sur', 'Roma Norte', -0.0143, -0.0311],
      ['Avenida Álvaro Obregón', 'Roma Norte', -0.0137, -0.0288],
      ['Calle Madero', 'Centro Histórico', 0.0005, -0.0024],
      ['Avenida Chapultepec', 'Doctores', -0.0101, -0.0205],
      ['Calzada de Tlalpan', 'Portales', -0.0612, -0.0105],
      ['Avenida Universidad', 'Coyoacán', -0.0791, -0.0339],
      ['Eje Central Lázaro Cárdenas', 'Guerrero', 0.0071, -0.0078],
    ],
  },
  bogota: {
    key: 'bogota',
    city: 'Bogotá',
    state: 'Bogotá D.C.',
    country: 'Colombia',
    latitude: 4.711,
    longitude: -74.0721,
    phoneCountry: '57',
    phoneDigits: 10,
    language: 'es',
    streets: [
      ['Carrera 7', 'La Candelaria', -0.1138, 0.0001],
      ['Avenida Calle 26', 'Teusaquillo', -0.0915, -0.0012],
      ['Avenida Caracas', 'Chapinero', -0.0642, -0.0027],
      ['Calle 72', 'Chapinero', -0.0536, 0.0128],
      ['Carrera 15', 'Usaquén', -0.0223, 0.0213],
      ['Avenida Boyacá', 'Engativá', -0.0031, -0.0403],
      ['Calle 80', 'Barrios Unidos', -0.0088, -0.0172],
      ['Avenida Primero de Mayo', 'Kennedy', -0.1301, -0.0515],
    ],
  },
  monterrey: {
    key: 'monterrey',
    city: 'Monterrey',
    state: 'Nuevo León',
    country: 'Mexico',
    latitude: 25.6866,
    longitude: -100.3161,
    phoneCountry: '52',
    phoneDigits: 10,
    language: 'en',
    streets: [
      ['Avenida Constitución', 'Centro', -0.0087, 0.0005],
      ['Calzada Francisco I. Madero', 'Centro', 0.0012, -0.0021],
      ['Avenida Eugenio Garza Sada', 'Tecnológico', -0.0356, 0.0095],
      ['Avenida Benito Juárez', 'Centro', -0.0003, 0.0026],
      ['Avenida Revolución', 'Contry', -0.0455, 0.0304],
      ['Avenida Gonzalitos', 'Mitras Centro', -0.0035, -0.0349],
      ['Avenida Vasconcelos', 'San Pedro Garza García', -0.0381, -0.0505],
      ['Avenida Lincoln', 'Cumbres', 0.0391, -0.0522],
    ],
  },
};

/**
 * The title of the category of video calls (id 14), a name the demo world invents for every tenant: in the language
 * the console shows (the city's language where none is known, as on the shared server).
 */
export const LIVE_CATEGORY_TITLE: Readonly<Record<Language, string>> = { en: 'Live video', pt: 'Vídeo ao vivo', es: 'Video en vivo' };

/** The id of the category of video calls, the one every demo incident is filed under. */
export const LIVE_CATEGORY_ID = 14;

/** The city of each demo tenant (unknown tenants use Rio). */
export function cityOfTenant(tenantId: string): DemoCity {
  switch (tenantId) {
    case 'tenant_5':
      return DEMO_CITIES.cdmx;
    case 'tenant_12':
      return DEMO_CITIES.bogota;
    case 'tenant_24':
      return DEMO_CITIES.monterrey;
    default:
      return DEMO_CITIES.rio;
  }
}

/** The place at a city's street `index` (its streets taken round again past the last), at its (fixed) point. */
export function streetPlace(city: DemoCity, index: number): DemoPlace {
  const [street, neighbourhood, dLat, dLng] = city.streets[index % city.streets.length] as DemoCity['streets'][number];
  return {
    id: `${city.key}-${index + 1}`,
    street,
    neighbourhood,
    city: city.city,
    state: city.state,
    country: city.country,
    latitude: round6(city.latitude + dLat),
    longitude: round6(city.longitude + dLng),
  };
}

/** Every place of the gazetteer: each street of each city at its (fixed) point. */
export const DEMO_PLACES: readonly DemoPlace[] = Object.values(DEMO_CITIES).flatMap((c) => c.streets.map((_, i) => streetPlace(c, i)));

/** The full address line of a place, as the autocomplete describes it. */
export function placeDescription(place: DemoPlace, number?: number): string {
  const street = number === undefined ? place.street : `${place.street}, ${number}`;
  return `${street} - ${place.neighbourhood}, ${place.city} - ${place.state}, ${place.country}`;
}

/** Google-style address components of a place (locality = the city, so SPEC §5's city rule finds it). */
export function placeComponents(place: DemoPlace): readonly AddressComponent[] {
  return [
    { long_name: place.street, types: ['route'] },
    { long_name: place.neighbourhood, types: ['sublocality_level_1', 'sublocality', 'political'] },
    { long_name: place.city, types: ['locality', 'political'] },
    { long_name: place.state, types: ['administrative_area_level_1', 'political'] },
    { long_name: place.country, types: ['country', 'political'] },
  ];
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
