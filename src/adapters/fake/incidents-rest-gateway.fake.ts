import { GatewayError } from '../../application/ports/gateway-error';
import type { IncidentsRestGateway, UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import { isDeleted, isOpenLive, type Incident } from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';
import { sanitizeSearchPhone, type SearchRequest, type SearchResult } from '../../domain/search/search-incidents';
import { PUSH_TOPICS, type PushTopic } from '../../domain/shared/constants';
import type { ViewShare } from '../../domain/sharing/shared-live-view';
import { demoPushRelay } from './push-notifications.fake';
import { isCallRecording } from './demo-world/call-recordings';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import type { DemoIncident, IncidentStore } from './demo-world/incident-store';
import { svgImageDataUrl } from './demo-world/media-images';
import { SHARE_TOKEN_LIFETIME_MS } from './demo-world/share-tokens';
import { presentIncident, timeOf } from './incidents-gateway.fake';
import { record } from './recording-log';

/** How many progress steps a demo upload reports (0.25, 0.5, 0.75, 1). */
export const UPLOAD_PROGRESS_STEPS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SentPush {
  readonly incidentId: string;
  readonly topics: readonly PushTopic[] | 'global';
}

const restError = (status: number, message: string): GatewayError =>
  new GatewayError(status === 404 ? 'not-found' : 'server', message, status);

/**
 * SPEC §7 Incidents over REST (/api/incidents), answered by the demo world for the caller's tenant. Uploads report
 * progress in UPLOAD_PROGRESS_STEPS steps (each after the demo latency); search matches title (contains, any case),
 * id, dates (inclusive; a date-only end covers the whole day) and phone (the digits contained in the caller's phone).
 */
export class FakeIncidentsRestGateway implements IncidentsRestGateway {
  readonly calls: (readonly unknown[])[] = [];
  readonly pushes: SentPush[] = [];

  constructor(
    private readonly world: DemoWorld,
    private readonly store: IncidentStore,
  ) {}

  stopAllChannels(incidentId: string | number): Promise<void> {
    return this.answer('stopAllChannels', [incidentId], async ({ tenant }) => {
      const incident = await this.existing(tenant.id, incidentId);
      await this.store.endStream(tenant.id, incident.id);
    });
  }

  removeMedia(incidentId: string | number, mediaId: string | number): Promise<void> {
    return this.answer('removeMedia', [incidentId, mediaId], async ({ tenant }) => {
      const incident = await this.changeable(tenant.id, incidentId);
      if (!(incident.media ?? []).some((m) => String(m.id) === String(mediaId))) throw restError(404, 'Media not found');
      await this.store.removeMedia(tenant.id, incident.id, mediaId);
    });
  }

  cloneMedia(fromIncidentId: string | number, toIncidentId: string | number): Promise<void> {
    return this.answer('cloneMedia', [fromIncidentId, toIncidentId], async ({ tenant }) => {
      const from = await this.existing(tenant.id, fromIncidentId);
      const to = await this.changeable(tenant.id, toIncidentId);
      for (const { id: _id, ...item } of from.media ?? []) {
        await this.store.addMedia(tenant.id, to.id, { ...item, originalIncidentId: item.originalIncidentId ?? from.id });
      }
    });
  }

  /**
   * The recorded channel of an incident that streamed (a cloud recording or a stream); null otherwise. A call this
   * demo recorded is the channel's recording (the latest, when the caller joined more than once).
   */
  playFullChannel(incidentId: string | number): Promise<string | null> {
    return this.answer('playFullChannel', [incidentId], async ({ tenant }) => {
      const incident = await this.existing(tenant.id, incidentId);
      const call = (incident.media ?? []).filter((m) => isCallRecording(m.url)).at(-1);
      if (call?.url) return call.url;
      const recorded = (incident.media ?? []).some((m) => m.typeContent === 'cloudRecording') || incident.videoStream != null;
      return recorded ? `demo://recordings/${tenant.id}/${incident.id}/full-channel.m3u8` : null;
    });
  }

  playVideo(incidentId: string | number, fileName: string): Promise<string | null> {
    return this.answer('playVideo', [incidentId, fileName], async ({ tenant }) => {
      const incident = await this.existing(tenant.id, incidentId);
      const media = (incident.media ?? []).find(
        (m) => m.filename === fileName && (m.typeContent === 'video' || m.typeContent === 'cloudRecording'),
      );
      return media?.url ?? null;
    });
  }

  /** The caller's own incidents (as active operator) between the dates, newest first. */
  userIncidents(dateInit: string, dateEnd: string): Promise<readonly Incident[]> {
    return this.answer('userIncidents', [dateInit, dateEnd], async ({ tenant, account }) => {
      const [from, to] = [startOf(dateInit), endOf(dateEnd)];
      const all = await this.store.list(tenant.id);
      const mine = all.filter((i) => !isDeleted(i) && String(i.activeOperator?.id ?? '') === account.id && within(i.at, from, to));
      return Promise.all(mine.map((i) => presentIncident(this.store, i)));
    });
  }

  lives(): Promise<readonly Incident[]> {
    return this.answer('lives', [], async ({ tenant }) => {
      const all = await this.store.list(tenant.id);
      return Promise.all(all.filter(isOpenLive).map((i) => presentIncident(this.store, i)));
    });
  }

  addPhoto(incidentId: string | number, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<MediaItem> {
    return this.upload('addPhoto', incidentId, file, fileName, onProgress, (tenantId, id) => {
      const url = svgImageDataUrl('Uploaded photo', fileName, hashOf(`${tenantId}-${id}-${fileName}`));
      return { url, thumbnailUrl: url, typeContent: 'image', filename: fileName };
    });
  }

  addVideo(incidentId: string | number, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<MediaItem> {
    return this.upload('addVideo', incidentId, file, fileName, onProgress, (tenantId, id) => ({
      url: `demo://media/${tenantId}/${id}/${encodeURIComponent(fileName)}`,
      thumbnailUrl: svgImageDataUrl('Uploaded video', fileName, 210),
      typeContent: 'video',
      filename: fileName,
    }));
  }

  search(request: SearchRequest): Promise<readonly SearchResult[]> {
    return this.answer('search', [request], async ({ tenant }) => {
      const title = request.title?.trim().toLowerCase() ?? '';
      const phone = sanitizeSearchPhone(request.linkPhone);
      const from = request.dateStart ? startOf(request.dateStart) : null;
      const to = request.dateEnd ? endOf(request.dateEnd) : null;
      if (title === '' && request.id === null && phone === '' && from === null && to === null) return [];
      const all = await this.store.list(tenant.id);
      return all
        .filter((i) => !isDeleted(i))
        .filter((i) => title === '' || (i.title ?? '').toLowerCase().includes(title))
        .filter((i) => request.id === null || i.id === String(request.id))
        .filter((i) => phone === '' || sanitizeSearchPhone(phoneOf(i)).includes(phone))
        .filter((i) => within(i.at, from, to))
        .map((i) => ({
          id: Number(i.id),
          title: i.title ?? null,
          createdAt: i.at ?? null,
          phone: phoneOf(i) || null,
          status: i.status ?? null,
          address: i.address ?? null,
        }));
    });
  }

  sendPushNotification(incidentId: string | number, topics?: readonly PushTopic[]): Promise<void> {
    return this.answer('sendPushNotification', [incidentId, topics], async ({ tenant }) => {
      await this.push(tenant.id, incidentId, topics ?? []);
    });
  }

  sendGlobalPushNotification(incidentId: string | number): Promise<void> {
    return this.answer('sendGlobalPushNotification', [incidentId], async ({ tenant }) => {
      await this.push(tenant.id, incidentId, 'global');
    });
  }

  /**
   * A share token of the caller's tenant's live incident, signed by the world's keys and dated now, so its link opens
   * the incident for SHARE_TOKEN_LIFETIME_MS and never once the incident ends.
   */
  issueViewShare(incidentId: string | number): Promise<ViewShare | null> {
    return this.answer('issueViewShare', [incidentId], async ({ tenant }) => {
      const incident = await this.existing(tenant.id, incidentId);
      if (!isOpenLive(incident)) throw restError(409, 'The incident is not live');
      const now = this.world.clock.now();
      const shareToken = this.world.keys.shareToken(tenant.id, incident.id, now);
      return { shareToken, expiresAt: new Date(now + SHARE_TOKEN_LIFETIME_MS).toISOString() };
    });
  }

  /** a = the incident id, b = a media id or file name: an mp4 URL for video media (video, cloud recording), null for other media. */
  convertToMp4(a: string, b: string): Promise<string | null> {
    return this.answer('convertToMp4', [a, b], async ({ tenant }) => {
      const incident = await this.existing(tenant.id, a);
      const media = (incident.media ?? []).find((m) => String(m.id) === b || m.filename === b);
      if (!media) throw restError(404, 'Media not found');
      if (media.typeContent !== 'video' && media.typeContent !== 'cloudRecording') return null;
      // A call this demo recorded is already an mp4, or a WebM the demo cannot convert (the console then says WebM).
      if (isCallRecording(media.url)) return media.url ?? null;
      const base = (media.filename ?? String(media.id)).replace(/\.[^.]*$/, '');
      return `demo://media/${tenant.id}/${incident.id}/${encodeURIComponent(base)}.mp4`;
    });
  }

  private async push(tenantId: string, incidentId: string | number, topics: readonly PushTopic[] | 'global'): Promise<void> {
    const incident = await this.changeable(tenantId, incidentId);
    const sent = typeof incident.pushNotificationsSent === 'number' ? incident.pushNotificationsSent : 0;
    await this.store.update(tenantId, incident.id, { pushNotificationsSent: sent + 1 });
    record(this.pushes, { incidentId: incident.id, topics });
    const push = { incidentId: incident.id, title: incident.title ?? '', topics: topics.length === 0 ? PUSH_TOPICS : topics, tenantId };
    for (const deliver of [...demoPushRelay(this.world)]) deliver(push);
  }

  private upload(
    method: string,
    incidentId: string | number,
    file: Blob,
    fileName: string,
    onProgress: UploadProgress | undefined,
    describe: (tenantId: string, incidentId: string) => Omit<MediaItem, 'id'>,
  ): Promise<MediaItem> {
    return this.answer(method, [incidentId, fileName, file.size], async ({ tenant }) => {
      const incident = await this.changeable(tenant.id, incidentId);
      if (file.size === 0) throw restError(400, 'File is empty');
      for (let step = 1; step <= UPLOAD_PROGRESS_STEPS; step++) {
        if (step > 1) await this.world.latency.wait();
        onProgress?.(step / UPLOAD_PROGRESS_STEPS);
      }
      return this.store.addMedia(tenant.id, incident.id, describe(tenant.id, incident.id));
    });
  }

  private answer<T>(method: string, args: readonly unknown[], work: (caller: DemoCaller) => Promise<T>): Promise<T> {
    record(this.calls, [method, ...args]);
    return this.world.answer(work);
  }

  private async existing(tenantId: string, id: string | number): Promise<DemoIncident> {
    const incident = await this.store.get(tenantId, id);
    if (!incident) throw restError(404, 'Incident not found');
    return incident;
  }

  private async changeable(tenantId: string, id: string | number): Promise<DemoIncident> {
    const incident = await this.existing(tenantId, id);
    if (isDeleted(incident)) throw restError(400, 'Incident has been deleted');
    return incident;
  }
}

const phoneOf = (i: Incident): string => i.userCreate?.phone ?? i.sendToPhone ?? '';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a date ('YYYY-MM-DD' = midnight UTC) or an instant. */
function startOf(value: string): number {
  return timeOf(value.trim());
}

/** The end of a date: a date-only value covers its whole day. */
function endOf(value: string): number {
  const trimmed = value.trim();
  return DATE_ONLY.test(trimmed) ? timeOf(trimmed) + DAY_MS - 1 : timeOf(trimmed);
}

function within(at: string | number | null | undefined, from: number | null, to: number | null): boolean {
  const t = timeOf(at);
  return (from === null || t >= from) && (to === null || t <= to);
}

function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}
