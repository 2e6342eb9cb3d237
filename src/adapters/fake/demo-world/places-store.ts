import { GatewayError } from '../../../application/ports/gateway-error';
import type { AppRating, RatingPlatform } from '../../../domain/admin/app-ratings';
import type { ArgosRecord } from '../../../domain/admin/argos';
import type { AllowedPlace, PlaceCategory, PlaceOfInterest } from '../../../domain/admin/places';
import { round6 } from '../../../domain/admin/places';
import type { EntityId } from '../../../domain/incident/incident';
import type { ChangeableCollection } from '../resource-gateway.fake';
import type { DemoWorld } from './demo-world';
import { cityOfTenant, placeDescription, streetPlace } from './incident-places';
import { randomStream } from './random-stream';
import { isRecord } from './tab-memory';

const MEMORY_KEY = (tenant: string) => `demo-places:${tenant}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const RATING_DAYS = 120;
const ARGOS_RECORDS = 24;

/** One tenant's places administration in the demo world. */
export interface PlacesBook {
  places: PlaceOfInterest[];
  allowed: AllowedPlace[];
  ratings: AppRating[];
  argos: ArgosRecord[];
  nextId: number;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const PLACE_NAMES: Readonly<Record<PlaceCategory, Readonly<Record<'en' | 'es', string>>>> = {
  hospital: { en: 'Hospital {n}', es: 'Hospital {n}' },
  police: { en: 'Police station {n}', es: 'Estación de policía {n}' },
  fire_station: { en: 'Fire station {n}', es: 'Estación de bomberos {n}' },
  school: { en: 'School {n}', es: 'Escuela {n}' },
  shelter: { en: 'Shelter {n}', es: 'Albergue {n}' },
  other: { en: 'Civil defence post {n}', es: 'Puesto de protección civil {n}' },
};
const CATEGORY_ORDER: readonly PlaceCategory[] = ['hospital', 'police', 'fire_station', 'school', 'shelter', 'other'];

const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  1: ['The app closed when I tried to send a video.', 'Nobody answered my report.', 'Could not log in with my number.'],
  2: ['The map took a long time to load.', 'Too many steps to report something.', 'Video kept freezing.'],
  3: ['Works, but the notifications arrive late.', 'OK. Would like a dark mode.', 'Useful, a bit slow on my old phone.'],
  4: ['Helped me report a fallen tree quickly.', 'Good app, the operator called me back.', 'Easy to share my location.'],
  5: ['The operator saw my video and sent help in minutes!', 'Excellent service, thank you.', 'Very simple and it works.'],
};
const STAR_WEIGHTS = [0.07, 0.08, 0.15, 0.3, 0.4];
const PLATFORMS: readonly RatingPlatform[] = ['android', 'android', 'ios', 'ios', 'web'];
const ARGOS_KINDS = ['panic_button', 'intrusion_alarm', 'fire_alarm', 'camera_alert', 'medical_alert'] as const;

/** A tenant's book as the demo starts it: places near its city's streets, areas around it, ratings, Argos events. */
export function generatePlacesBook(tenant: string, seed: number, now: number): PlacesBook {
  const city = cityOfTenant(tenant);
  const random = randomStream((seed + tenant.length * 7919 + tenant.charCodeAt(tenant.length - 1)) >>> 0 || 1);
  const iso = (ms: number) => new Date(ms).toISOString();
  const places: PlaceOfInterest[] = city.streets.flatMap((_, i) => {
    const street = streetPlace(city, i);
    return [0, 1].map((k) => {
      const category = CATEGORY_ORDER[(i * 2 + k) % CATEGORY_ORDER.length] as PlaceCategory;
      return {
        id: `poi-${i * 2 + k + 1}`,
        name: PLACE_NAMES[category][city.language].replace('{n}', street.neighbourhood),
        category,
        address: placeDescription(street, 10 + Math.floor(random() * 900)),
        latitude: round6(street.latitude + (random() - 0.5) * 0.004),
        longitude: round6(street.longitude + (random() - 0.5) * 0.004),
        createdAt: iso(now - Math.floor(random() * 200) * DAY_MS),
      };
    });
  });
  const center = { latitude: city.latitude, longitude: city.longitude };
  const allowed: AllowedPlace[] = [
    { id: 'area-1', name: `${city.city}`, area: { kind: 'circle', center, radiusMetres: 8000 }, createdAt: iso(now - 300 * DAY_MS) },
    {
      id: 'area-2',
      name: streetPlace(city, 0).neighbourhood,
      area: {
        kind: 'polygon',
        points: [
          { latitude: round6(center.latitude + 0.02), longitude: round6(center.longitude - 0.02) },
          { latitude: round6(center.latitude + 0.02), longitude: round6(center.longitude + 0.02) },
          { latitude: round6(center.latitude - 0.02), longitude: round6(center.longitude + 0.025) },
          { latitude: round6(center.latitude - 0.025), longitude: round6(center.longitude - 0.015) },
        ],
      },
      createdAt: iso(now - 120 * DAY_MS),
    },
  ];
  const ratings: AppRating[] = [];
  for (let day = 0; day < RATING_DAYS; day++) {
    const perDay = Math.floor(random() * 5);
    for (let r = 0; r < perDay; r++) {
      let roll = random();
      let stars = 1;
      for (const [i, weight] of STAR_WEIGHTS.entries()) {
        if (roll < weight) {
          stars = i + 1;
          break;
        }
        roll -= weight;
        stars = i + 1;
      }
      ratings.push({
        id: `rating-${ratings.length + 1}`,
        stars,
        comment: random() < 0.7 ? pick(random, COMMENTS[stars] ?? []) : '',
        at: iso(now - day * DAY_MS - Math.floor(random() * DAY_MS)),
        platform: pick(random, PLATFORMS),
      });
    }
  }
  const argos: ArgosRecord[] = Array.from({ length: ARGOS_RECORDS }, (_, i) => {
    const street = streetPlace(city, Math.floor(random() * city.streets.length));
    const kind = pick(random, ARGOS_KINDS);
    return {
      id: `argos-${i + 1}`,
      code: `ARG-${String(40_000 + Math.floor(random() * 9_999)).padStart(5, '0')}`,
      kind,
      description: `${kind.replace(/_/g, ' ')} — ${street.street}, ${street.neighbourhood}`,
      address: placeDescription(street, 10 + Math.floor(random() * 900)),
      latitude: round6(street.latitude + (random() - 0.5) * 0.003),
      longitude: round6(street.longitude + (random() - 0.5) * 0.003),
      at: iso(now - Math.floor(random() * 3 * DAY_MS)),
      status: 'new',
      incidentId: null,
    };
  });
  return { places, allowed, ratings: ratings.sort((a, b) => (a.at < b.at ? 1 : -1)), argos, nextId: 1 };
}

function keptBook(value: unknown): PlacesBook | null {
  if (!isRecord(value)) return null;
  const { places, allowed, ratings, argos, nextId } = value;
  const lists = [places, allowed, ratings, argos];
  if (!lists.every((list) => Array.isArray(list) && list.every((item) => isRecord(item) && typeof item.id === 'string'))) return null;
  return typeof nextId === 'number' ? (value as unknown as PlacesBook) : null;
}

/**
 * The demo server's places administration, per tenant: places of interest, allowed places, app ratings and Argos
 * events. Generated from the demo seed on first use near the tenant's city; changes are kept in the tab's memory, so a
 * reload finds them. An unknown id is 404.
 */
export class DemoPlacesStore {
  private readonly books = new Map<string, PlacesBook>();

  constructor(private readonly world: DemoWorld) {}

  book(tenant: string): PlacesBook {
    let book = this.books.get(tenant);
    if (!book) {
      book = keptBook(this.world.memory.read(MEMORY_KEY(tenant))) ?? generatePlacesBook(tenant, this.world.seed, this.world.clock.now());
      this.books.set(tenant, book);
    }
    return book;
  }

  keep(tenant: string): void {
    this.world.memory.write(MEMORY_KEY(tenant), this.book(tenant));
  }

  nextId(tenant: string, prefix: string): string {
    return `${prefix}-new-${this.book(tenant).nextId++}`;
  }

  /**
   * One of a book's lists as a declared resource's collection: a new record gets an id and the time, a change keeps
   * both; every change is kept.
   */
  collection<T extends { readonly id: EntityId; readonly createdAt: string | null }, Input>(
    what: string,
    listOf: (book: PlacesBook) => T[],
  ): ChangeableCollection<T, Input> {
    return {
      what,
      records: (caller) => listOf(this.book(caller.tenant.id)),
      save: (caller, current, input) => {
        const tenant = caller.tenant.id;
        const list = listOf(this.book(tenant));
        const made = current
          ? { ...current, ...input, id: current.id, createdAt: current.createdAt }
          : { ...input, id: this.nextId(tenant, what.toLowerCase()), createdAt: new Date(this.world.clock.now()).toISOString() };
        const record = made as unknown as T;
        if (current) list.splice(list.indexOf(current), 1, record);
        else list.unshift(record);
        this.keep(tenant);
        return record;
      },
      remove: (caller, record) => {
        const list = listOf(this.book(caller.tenant.id));
        list.splice(list.indexOf(record), 1);
        this.keep(caller.tenant.id);
      },
    };
  }

  find<T extends { readonly id: unknown }>(list: readonly T[], id: unknown, what: string): T {
    const found = list.find((item) => String(item.id) === String(id));
    if (!found) throw new GatewayError('not-found', `${what} not found`, 404);
    return found;
  }
}
