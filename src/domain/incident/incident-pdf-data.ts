import { lifecycleOf, type Lifecycle } from './lifecycle';
import { formatMessageStatusDate, toEpochMs } from '../format/date-format';
import { formatDateTime } from '../format/date-time';
import { normalizeAddress } from '../incident-form/incident-form-validation';
import { normalizeLatitude, normalizeLongitude } from '../incident-form/incident-location';
import type { Incident } from './incident';

/** The placeholder key written where a value or a media item is unavailable (SPEC §2 PDF export). */
export const PDF_UNAVAILABLE = 'unavailable';

export interface PdfMessage {
  readonly kind: 'comment' | 'update';
  /** pt-BR date 'dd/mm/yyyy hh:mm:ss' ('' when unknown). */
  readonly at: string;
  readonly author: string;
  readonly body: string;
}

export type PdfMedia =
  | { readonly kind: 'image'; readonly id: string; readonly url: string; readonly filename: string }
  | { readonly kind: 'link'; readonly id: string; readonly url: string; readonly filename: string; readonly typeContent: string }
  | { readonly kind: 'placeholder'; readonly id: string; readonly placeholder: typeof PDF_UNAVAILABLE; readonly filename: string };

/** A pure-data model of the incident for the PDF export; the rendering is the view's (SPEC §2). */
export interface IncidentPdfData {
  readonly title: string;
  readonly incidentId: string;
  readonly channel: string;
  readonly linkedIncidentId: string;
  readonly linkedIncidentsToMeIds: readonly string[];
  /** The status an operator sees (lifecycleOf). */
  readonly status: Lifecycle;
  readonly createdAt: string;
  readonly finishedAt: string;
  readonly deletedAt: string;
  readonly generatedAt: string;
  readonly phone: string;
  /** Address, or the placeholder when empty or 'unavailable' (SPEC §5). */
  readonly address: string;
  readonly city: string;
  /** The category's title as the tenant (or the demo) named it; '' without one. */
  readonly category: string;
  readonly coordinates: string;
  /** The incident's own point for the map snapshot (null without coordinates, SPEC §5 zero is empty). */
  readonly point: { readonly latitude: number; readonly longitude: number } | null;
  readonly description: string;
  readonly operator: string;
  readonly reactions: {
    readonly fearfulFace: number;
    readonly handsPressed: number;
    readonly redAngryFace: number;
    readonly redHeart: number;
  };
  readonly messages: readonly PdfMessage[];
  readonly media: readonly PdfMedia[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
type Person = { name?: string | null; lastName?: string | null; email?: string | null } | null | undefined;
const person = (u: Person): string => [text(u?.name), text(u?.lastName)].filter((s) => s !== '').join(' ') || text(u?.email);
const isUsableUrl = (url: string): boolean => /^(https?:|data:image\/|demo:|blob:)/i.test(url);

/**
 * SPEC §2, §9 the PDF export data: title, ids, dates in the reader's language (pt-BR without one; at the given UTC offset, minutes), the
 * messages (comments and updates, oldest first) and the media: images with a usable URL are drawn, other media
 * with a URL are listed as links, media without one are written as the 'unavailable' placeholder.
 */
export function incidentPdfData(
  incident: Incident,
  options: { readonly now: number; readonly utcOffsetMinutes?: number; readonly language?: string },
): IncidentPdfData {
  const offset = options.utcOffsetMinutes ?? 0;
  const language = options.language;
  // Without a reader's language, SPEC §9's pt-BR dates; with one, the page's own format.
  const date = (v: unknown): string =>
    language === undefined ? formatMessageStatusDate(v, offset) : formatDateTime(toEpochMs(v), language, 'date-time-seconds', offset);
  const lat = normalizeLatitude(incident.latitude);
  const lng = normalizeLongitude(incident.longitude);
  const message = (kind: PdfMessage['kind'], at: unknown, user: Person, body: unknown): PdfMessage & { readonly sort: number } => ({
    kind,
    at: date(at),
    author: person(user),
    body: text(body),
    sort: Date.parse(text(at)) || 0,
  });
  const messages = [
    ...(incident.comments ?? []).map((c) => message('comment', c.at, c.user, c.body)),
    ...(incident.updates ?? []).map((u) => message('update', u.at, u.user, u.title)),
  ].sort((a, b) => a.sort - b.sort);
  const media = (incident.media ?? []).map((m, i): PdfMedia => {
    const id = text(m.id) || String(i + 1);
    const url = text(m.url);
    const filename = text(m.filename);
    if (url === '' || !isUsableUrl(url)) return { kind: 'placeholder', id, placeholder: PDF_UNAVAILABLE, filename };
    if (m.typeContent === 'image') return { kind: 'image', id, url, filename };
    return { kind: 'link', id, url, filename, typeContent: text(m.typeContent) };
  });
  return {
    title: text(incident.title),
    incidentId: text(incident.id),
    channel: text(incident.videoStream?.channel),
    linkedIncidentId: text(incident.linkedIncident?.id),
    linkedIncidentsToMeIds: (incident.linkedIncidentsToMe ?? []).map((l) => text(l.id)).filter((id) => id !== ''),
    status: lifecycleOf(incident),
    createdAt: date(incident.at),
    finishedAt: date(incident.finishedAt),
    deletedAt: date(incident.deletedAt),
    generatedAt: date(options.now),
    phone: text(incident.userCreate?.phone) || text(incident.sendToPhone),
    address: normalizeAddress(incident.address) || PDF_UNAVAILABLE,
    city: text(incident.city),
    category: text(incident.category?.title),
    coordinates: lat !== null && lng !== null ? `${lat}, ${lng}` : '',
    point: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null,
    description: text(incident.description),
    operator: person(incident.activeOperator),
    reactions: {
      fearfulFace: count(incident.fearfulFace),
      handsPressed: count(incident.handsPressed),
      redAngryFace: count(incident.redAngryFace),
      redHeart: count(incident.redHeart),
    },
    messages: messages.map(({ sort: _sort, ...m }) => m),
    media,
  };
}

/**
 * SPEC §2 PDF export file name from the incident id and title: `incident-{id}-{title}.pdf`, the title lower case, its
 * accents dropped, every other run of characters a single hyphen, at most 60 characters; without a title
 * `incident-{id}.pdf`.
 */
export function incidentPdfFileName(incidentId: string, title: string): string {
  const slug = (value: string, max: number) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, max)
      .replace(/^-+|-+$/g, '');
  const id = slug(incidentId, 40) || 'unknown';
  const name = slug(title, 60);
  return name === '' ? `incident-${id}.pdf` : `incident-${id}-${name}.pdf`;
}
