import * as z from 'zod/mini';
import { GatewayError } from '../../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../../application/ports/key-value-storage.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { CreateIncidentPayload } from '../../../domain/incident/incident-create';
import type { Incident } from '../../../domain/incident/incident';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import type { MediaItem } from '../../../domain/media/media-item';
import type { DemoAccount } from './demo-accounts';
import type { BuiltHistories } from './built-histories';
import { DEMO_TOKEN_LIFETIME_MS, type DemoWorld } from './demo-world';
import { GENERATED_HISTORIES } from './generated-histories';
import type { Language } from '../../../domain/language/language';
import { cityOfTenant, LIVE_CATEGORY_ID, LIVE_CATEGORY_TITLE } from './incident-places';
import { tenantIdBase, type DemoIncident } from './incident-record';
import { isRecord, keptList, TabMemory } from './tab-memory';

export type { DemoIncident };

interface TenantBook {
  readonly incidents: Map<string, DemoIncident>;
  /** The generated incidents' message status history (their caller links), by incident id. */
  readonly activity: ReadonlyMap<string, readonly MessageStatusRecord[]>;
  /** The generated incidents that were live when generated, newest first. */
  readonly seededLive: readonly string[];
  nextId: number;
  nextMediaId: number;
}

const notFound = (id: string | number): GatewayError => new GatewayError('not-found', `Incident ${String(id)} not found`, 404);

/**
 * The demo world's incidents, one book per tenant (a tenant never sees another's). Each tenant's ~200 past incidents
 * are generated on first use, deterministically from world.faker('incidents-<tenant>'), or read from the ones the
 * demo build generated the same way (BuiltHistories). Every record is an immutable
 * object replaced on change; listeners hear every create, update and media change.
 *
 * list() returns every incident of the tenant, finished and deleted ones included (callers filter as the server would).
 */
export class IncidentStore {
  private readonly books = new Map<string, Promise<TenantBook>>();
  private readonly changes = new Emitter<DemoIncident>();

  /** Incidents created or changed in this browser tab, kept so a reload of the demo shows them again. */
  private readonly changed = new Map<string, Map<string, DemoIncident>>();
  private readonly memory: TabMemory;

  constructor(
    private readonly world: DemoWorld,
    storage: KeyValueStorage | null = null,
    /** How many past incidents a tenant starts with, where it is not the usual number (a large history for measuring). */
    private readonly historyOf: (tenantId: string) => number | undefined = () => undefined,
    /** The language the console shows (null when unknown): the names the demo world invents are in it. */
    private readonly shownLanguage: () => Language | null = () => null,
    /** The histories the demo build generated (a browser's demo), read instead of generating them with faker. */
    private readonly built?: BuiltHistories,
  ) {
    this.memory = new TabMemory(storage);
  }

  /** Every incident of the tenant, newest first (by `at`). */
  async list(tenantId: string): Promise<readonly DemoIncident[]> {
    const book = await this.book(tenantId);
    const incidents = [...book.incidents.values()];
    // Kept while the book holds the same incidents (each is replaced on change), as a database keeps an index.
    const kept = this.newestFirst.get(book);
    if (kept && kept.of.length === incidents.length && kept.of.every((incident, i) => incident === incidents[i])) return kept.sorted;
    // Each time read once, not at every comparison (a history of 10,000 is sorted with some 130,000 of them).
    const keyed = incidents.map((incident) => ({ incident, at: timeOf(incident.at), id: Number(incident.id) }));
    const sorted = keyed.sort((a, b) => b.at - a.at || b.id - a.id).map((entry) => entry.incident);
    this.newestFirst.set(book, { of: incidents, sorted });
    return sorted;
  }

  /** Each book's incidents newest first, with the incidents they were sorted from. */
  private readonly newestFirst = new WeakMap<
    TenantBook,
    { readonly of: readonly DemoIncident[]; readonly sorted: readonly DemoIncident[] }
  >();

  /** The tenant's incidents by id, read at once (presenting a whole list looks its links up without a wait each). */
  async lookup(tenantId: string): Promise<(id: string | number) => DemoIncident | undefined> {
    const book = await this.book(tenantId);
    return (id) => book.incidents.get(String(id).trim());
  }

  async get(tenantId: string, id: string | number): Promise<DemoIncident | undefined> {
    const book = await this.book(tenantId);
    return book.incidents.get(String(id).trim());
  }

  /** The message status records a generated incident's caller link left (none for an incident made since). */
  async generatedActivity(tenantId: string, id: string | number): Promise<readonly MessageStatusRecord[]> {
    const book = await this.book(tenantId);
    return book.activity.get(String(id).trim()) ?? [];
  }

  /**
   * The ids of the tenant's seeded live incidents (generated live, with a caller on the line), newest first. The
   * same in every page of the tab (the history is generated from the tab's epoch), whatever happened to them since.
   */
  async seededLive(tenantId: string): Promise<readonly string[]> {
    return (await this.book(tenantId)).seededLive;
  }

  /** A new incident as createIncident makes it: status DRAFT, category 14, a fresh video stream, at = now. */
  async create(tenantId: string, payload: CreateIncidentPayload, creator: DemoAccount): Promise<DemoIncident> {
    const book = await this.book(tenantId);
    const id = String(book.nextId++);
    const now = this.world.clock.now();
    const at = new Date(now).toISOString();
    const input = payload.input;
    const incident: DemoIncident = {
      id,
      tenantId,
      title: input.title,
      description: input.description,
      address: input.address,
      city: input.city,
      latitude: input.latitude,
      longitude: input.longitude,
      at,
      updatedAt: at,
      status: input.status,
      incidentsCategoryId: input.incidentsCategoryId,
      category: { id: input.incidentsCategoryId, title: this.liveCategoryTitle(tenantId) },
      isStreamingLive: false,
      sendToPhone: input.sendToPhone,
      sendToPhones: input.sendToPhone ? [input.sendToPhone] : [],
      videoStream: {
        id: `vs-${id}`,
        incidentId: id,
        channel: `incident-${id}`,
        token: `demo-rtc-${tenantId}-${id}-${now.toString(36)}`,
        startedAt: at,
        sid: null,
      },
      userCreate: { id: null, phone: input.sendToPhone, email: null, name: null, lastName: null },
      activeOperator: { id: creator.id, email: creator.email, name: creator.name, lastName: creator.lastName, phone: null },
      media: [],
      comments: [],
      updates: [],
      updatesCount: 0,
      commentsCount: 0,
      finishedAt: null,
      deletedAt: null,
      fearfulFace: 0,
      handsPressed: 0,
      redAngryFace: 0,
      redHeart: 0,
      pushNotificationsSent: 0,
      trending: false,
      creationMode: 'OPERATOR',
      linkedIncident: null,
      linkedIncidentsToMe: [],
    };
    book.incidents.set(id, incident);
    this.emit(incident);
    return incident;
  }

  /** Applies a patch (id and tenant never change) and sets updatedAt to now. Rejects 404 for an unknown id. */
  async update(tenantId: string, id: string | number, patch: Partial<Incident>): Promise<DemoIncident> {
    const book = await this.book(tenantId);
    const current = book.incidents.get(String(id).trim());
    if (!current) throw notFound(id);
    const next: DemoIncident = {
      ...current,
      ...patch,
      id: current.id,
      tenantId: current.tenantId,
      updatedAt: new Date(this.world.clock.now()).toISOString(),
    };
    book.incidents.set(current.id, next);
    this.emit(next);
    return next;
  }

  /**
   * The incident's live stream ends (stopAllChannels, the operator's stop): no stream and not streaming, so it is no
   * longer a live incident (SPEC §4 "live incidents are those with a video stream"): it leaves the live lists, and its
   * live address answers finished (SPEC §8). Its media, recordings and history stay.
   */
  async endStream(tenantId: string, id: string | number): Promise<DemoIncident> {
    const current = await this.get(tenantId, id);
    if (!current) throw notFound(id);
    if (current.videoStream === null && current.isStreamingLive === false) return current;
    return this.update(tenantId, current.id, { isStreamingLive: false, videoStream: null });
  }

  /** Appends a media item (a fresh id, originalIncidentId = the incident). */
  async addMedia(tenantId: string, id: string | number, item: Omit<MediaItem, 'id'>): Promise<MediaItem> {
    const book = await this.book(tenantId);
    const current = book.incidents.get(String(id).trim());
    if (!current) throw notFound(id);
    const media: MediaItem = { originalIncidentId: current.id, ...item, id: String(book.nextMediaId++) };
    await this.update(tenantId, current.id, { media: [...(current.media ?? []), media] });
    return media;
  }

  /** Removes a media item; an unknown media id changes nothing (no event). */
  async removeMedia(tenantId: string, id: string | number, mediaId: string | number): Promise<void> {
    const book = await this.book(tenantId);
    const current = book.incidents.get(String(id).trim());
    if (!current) throw notFound(id);
    const media = current.media ?? [];
    const kept = media.filter((m) => String(m.id) !== String(mediaId));
    if (kept.length === media.length) return;
    await this.update(tenantId, current.id, { media: kept });
  }

  /** Fired after every create, update and media change. */
  onChange(listener: (incident: DemoIncident) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** How many change listeners are attached (tests assert none are left after dispose). */
  listenerCount(): number {
    return this.changes.listenerCount;
  }

  /** True once the tenant's incidents have been generated (generation is lazy). */
  isGenerated(tenantId: string): boolean {
    return this.books.has(tenantId);
  }

  private emit(incident: DemoIncident): void {
    this.remember(incident);
    this.changes.fire(incident);
  }

  /** Keeps the tenant's created and changed incidents, and its id counters, in the tab's memory. */
  private remember(incident: DemoIncident): void {
    const tenant = incident.tenantId;
    const changed = this.changed.get(tenant) ?? new Map<string, DemoIncident>();
    changed.set(incident.id, incident);
    this.changed.set(tenant, changed);
    void this.books
      .get(tenant)
      ?.then((book) =>
        this.memory.write(storageKey(tenant), { nextId: book.nextId, nextMediaId: book.nextMediaId, incidents: [...changed.values()] }),
      );
  }

  /** What an earlier page of this tab kept (an unreadable or foreign value is ignored). */
  private recall(tenantId: string): { nextId: number; nextMediaId: number; incidents: DemoIncident[] } | null {
    const data = this.memory.read(storageKey(tenantId));
    if (!isRecord(data)) return null;
    // An incident is kept whole, as the store wrote it: the schema checks it is this tenant's.
    const incidents = keptList(data.incidents, z.object({ id: z.string(), tenantId: z.literal(tenantId) })) as DemoIncident[];
    return { nextId: Number(data.nextId) || 0, nextMediaId: Number(data.nextMediaId) || 0, incidents };
  }

  /**
   * The moment the tenant's history is generated from: the first generation in this tab keeps it, so a reload
   * generates the same incidents at the same times (a live incident's start and how long it has been live do not move).
   * A kept epoch older than a demo token's life (unless the world lasts, as the server's does), or in the future,
   * starts a new one.
   */
  private epochOf(tenantId: string): number {
    const now = this.world.clock.now();
    const kept = Number(this.memory.read(epochKey(tenantId)));
    const fresh = this.world.memory.lasting || now - kept < DEMO_TOKEN_LIFETIME_MS;
    if (Number.isFinite(kept) && kept > 0 && kept <= now && fresh) return kept;
    this.memory.write(epochKey(tenantId), now);
    return now;
  }

  private book(tenantId: string): Promise<TenantBook> {
    let book = this.books.get(tenantId);
    if (!book) {
      book = this.generate(tenantId);
      this.books.set(tenantId, book);
    }
    return book;
  }

  /** The invented name of the video calls' category: in the console's language, else in the tenant's city's. */
  private liveCategoryTitle(tenantId: string): string {
    return LIVE_CATEGORY_TITLE[this.shownLanguage() ?? cityOfTenant(tenantId).language];
  }

  private async generate(tenantId: string): Promise<TenantBook> {
    const { incidents, nextId, nextMediaId, activity } = await GENERATED_HISTORIES.historyOf(
      {
        seed: this.world.seed,
        tenantId,
        now: this.epochOf(tenantId),
        tenantIds: this.world.tenants.map((t) => t.id),
        count: this.historyOf(tenantId),
      },
      () => this.world.faker(`incidents-${tenantId}`),
      this.built,
    );
    const seededLive = incidents
      .filter((incident) => incident.videoStream)
      .sort((a, b) => timeOf(b.at) - timeOf(a.at) || Number(b.id) - Number(a.id))
      .map((incident) => incident.id);
    const title = this.liveCategoryTitle(tenantId);
    const named = (incident: DemoIncident) => withLiveCategoryTitle(incident, title);
    const book = {
      incidents: new Map(incidents.map((incident) => [incident.id, named(incident)])),
      activity,
      seededLive,
      nextId,
      nextMediaId,
    };
    const kept = this.recall(tenantId);
    if (kept) {
      const changed = new Map(kept.incidents.map((incident) => [incident.id, named(incident)]));
      this.changed.set(tenantId, changed);
      for (const incident of changed.values()) book.incidents.set(incident.id, incident);
      book.nextId = Math.max(book.nextId, kept.nextId);
      book.nextMediaId = Math.max(book.nextMediaId, kept.nextMediaId);
    }
    return book;
  }
}

export { tenantIdBase };

const storageKey = (tenantId: string) => `demo.incidents.${tenantId}`;
const epochKey = (tenantId: string) => `demo.epoch.${tenantId}`;

const INVENTED_TITLES: ReadonlySet<string> = new Set(Object.values(LIVE_CATEGORY_TITLE));

/** The incident with the video calls' category named `title` where the demo named it (a title of its own is kept). */
function withLiveCategoryTitle(incident: DemoIncident, title: string): DemoIncident {
  const category = incident.category;
  if (!category || Number(category.id) !== LIVE_CATEGORY_ID) return incident;
  if (category.title === title || !INVENTED_TITLES.has(category.title ?? '')) return incident;
  return { ...incident, category: { ...category, title } };
}

function timeOf(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const t = Date.parse(value ?? '');
  return Number.isNaN(t) ? 0 : t;
}
