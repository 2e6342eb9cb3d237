import type { SignInRecord } from '../../../domain/admin/access-entities';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import type { AccessBook } from './access-generator';
import type { DemoSpeedTestRecord } from './admin-store';
import type { HistoryRequest, StoredHistories } from './generated-histories';
import type { GeneratedTenant } from './incident-generator';
import type { DemoIncident } from './incident-record';
import { svgImageDataUrl } from './media-images';
import { shiftedTimes } from './seeded-access-books';

/** A tenant's generated history as the build stores it: the generator's answer with its activity map as entries. */
export interface StoredHistory {
  readonly incidents: readonly DemoIncident[];
  readonly nextId: number;
  readonly nextMediaId: number;
  readonly activity: ReadonlyArray<readonly [string, readonly MessageStatusRecord[]]>;
}

/**
 * The demo world's seed as a build made it (build/demo-seed.ts, scripts/demo-seed.ts): every tenant's usual history,
 * its access book with `users` generated colleagues and its sign-in history, and the demo accounts' speed tests,
 * generated with faker at `epoch` for `seed` and the tenants `tenantIds`, each loaded on its own when first read.
 */
export interface BuiltSeed {
  readonly seed: number;
  readonly epoch: number;
  readonly users: number;
  readonly tenantIds: readonly string[];
  readonly histories: Readonly<Record<string, () => Promise<StoredHistory>>>;
  readonly books: Readonly<Record<string, () => Promise<AccessBook>>>;
  readonly signIns: Readonly<Record<string, () => Promise<SignInRecord[]>>>;
  /** null when the build holds none. */
  readonly speedTests: (() => Promise<DemoSpeedTestRecord[]>) | null;
}

/**
 * A generated picture (svgImageDataUrl) is stored as what it is drawn from, `SVG_MARK` then [hue, heading, caption]
 * in JSON: two thirds of a history's text is pictures, and a tenant's stored history is then 55 KB gz instead of 94.
 */
const SVG_MARK = 'svg\u0000';
const SVG_PICTURE = /^<svg [^>]*><rect [^>]*fill="hsl\((\d+),45%,28%\)"\/>.*<text [^>]*>([^<]*)<\/text><text [^>]*>([^<]*)<\/text><\/svg>$/;
const SVG_DATA = 'data:image/svg+xml;charset=utf-8,';
const XML_ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (text: string): string => text.replace(/&(lt|gt|amp|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/** A generated picture's data URL as what it is drawn from; any other string unchanged. */
function pictureStored(text: string): string {
  if (!text.startsWith(SVG_DATA)) return text;
  const match = SVG_PICTURE.exec(decodeURIComponent(text.slice(SVG_DATA.length)));
  if (!match) return text;
  const [, hue, heading, caption] = match as unknown as [string, string, string, string];
  const drawn = [Number(hue), unescapeXml(heading), unescapeXml(caption)] as const;
  // Kept only when drawing it again gives the very same URL.
  return svgImageDataUrl(drawn[1], drawn[2], drawn[0]) === text ? `${SVG_MARK}${JSON.stringify(drawn)}` : text;
}

/** Every string of `value` passed through `change` (a fresh copy). */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, change)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  return value;
}

/** A generated history in the form the build stores it. */
export function storedHistory(history: GeneratedTenant): StoredHistory {
  return mapStrings({ ...history, activity: [...history.activity.entries()] }, pictureStored);
}

/** A full ISO time as the generator writes them (toISOString), the only strings a stored history moves. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A stored value made live in one pass (a fresh copy): each time moved by `ms` (as shiftedTimes does), each picture
 * drawn again, once, and shared by every place that shows it (an incident's photo, thumbnail and media item), as the
 * generator shares it: some 1 MB of the page's heap is these pictures.
 */
function revived(value: unknown, ms: number, pictures: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (value.length === 24 && value.charCodeAt(10) === 84 && ISO_TIME.test(value)) return new Date(Date.parse(value) + ms).toISOString();
    if (!value.startsWith(SVG_MARK)) return value;
    let picture = pictures.get(value);
    if (picture === undefined) {
      const [hue, heading, caption] = JSON.parse(value.slice(SVG_MARK.length)) as [number, string, string];
      picture = svgImageDataUrl(heading, caption, hue);
      pictures.set(value, picture);
    }
    return picture;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = revived(value[i], ms, pictures);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = revived(item, ms, pictures);
    return copy;
  }
  return value;
}

/** A stored history as the generator would make it at `now`: every time in it moved by (now − the build's epoch). */
export function historyAt(stored: StoredHistory, epoch: number, now: number): GeneratedTenant {
  const moved = revived(stored, now - epoch, new Map()) as StoredHistory;
  return { incidents: moved.incidents, nextId: moved.nextId, nextMediaId: moved.nextMediaId, activity: new Map(moved.activity) };
}

/**
 * The tenants' histories, access books and sign-in histories and the speed tests the demo build generated, so a
 * browser draws them without faker (about 40 KB gz and its heap): a request the build answered (same seed and tenants,
 * the usual number of incidents, the build's number of colleagues) is read from it; any other is generated at run time.
 */
export class BuiltHistories implements StoredHistories {
  constructor(private readonly built: BuiltSeed) {}

  /** The history of `request` read from the build, or null when the build did not generate that one. */
  historyOf(request: HistoryRequest): Promise<GeneratedTenant> | null {
    const load = Object.hasOwn(this.built.histories, request.tenantId) ? this.built.histories[request.tenantId] : undefined;
    const same =
      request.seed === this.built.seed &&
      request.count === undefined &&
      request.tenantIds.length === this.built.tenantIds.length &&
      request.tenantIds.every((id, i) => id === this.built.tenantIds[i]);
    if (!load || !same) return null;
    return load().then((stored) => historyAt(stored, this.built.epoch, request.now));
  }

  /** The tenant's access book with `users` generated colleagues as made at `now`, or null when the build has none. */
  accessBookOf(seed: number, users: number, tenant: string, now: number): Promise<AccessBook> | null {
    const load = Object.hasOwn(this.built.books, tenant) ? this.built.books[tenant] : undefined;
    if (!load || seed !== this.built.seed || users !== this.built.users) return null;
    return load().then((book) => shiftedTimes(book, now - this.built.epoch));
  }

  /**
   * The tenant's sign-in history as generated at `now` from its seeded book (`users` generated colleagues), or null
   * when the build has none.
   */
  signInsOf(seed: number, users: number, tenant: string, now: number): Promise<SignInRecord[]> | null {
    const load = Object.hasOwn(this.built.signIns, tenant) ? this.built.signIns[tenant] : undefined;
    if (!load || seed !== this.built.seed || users !== this.built.users) return null;
    return load().then((records) => shiftedTimes(records, now - this.built.epoch));
  }

  /** The demo accounts' speed tests as generated at `now`, or null when the build's seed is another. */
  speedTestsOf(seed: number, now: number): Promise<DemoSpeedTestRecord[]> | null {
    if (!this.built.speedTests || seed !== this.built.seed) return null;
    const ms = now - this.built.epoch;
    return this.built.speedTests().then((records) => records.map((record) => ({ ...record, at: record.at + ms })));
  }
}
