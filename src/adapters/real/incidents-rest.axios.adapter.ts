import type { HttpClient } from './http-client';
import type { IncidentsRestGateway, UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { Incident } from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';
import type { SearchRequest, SearchResult } from '../../domain/search/search-incidents';
import type { PushTopic } from '../../domain/shared/constants';
import { parseAnswer } from './schemas/answer';
import { incidentList } from './schemas/incident.schema';
import { mp4Url, playUrl, searchResults, uploadedMedia, viewShare } from './schemas/incidents-rest.schema';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { uploadFraction } from './upload-options';
import { isGatewayError } from '../../application/ports/gateway-error';
import type { ViewShare } from '../../domain/sharing/shared-live-view';

/** SPEC §9: uploaded media get 400x300 thumbnails. */
export const THUMBNAIL_QUERY = { tWidth: 400, tHeight: 300 } as const;

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * SPEC §7 Incidents over REST (/api/incidents) on the shared HTTP client (token, x-mac, x-origin-request; failures
 * already GatewayError with the server's message).
 *
 * Shapes the spec does not show (schemas/incidents-rest.schema.ts): a play URL may come as text or as `{ url }` (also
 * `videoUrl`, `signedUrl`, `link`); an upload answers the new media item, or the incident whose last media item is the new one;
 * clonemediaincident sends `{ originalIncidentId, incidentId }` (from, to); sendpn sends `{ topicList }` only when
 * topics are given; incident lists may be paginated (`{ items }`, `{ data }` …).
 */
export class AxiosIncidentsRest implements IncidentsRestGateway {
  constructor(private readonly http: HttpClient) {}

  async stopAllChannels(incidentId: string | number): Promise<void> {
    await this.http.delete(`/api/incidents/${segment(incidentId)}/stopAllChannels`);
  }

  async removeMedia(incidentId: string | number, mediaId: string | number): Promise<void> {
    await this.http.post(`/api/incidents/${segment(incidentId)}/removemedia`, { mediaId });
  }

  async cloneMedia(fromIncidentId: string | number, toIncidentId: string | number): Promise<void> {
    await this.http.post('/api/incidents/clonemediaincident', { originalIncidentId: fromIncidentId, incidentId: toIncidentId });
  }

  async playFullChannel(incidentId: string | number): Promise<string | null> {
    const { data } = await this.http.get<unknown>(`/api/incidents/playvideo/fullchannel/${segment(incidentId)}`);
    return parseAnswer(playUrl, data);
  }

  async playVideo(incidentId: string | number, fileName: string): Promise<string | null> {
    const { data } = await this.http.post<unknown>('/api/incidents/playvideo', { incident: incidentId, fileName });
    return parseAnswer(playUrl, data);
  }

  async userIncidents(dateInit: string, dateEnd: string): Promise<readonly Incident[]> {
    const { data } = await this.http.get<unknown>('/api/incidents/user', { params: { dateinit: dateInit, dateend: dateEnd } });
    return parseAnswer(incidentList, data);
  }

  async lives(): Promise<readonly Incident[]> {
    const { data } = await this.http.get<unknown>('/api/incidents/lives');
    return parseAnswer(incidentList, data);
  }

  addPhoto(incidentId: string | number, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<MediaItem> {
    return this.upload('addphoto', 'photo', incidentId, file, fileName, onProgress);
  }

  addVideo(incidentId: string | number, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<MediaItem> {
    return this.upload('addvideo', 'video', incidentId, file, fileName, onProgress);
  }

  async search(request: SearchRequest): Promise<readonly SearchResult[]> {
    const { data } = await this.http.post<unknown>('/api/incidents/search/', {
      title: request.title,
      id: request.id,
      dateStart: request.dateStart,
      dateEnd: request.dateEnd,
      linkPhone: request.linkPhone,
    });
    return parseAnswer(searchResults, data);
  }

  async sendPushNotification(incidentId: string | number, topics?: readonly PushTopic[]): Promise<void> {
    await this.http.post(`/api/incidents/sendpn/${segment(incidentId)}`, topics === undefined ? {} : { topicList: [...topics] });
  }

  async sendGlobalPushNotification(incidentId: string | number): Promise<void> {
    await this.http.post(`/api/incidents/sendpn/global/${segment(incidentId)}`);
  }

  /** A server that does not issue view share tokens (404) leaves the link without one. */
  async issueViewShare(incidentId: string | number): Promise<ViewShare | null> {
    try {
      const { data } = await this.http.post<unknown>(ASSUMED_ENDPOINTS.viewShare(segment(incidentId)));
      return parseAnswer(viewShare, data);
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'not-found') return null;
      throw error;
    }
  }

  async convertToMp4(a: string, b: string): Promise<string | null> {
    const { data } = await this.http.get<unknown>(`/incidents-media/convert-to-mp4/${segment(a)}/${segment(b)}`);
    return parseAnswer(mp4Url, data);
  }

  private async upload(
    path: 'addphoto' | 'addvideo',
    field: 'photo' | 'video',
    incidentId: string | number,
    file: Blob,
    fileName: string,
    onProgress: UploadProgress | undefined,
  ): Promise<MediaItem> {
    const form = new FormData();
    form.append(field, file, fileName);
    const { data } = await this.http.post<unknown>(`/api/incidents/${segment(incidentId)}/${path}`, form, {
      params: THUMBNAIL_QUERY,
      // The upload may take longer than the client's default timeout on a slow uplink.
      timeout: 0,
      onUploadProgress: onProgress
        ? (event) => {
            const fraction = uploadFraction(event);
            if (fraction !== null) onProgress(fraction);
          }
        : undefined,
    });
    return parseAnswer(uploadedMedia, data);
  }
}
