import type { CreateIncidentPayload } from '../../domain/incident/incident-create';
import type { ChannelJoinResult, Incident } from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';
import type { SharedViewAccess } from '../../domain/sharing/shared-live-view';

/** SPEC §7 updateIncident input fields. */
export interface UpdateIncidentInput {
  readonly title?: string;
  readonly description?: string;
  readonly address?: string;
  readonly at?: string;
  readonly city?: string;
  readonly longitude?: number | null;
  readonly latitude?: number | null;
  readonly incidentsCategoryId?: number;
  /** Sent back unchanged on update (SPEC §4). */
  readonly status?: string;
}

/** getIncidents variables (SPEC §7): all, or first 100 with onlyLive and ignoreStatus. */
export interface GetIncidentsQuery {
  readonly first?: number;
  readonly onlyLive?: boolean;
  readonly ignoreStatus?: boolean;
}

/** SPEC §7 Incidents over GraphQL (/graphql). Errors reject with a GatewayError whose serverMessage is the first GraphQL error. */
export interface IncidentsGateway {
  /** getIncidentsLastHours(lastHours: 2) */
  getIncidentsLastHours(lastHours: number): Promise<readonly Incident[]>;
  /** getIncidents */
  getIncidents(query: GetIncidentsQuery): Promise<readonly Incident[]>;
  /** getIncidentsNotPagination (all false, numberOfDays default -1) */
  getIncidentsNotPagination(query: { readonly all: boolean; readonly numberOfDays: number }): Promise<readonly Incident[]>;
  /** getIncidentById(id); null when there is none. */
  getIncidentById(id: string | number): Promise<Incident | null>;
  /**
   * getIncidentByIdNoAuth(id): the read-only live view without login. The server must answer only when the share
   * token belongs to that incident of that tenant and the incident is live; null otherwise.
   */
  getIncidentByIdNoAuth(id: string | number, access: SharedViewAccess): Promise<Incident | null>;
  /** getAllLiveStreams */
  getAllLiveStreams(): Promise<readonly Incident[]>;
  /** The incident's media by id (polled every 5 s, SPEC §7, §9). */
  getIncidentMedia(id: string | number): Promise<readonly MediaItem[]>;
  /** createIncident(input, operatorIps): category 14, status DRAFT. */
  createIncident(payload: CreateIncidentPayload): Promise<Incident>;
  /** updateIncident(input, incidentId) */
  updateIncident(incidentId: string | number, input: UpdateIncidentInput): Promise<Incident>;
  /** finishIncident(incidentId) */
  finishIncident(incidentId: string | number): Promise<void>;
  /** deleteIncident(incidentId) */
  deleteIncident(incidentId: string | number): Promise<void>;
  /** deleteCommentFromIncident(incidentId, commentId) */
  deleteComment(incidentId: string | number, commentId: string | number): Promise<void>;
  /** setApprovedComment(incidentId, commentId) */
  approveComment(incidentId: string | number, commentId: string | number): Promise<void>;
  /** joinLiveChannel(channel) */
  joinLiveChannel(channel: string): Promise<ChannelJoinResult>;
  /** joinLiveCollabChannel(channel) */
  joinLiveCollabChannel(channel: string): Promise<ChannelJoinResult>;
  /** joinLiveChannelNoAuth(channel): only for the live incident the share token opens (as getIncidentByIdNoAuth). */
  joinLiveChannelNoAuth(channel: string, access: SharedViewAccess): Promise<ChannelJoinResult>;
  /** The stop-all-channels mutation. */
  stopAllChannelsMutation(incidentId: string | number): Promise<void>;
  /** {hash}: the recorded videos of an incident (request shape not shown by SPEC §7). */
  videosContents(hash: string): Promise<readonly MediaItem[]>;
}
export const IncidentsGateway = Symbol.for('IncidentsGateway');
