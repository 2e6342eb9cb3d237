import type { Faker } from '@faker-js/faker';
import type { Comment, CommentUser, IncidentUser, Update } from '../../../domain/incident/incident';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import type { MediaItem } from '../../../domain/media/media-item';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { cityOfTenant, LIVE_CATEGORY_ID, LIVE_CATEGORY_TITLE, type DemoCity } from './incident-places';
import { incidentActivity } from './incident-activity';
import { linkSummary, tenantIdBase, type DemoIncident } from './incident-record';
import { svgImageDataUrl } from './media-images';

/** How many past incidents each tenant starts with. */
export const GENERATED_INCIDENTS_PER_TENANT = 200;
/** How far back the generated incidents go. */
export const GENERATED_HISTORY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** How long ago (minutes, oldest first) the most recent past incidents happened: a few finished ones in the last 2 hours. */
const RECENT_PAST_MINUTES = [110, 95, 80, 70, 55, 45] as const;

export interface GeneratedTenant {
  readonly incidents: readonly DemoIncident[];
  readonly nextId: number;
  readonly nextMediaId: number;
  /** Each incident's message status records (its caller link's history), by incident id. */
  readonly activity: ReadonlyMap<string, readonly MessageStatusRecord[]>;
}

const KINDS: Readonly<Record<DemoCity['language'], readonly (readonly [title: string, description: string])[]>> = {
  en: [
    ['Traffic accident', 'Two cars collided at the crossing; one person is hurt and traffic is blocked.'],
    ['Building fire', 'Smoke is coming out of a second-floor window; residents are leaving the building.'],
    ['Flooding', 'The street is flooded after heavy rain and cars are stuck.'],
    ['Robbery in progress', 'The caller reports two people breaking into a shop.'],
    ['Medical emergency', 'An elderly man collapsed on the sidewalk and is not responding.'],
    ['Fallen tree', 'A large tree fell across both lanes and hit the power lines.'],
    ['Gas leak', 'Strong smell of gas in the building lobby; the caller evacuated.'],
    ['Missing child', 'A 7-year-old girl lost her parents near the market.'],
    ['Power outage', 'The whole block has been without power for an hour; traffic lights are off.'],
    ['Landslide', 'Mud and rocks slid onto the road after the rain.'],
    ['Fight in the street', 'A group is fighting outside a bar; the caller is filming from a distance.'],
    ['Suspicious package', 'An abandoned backpack was left at the bus stop.'],
  ],
  es: [
    ['Accidente de tránsito', 'Dos autos chocaron en el cruce; hay un herido y el tránsito está detenido.'],
    ['Incendio en edificio', 'Sale humo de una ventana del segundo piso; los vecinos están evacuando.'],
    ['Inundación', 'La calle está inundada después de la lluvia y hay autos atrapados.'],
    ['Robo en curso', 'La persona reporta a dos sujetos forzando la entrada de una tienda.'],
    ['Emergencia médica', 'Un señor mayor se desmayó en la banqueta y no responde.'],
    ['Árbol caído', 'Un árbol grande cayó sobre los dos carriles y tocó los cables de luz.'],
    ['Fuga de gas', 'Fuerte olor a gas en la entrada del edificio; la persona salió del lugar.'],
    ['Niña extraviada', 'Una niña de 7 años se perdió de sus padres cerca del mercado.'],
    ['Corte de luz', 'Toda la cuadra lleva una hora sin luz; los semáforos están apagados.'],
    ['Deslave', 'Lodo y piedras cayeron sobre el camino después de la lluvia.'],
    ['Riña en la vía pública', 'Un grupo pelea afuera de un bar; la persona graba desde lejos.'],
    ['Paquete sospechoso', 'Dejaron una mochila abandonada en la parada del autobús.'],
  ],
};

const COMMENTS: Readonly<Record<DemoCity['language'], readonly string[]>> = {
  en: [
    'Police are on the way.',
    'I can see it from my window.',
    'Please avoid the area.',
    'Ambulance arrived.',
    'Is everyone ok?',
    'This happens every week here.',
  ],
  es: [
    'La policía va en camino.',
    'Lo veo desde mi ventana.',
    'Eviten la zona, por favor.',
    'Ya llegó la ambulancia.',
    '¿Todos están bien?',
    'Esto pasa cada semana aquí.',
  ],
};

const UPDATES: Readonly<Record<DemoCity['language'], readonly string[]>> = {
  en: ['Units dispatched', 'Area secured', 'Situation under control', 'Road reopened'],
  es: ['Unidades enviadas', 'Zona asegurada', 'Situación controlada', 'Vía reabierta'],
};

/** The next id of each kind of a tenant's records, counted across its incidents. */
interface NextIds {
  media: number;
  comment: number;
  update: number;
}

/** An incident's media: 0–4 SVG photos, maybe a video and a file, and for a past incident maybe a cloud recording. */
function generatedMedia(
  faker: Faker,
  incident: { readonly id: string; readonly tenantId: string; readonly kindTitle: string; readonly live: boolean },
  ids: NextIds,
): MediaItem[] {
  const { id, tenantId, kindTitle, live } = incident;
  const media: MediaItem[] = [];
  const addMedia = (typeContent: MediaItem['typeContent'], filename: string, url: string, thumbnailUrl: string | null): void => {
    media.push({ id: String(ids.media++), url, thumbnailUrl, typeContent, filename, originalIncidentId: id });
  };
  const images = faker.number.int({ min: 0, max: 4 });
  for (let m = 0; m < images; m++) {
    // The picture says what it shows (the tenant's kind of incident) and which of the photos it is, in no language.
    const url = svgImageDataUrl(`${kindTitle} #${id}`, `${m + 1}/${images}`, hash(`${id}-${m}`) % 360);
    addMedia('image', `photo-${id}-${m + 1}.svg`, url, url);
  }
  if (faker.number.int({ min: 0, max: 9 }) < 4) {
    const filename = `video-${id}-1.mp4`;
    addMedia('video', filename, `demo://media/${tenantId}/${id}/${filename}`, svgImageDataUrl('Video', filename, 210));
  }
  if (faker.number.int({ min: 0, max: 9 }) < 2) {
    const filename = `report-${id}.pdf`;
    addMedia('file', filename, `demo://media/${tenantId}/${id}/${filename}`, null);
  }
  if (!live && faker.number.int({ min: 0, max: 9 }) < 5) {
    const filename = `${id}_incident-${id}.m3u8`;
    addMedia('cloudRecording', filename, `demo://recordings/${tenantId}/${id}/${filename}`, null);
  }
  return media;
}

/** 0–4 comments after the incident began, about one in ten of them reported. */
function generatedComments(faker: Faker, atMs: number, language: DemoCity['language'], ids: NextIds): Comment[] {
  return Array.from({ length: faker.number.int({ min: 0, max: 4 }) }, (_, c) => {
    const reported = faker.number.int({ min: 0, max: 9 }) === 0;
    const cAt = iso(atMs + (c + 1) * faker.number.int({ min: 1, max: 20 }) * MINUTE_MS);
    return {
      id: String(ids.comment++),
      at: cAt,
      body: faker.helpers.arrayElement(COMMENTS[language]),
      user: commentUser(faker),
      isReported: reported,
      reportedAt: reported ? cAt : null,
      userReported: reported ? commentUser(faker) : null,
    };
  });
}

/** 0–2 updates, a quarter of an hour apart, by the incident's operator. */
function generatedUpdates(
  faker: Faker,
  atMs: number,
  language: DemoCity['language'],
  operator: DemoAccount | undefined,
  ids: NextIds,
): Update[] {
  return Array.from({ length: faker.number.int({ min: 0, max: 2 }) }, (_, u) => ({
    id: String(ids.update++),
    title: UPDATES[language][u % UPDATES[language].length] ?? 'Update',
    hyperlink: null,
    at: iso(atMs + (u + 1) * 15 * MINUTE_MS),
    user: operator ? { id: operator.id, name: operator.name, lastName: operator.lastName, email: operator.email } : null,
  }));
}

/** What an incident is drawn from: its place, its kind, its time, its caller and operator, its media and notes. */
interface IncidentParts {
  readonly id: string;
  readonly tenantId: string;
  readonly city: DemoCity;
  readonly street: string;
  readonly neighbourhood: string;
  readonly number: number;
  readonly kindTitle: string;
  readonly kindText: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly atMs: number;
  readonly live: boolean;
  readonly phone: string;
  readonly operator: DemoAccount | undefined;
  readonly media: MediaItem[];
  readonly comments: Comment[];
  readonly updates: Update[];
}

/** The incident record: finished, deleted or live, its users, video stream and reactions (drawn in this order). */
function incidentRecord(faker: Faker, parts: IncidentParts): Mutable<DemoIncident> {
  const { id, tenantId, city, street, neighbourhood, number, kindTitle, kindText, latitude, longitude, atMs, live, phone, operator } =
    parts;
  const { media, comments, updates } = parts;
  const at = iso(atMs);
  const deleted = !live && faker.number.int({ min: 0, max: 49 }) < 2;
  const finished = !live && !deleted && faker.number.int({ min: 0, max: 9 }) < 8;
  const endAt = atMs + faker.number.int({ min: 5, max: 40 }) * MINUTE_MS;
  const creator: IncidentUser = { id: null, phone, email: null, name: null, lastName: null };
  const operatorUser: IncidentUser | null = operator
    ? { id: operator.id, phone: null, email: operator.email, name: operator.name, lastName: operator.lastName }
    : null;
  const firstImage = media.find((m) => m.typeContent === 'image');

  return {
    id,
    tenantId,
    title: `${kindTitle} - ${street}`,
    description: kindText,
    address: `${street}, ${number} - ${neighbourhood}`,
    city: city.city,
    latitude,
    longitude,
    at,
    updatedAt: iso(finished || deleted ? endAt : atMs),
    status: live ? 'DRAFT' : faker.helpers.arrayElement(['DRAFT', 'PUBLISHED', 'PUBLISHED']),
    category: { id: LIVE_CATEGORY_ID, title: LIVE_CATEGORY_TITLE[city.language] },
    incidentsCategoryId: LIVE_CATEGORY_ID,
    isStreamingLive: live,
    sendToPhone: phone,
    sendToPhones: [phone],
    videoStream: live
      ? {
          id: `vs-${id}`,
          incidentId: id,
          channel: `incident-${id}`,
          token: `demo-rtc-${tenantId}-${id}`,
          startedAt: at,
          sid: `sid-${id}`,
        }
      : null,
    userCreate: creator,
    userUpdate: operatorUser,
    userDelete: deleted ? operatorUser : null,
    activeOperator: operator
      ? { id: operator.id, email: operator.email, name: operator.name, lastName: operator.lastName, phone: null }
      : null,
    media,
    comments,
    updates,
    photo: firstImage?.url ?? null,
    thumbnail: firstImage?.thumbnailUrl ?? null,
    video: media.find((m) => m.typeContent === 'video')?.url ?? null,
    updatesCount: updates.length,
    commentsCount: comments.length,
    finishedAt: finished ? iso(endAt) : null,
    deletedAt: deleted ? iso(endAt) : null,
    fearfulFace: faker.number.int({ min: 0, max: 30 }),
    handsPressed: faker.number.int({ min: 0, max: 30 }),
    redAngryFace: faker.number.int({ min: 0, max: 15 }),
    redHeart: faker.number.int({ min: 0, max: 40 }),
    pushNotificationsSent: faker.number.int({ min: 0, max: 3 }),
    trending: faker.number.int({ min: 0, max: 19 }) === 0,
    creationMode: faker.helpers.arrayElement(['OPERATOR', 'OPERATOR', 'APP']),
    linkedIncident: null,
    linkedIncidentsToMe: [],
  };
}

/**
 * A tenant's past incidents, deterministic for a seeded faker and a `now`: `count` (200 by default) over the last 90 days near the
 * tenant's city, with media (SVG images, videos, files, cloud recordings), comments, updates, reactions, linked
 * incidents (a repeat caller's later incident links to the earlier one), most finished, a few deleted, and 2–3
 * live ones from the last half hour (with a video stream).
 */
export function generateTenantIncidents(
  faker: Faker,
  tenantId: string,
  now: number,
  tenantIds: readonly string[],
  count: number = GENERATED_INCIDENTS_PER_TENANT,
): GeneratedTenant {
  const city = cityOfTenant(tenantId);
  const base = tenantIdBase(tenantId, tenantIds);
  const operators = DEMO_ACCOUNTS.filter((a) => a.tenant === tenantId);
  const liveCount = faker.number.int({ min: 2, max: 3 });
  const pastTimes = Array.from(
    { length: count - liveCount },
    () => now - faker.number.int({ min: 45 * MINUTE_MS, max: GENERATED_HISTORY_DAYS * DAY_MS }),
  );
  const liveTimes = Array.from({ length: liveCount }, () => now - faker.number.int({ min: 2 * MINUTE_MS, max: 30 * MINUTE_MS }));
  // The most recent past incidents move into the incidents map's window (the last 2 hours): same draws, same order.
  pastTimes.sort((a, b) => a - b);
  RECENT_PAST_MINUTES.forEach((minutes, k) => (pastTimes[pastTimes.length - RECENT_PAST_MINUTES.length + k] = now - minutes * MINUTE_MS));
  const times = [...pastTimes, ...liveTimes].sort((a, b) => a - b);
  const liveFrom = count - liveCount;
  const callers = Array.from({ length: 140 }, () => callerPhone(faker, city));
  const ids: NextIds = { media: base * 10 + 1, comment: base * 10 + 1, update: base * 10 + 1 };
  const records: Mutable<DemoIncident>[] = [];
  const lastByPhone = new Map<string, Mutable<DemoIncident>>();

  for (let i = 0; i < count; i++) {
    const id = String(base + i + 1);
    const atMs = times[i] ?? now;
    const live = i >= liveFrom;
    const [street, neighbourhood, dLat, dLng] = faker.helpers.arrayElement(city.streets);
    const [kindTitle, kindText] = faker.helpers.arrayElement(KINDS[city.language]);
    const phone = faker.helpers.arrayElement(callers);
    const operator = operators.length > 0 ? faker.helpers.arrayElement(operators) : undefined;
    const jitter = () => faker.number.float({ min: -0.006, max: 0.006, fractionDigits: 6 });
    const latitude = round6(city.latitude + dLat + jitter());
    const longitude = round6(city.longitude + dLng + jitter());
    const number = faker.number.int({ min: 10, max: 2500 });

    const media = generatedMedia(faker, { id, tenantId, kindTitle, live }, ids);
    const comments = generatedComments(faker, atMs, city.language, ids);
    const updates = generatedUpdates(faker, atMs, city.language, operator, ids);

    const incident = incidentRecord(faker, {
      id,
      tenantId,
      city,
      street,
      neighbourhood,
      number,
      kindTitle,
      kindText,
      latitude,
      longitude,
      atMs,
      live,
      phone,
      operator,
      media,
      comments,
      updates,
    });

    const earlier = lastByPhone.get(phone);
    if (earlier && faker.number.int({ min: 0, max: 9 }) < 6) {
      incident.linkedIncident = linkSummary(earlier);
      earlier.linkedIncidentsToMe = [...(earlier.linkedIncidentsToMe ?? []), linkSummary(incident)];
    }
    lastByPhone.set(phone, incident);
    records.push(incident);
  }

  // Drawn after every incident, so the incidents are the same with or without it.
  const activitySeed = faker.number.int({ min: 1, max: 2 ** 31 - 1 });
  const activity = new Map(records.map((incident) => [incident.id, incidentActivity(incident, activitySeed, now)]));
  return { incidents: records, nextId: base + count + 1, nextMediaId: ids.media, activity };
}

function callerPhone(faker: Faker, city: DemoCity): string {
  return `+${city.phoneCountry}${faker.string.numeric({ length: city.phoneDigits, allowLeadingZeros: false })}`;
}

function commentUser(faker: Faker): CommentUser {
  const name = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    id: String(faker.number.int({ min: 1000, max: 99999 })),
    name,
    lastName,
    email: `${name}.${lastName}@example.com`.toLowerCase(),
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const iso = (ms: number): string => new Date(ms).toISOString();

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}
