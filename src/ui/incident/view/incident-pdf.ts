import { toEpochMs } from '../../../domain/format/date-format';
import { formatDateTime } from '../../../domain/format/date-time';
import type { ChatMessage } from '../../../domain/incident/chat';
import type { IncidentPdfData, PdfMedia } from '../../../domain/incident/incident-pdf-data';
import type { LinkedIncidentEntry } from '../../../domain/incident/linked-incidents';
import type { MapPoint } from '../../../domain/live/map-points';
import type { MessageStatusRecord } from '../../../domain/incident/message-status';
import { readMessageStatus } from '../../../domain/messaging/message-status';
import { THUMBNAIL } from '../../../domain/shared/constants';
import { codeWord, type CodeGroup } from '../../shared/code-words';
import { DARK_PDF_THEME, openPdf, type PdfWriter } from '../../shared/pdf/pdf-writer';
import { rasterImage } from '../../shared/pdf/raster-image';
import { HEIGHT as MAP_HEIGHT, WIDTH as MAP_WIDTH } from '../../shared/map/map-geometry';
import { hasLocation, incidentMapSnapshot } from './incident-map-snapshot';

/** What the page already read about the incident: its message status records, linked incidents and the caller's track. */
export interface ExportExtras {
  readonly records: readonly MessageStatusRecord[];
  readonly linked: readonly LinkedIncidentEntry[];
  /** The caller's location track, oldest first (the map's). */
  readonly track: readonly MapPoint[];
}

/** Everything the incident's PDF holds (SPEC §2 PDF export). */
export interface IncidentPdfContent extends ExportExtras {
  readonly data: IncidentPdfData;
  readonly chat: readonly ChatMessage[];
  /** Who exports it (the signed-in user's email), minutes east of UTC and the language of the chat and record dates. */
  readonly exporter: { readonly user: string; readonly utcOffsetMinutes: number; readonly language?: string };
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The facts written as label and value rows, in order. */
const FACT_FIELDS = ['incidentId', 'status', 'category', 'createdAt', 'finishedAt', 'deletedAt', 'phone'] as const;
const PLACE_FIELDS = ['address', 'city', 'operator', 'channel', 'description'] as const;

const PDF_MUTED = DARK_PDF_THEME.muted;

/** SPEC §2: chat messages take 65% of the page's width. */
export const CHAT_WIDTH_SHARE = 0.65;

/**
 * SPEC §2 PDF export: A4, dark, the incident's facts, a map snapshot with the coordinates under it (or a line saying
 * there is no location), media thumbnails (a placeholder where a medium is unavailable, an error placeholder where an
 * image cannot be drawn), the chat at 65% of the width, the message status records, the linked incidents, the
 * comments and updates, and the export time and user on every page.
 */
export async function renderIncidentPdf(content: IncidentPdfContent, t: Translate): Promise<Blob> {
  const pdf = await openPdf();
  const { data } = content;
  const none = t('incident_view.pdf.none');
  const or = (value: string) => (value === '' ? none : value === 'unavailable' ? t('incident_view.pdf.unavailable') : value);
  const { utcOffsetMinutes, language = 'en' } = content.exporter;
  const date = (value: unknown) => formatDateTime(toEpochMs(value), language, 'date-time-seconds', utcOffsetMinutes);

  pdf.text(t('incident_view.pdf.heading'), { size: 9 });
  pdf.title(data.title || t('incident_pages.view_title', { id: data.incidentId }));
  pdf.heading(t('incident_view.pdf.facts'));
  // Server codes read as the page's words (codes.*), a code without words as itself.
  const code = (group: CodeGroup, value: string) => codeWord(t, group, value);
  const facts = { ...data, status: t(`lifecycle.${data.status}`) };
  for (const field of [...FACT_FIELDS, ...PLACE_FIELDS]) pdf.row(t(`incident_view.pdf.fields.${field}`), or(facts[field]));
  const r = data.reactions;
  pdf.row(
    t('incident_view.pdf.reactions'),
    [
      `${t('incident_view.comments.reaction.fearful_face')} ${r.fearfulFace}`,
      `${t('incident_view.comments.reaction.hands_pressed')} ${r.handsPressed}`,
      `${t('incident_view.comments.reaction.red_angry_face')} ${r.redAngryFace}`,
      `${t('incident_view.comments.reaction.red_heart')} ${r.redHeart}`,
    ].join('   '),
  );

  await writeLocation(pdf, content, t, or, date);

  pdf.heading(t('incident_view.pdf.media'));
  if (data.media.length === 0) pdf.text(none);
  else pdf.tiles(await Promise.all(data.media.map((m) => mediaTile(m, t))));

  pdf.heading(t('incident_view.pdf.chat'));
  writeChat(pdf, content, none, date);

  pdf.heading(t('incident_view.pdf.message_status'));
  if (content.records.length === 0) pdf.text(none);
  for (const record of content.records) {
    const reading = readMessageStatus(record);
    const status = code('delivery', reading.status === 'other' ? String(record.status ?? '') : reading.status);
    const method = code('method', reading.method ?? String(record.method ?? ''));
    pdf.text(`${date(record.date)}  ${String(record.receiver ?? '')}  ${method}  ${status}`, {
      size: 9,
    });
  }

  pdf.heading(t('incident_view.pdf.linked'));
  const others = content.linked.filter((entry) => entry.relation !== 'current');
  if (others.length === 0) pdf.text(none);
  for (const entry of others)
    pdf.text(`${entry.id} - ${entry.title || none}  (${t(`incident_view.linked.${entry.relation}`)}, ${date(entry.at)})`, { size: 9 });

  pdf.heading(t('incident_view.pdf.comments'));
  if (data.messages.length === 0) pdf.text(none);
  for (const message of data.messages) {
    pdf.ensure(10);
    pdf.text(`${t(`incident_view.comments.kind.${message.kind}`)} · ${message.author || none} · ${message.at}`, { size: 8 });
    pdf.text(message.body || none, { size: 10 });
    pdf.space(1.5);
  }

  const exported = t('incident_view.pdf.exported', { date: data.generatedAt, user: content.exporter.user });
  pdf.space(4);
  pdf.text(exported, { size: 9 });
  pdf.footer((page, pages) => `${exported} · ${t('incident_view.pdf.page', { page, pages })}`);
  return pdf.blob();
}

/**
 * The incident's place: the built-in map drawn as a picture (no tiles: the demo and a printed report need no network)
 * with the incident's coordinates, the caller's latest position and the track's length under it; without any
 * location, a line that says so.
 */
async function writeLocation(
  pdf: PdfWriter,
  content: IncidentPdfContent,
  t: Translate,
  or: (value: string) => string,
  date: (value: unknown) => string,
): Promise<void> {
  const { data, track } = content;
  pdf.heading(t('incident_view.pdf.location'));
  if (!hasLocation({ incidentPoint: data.point, track })) {
    pdf.text(t('incident_view.pdf.no_location'));
    return;
  }
  const words = { incident: t('incident_live.map.incident'), caller: t('incident_live.map.caller') };
  const snapshot = await incidentMapSnapshot({ incidentPoint: data.point, track }, words);
  if (snapshot) {
    pdf.picture(snapshot, pdf.contentWidth, MAP_WIDTH / MAP_HEIGHT);
    const legend = [
      ...(data.point ? ['incident'] : []),
      ...(track.length > 0 ? ['caller'] : []),
      ...(track.length > 1 ? ['track'] : []),
    ].map((part) => t(`incident_view.pdf.map_legend.${part}`));
    pdf.text(legend.join('  '), { size: 8, color: PDF_MUTED });
  } else pdf.text(t('incident_view.pdf.map_failed'));
  pdf.space(1);
  pdf.row(t('incident_view.pdf.fields.coordinates'), or(data.coordinates));
  const latest = track[track.length - 1];
  const at = latest ? date(latest.at) : '';
  pdf.row(
    t('incident_view.pdf.fields.caller_position'),
    latest ? `${degrees(latest.latitude)}, ${degrees(latest.longitude)}${at ? `  (${at})` : ''}` : or(''),
  );
  pdf.row(t('incident_view.pdf.fields.track_points'), String(track.length));
}

/** A position's degrees to six decimals (about 10 cm), as a GPS gives more than a reader can use. */
const degrees = (value: number): string => String(Number(value.toFixed(6)));

function writeChat(pdf: PdfWriter, content: IncidentPdfContent, none: string, date: (value: unknown) => string): void {
  if (content.chat.length === 0) pdf.text(none);
  const operator = content.exporter.user.trim().toLowerCase();
  for (const message of content.chat) {
    const author = (message.author ?? '').trim();
    const body = (message.body ?? '').trim() || (message.media?.filename ?? '').trim() || none;
    pdf.bubble(`${author || none} · ${date(message.timestamp)}`, body, {
      widthShare: CHAT_WIDTH_SHARE,
      side: author.toLowerCase() === operator ? 'right' : 'left',
    });
  }
}

async function mediaTile(media: PdfMedia, t: Translate) {
  const caption = media.filename || media.id;
  if (media.kind === 'placeholder') return { image: null, placeholder: t('incident_view.pdf.unavailable'), caption };
  if (media.kind === 'link') {
    const kind = t(`incident_view.pdf.media_kinds.${media.typeContent}`, { defaultValue: media.typeContent });
    return { image: null, placeholder: `${kind}: ${media.filename || media.id}`, caption };
  }
  const image = await rasterImage(media.url, THUMBNAIL);
  return { image, placeholder: t('incident_view.pdf.image_failed'), caption };
}
