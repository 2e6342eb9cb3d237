import type { Incident } from '../../domain/incident/incident';
import type { SearchRequest, SearchResult } from '../../domain/search/search-incidents';
import type { PushTopic } from '../../domain/shared/constants';
import type { ViewShare } from '../../domain/sharing/shared-live-view';
import type { MediaItem } from '../../domain/media/media-item';

/** Upload progress, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** SPEC §7 Incidents over REST (/api/incidents). */
export interface IncidentsRestGateway {
  /** DELETE /api/incidents/{id}/stopAllChannels */
  stopAllChannels(incidentId: string | number): Promise<void>;
  /** POST /api/incidents/{id}/removemedia: mediaId */
  removeMedia(incidentId: string | number, mediaId: string | number): Promise<void>;
  /** POST /api/incidents/clonemediaincident */
  cloneMedia(fromIncidentId: string | number, toIncidentId: string | number): Promise<void>;
  /** GET /api/incidents/playvideo/fullchannel/{id}: the recorded channel video URL. */
  playFullChannel(incidentId: string | number): Promise<string | null>;
  /** POST /api/incidents/playvideo: incident, fileName; the playable URL. */
  playVideo(incidentId: string | number, fileName: string): Promise<string | null>;
  /** GET /api/incidents/user?dateinit&dateend */
  userIncidents(dateInit: string, dateEnd: string): Promise<readonly Incident[]>;
  /** GET /api/incidents/lives */
  lives(): Promise<readonly Incident[]>;
  /** POST /api/incidents/{id}/addphoto?tWidth=400&tHeight=300 (multipart photo) */
  addPhoto(incidentId: string | number, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<MediaItem>;
  /** POST /api/incidents/{id}/addvideo?tWidth=400&tHeight=300 (multipart video) */
  addVideo(incidentId: string | number, file: Blob, fileName: string, onProgress?: UploadProgress): Promise<MediaItem>;
  /** POST /api/incidents/search/: title, id, dateStart, dateEnd, linkPhone */
  search(request: SearchRequest): Promise<readonly SearchResult[]>;
  /** POST /api/incidents/sendpn/{id} (optional topicList) */
  sendPushNotification(incidentId: string | number, topics?: readonly PushTopic[]): Promise<void>;
  /** POST /api/incidents/sendpn/global/{id} */
  sendGlobalPushNotification(incidentId: string | number): Promise<void>;
  /**
   * POST ASSUMED_ENDPOINTS.viewShare(id) (not in SPEC §7): a share token for the no-login view link of a live
   * incident, issued and later checked by the server with a key only it holds; null when the server issues none
   * (the link is then SPEC §2's own and the server scopes what it answers there).
   */
  issueViewShare(incidentId: string | number): Promise<ViewShare | null>;
  /** GET /incidents-media/convert-to-mp4/{a}/{b}: the mp4Url, or null when there is none. */
  convertToMp4(a: string, b: string): Promise<string | null>;
}
export const IncidentsRestGateway = Symbol.for('IncidentsRestGateway');
