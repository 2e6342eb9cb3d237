import type * as z from 'zod/mini';
import { GatewayError } from '../../application/ports/gateway-error';
import type { GetIncidentsQuery, IncidentsGateway, UpdateIncidentInput } from '../../application/ports/incidents-gateway.port';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import type { CreateIncidentPayload } from '../../domain/incident/incident-create';
import type { ChannelJoinResult, Incident } from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';
import type { SharedViewAccess } from '../../domain/sharing/shared-live-view';
import { ASSUMED_SHARED_VIEW_HEADERS } from './assumed-endpoints';
import { postGraphql } from './graphql-transport';
import { OPERATIONS, type Operation } from './incidents-graphql.documents';
import { parseAnswer } from './schemas/answer';
import {
  acknowledged,
  channelJoin,
  incidentAnswer,
  incidentList,
  incidentMedia,
  incidentOrNone,
  mediaList,
} from './schemas/incident.schema';

export { stripGraphqlErrorPrefix } from './graphql-transport';

export interface IncidentsGraphqlOptions {
  /** The GraphQL endpoint (config.graphqlUrl). */
  readonly url: string;
  /** Local storage: the bearer token and the device hash (SPEC §7). */
  readonly storage: KeyValueStorage;
  /** The page's origin and current route, for the x-origin-request header (SPEC §7). */
  readonly originRequest: () => string;
}

/** The link's tenant and share token (when it carries one), under the header names assumed for them. */
function sharedViewHeaders(access: SharedViewAccess): Record<string, string> {
  const tenant = { [ASSUMED_SHARED_VIEW_HEADERS.tenant]: access.tenant };
  return access.shareToken ? { ...tenant, [ASSUMED_SHARED_VIEW_HEADERS.shareToken]: access.shareToken } : tenant;
}

/**
 * SPEC §7 Incidents over GraphQL, each operation one POST of its document's text (graphql-transport.ts): the console
 * polls and wants the server's answer every time, so nothing is cached and no read is joined to one in flight (a read
 * asked after INCIDENT_UPDATED must reach the server, or the change would never be shown). Every request carries the
 * stored bearer token, x-mac (device hash, when stored) and x-origin-request, like REST.
 *
 * Failures are the transport's GatewayErrors (SPEC §8); an answer that lacks the operation's root field or does not fit
 * the call's schema (schemas/incident.schema.ts) is 'invalid-response'. Anything else thrown is a bug and is rethrown
 * as is, for the edge guard to log and report.
 */
export class FetchIncidentsGraphql implements IncidentsGateway {
  constructor(private readonly options: IncidentsGraphqlOptions) {}

  async getIncidentsLastHours(lastHours: number): Promise<readonly Incident[]> {
    return this.run(OPERATIONS.getIncidentsLastHours, { lastHours }, incidentList);
  }

  async getIncidents(query: GetIncidentsQuery): Promise<readonly Incident[]> {
    const variables = Object.fromEntries(
      (['first', 'onlyLive', 'ignoreStatus'] as const).filter((k) => query[k] !== undefined).map((k) => [k, query[k]]),
    );
    return this.run(OPERATIONS.getIncidents, variables, incidentList);
  }

  async getIncidentsNotPagination(query: { readonly all: boolean; readonly numberOfDays: number }): Promise<readonly Incident[]> {
    return this.run(OPERATIONS.getIncidentsNotPagination, { all: query.all, numberOfDays: query.numberOfDays }, incidentList);
  }

  async getIncidentById(id: string | number): Promise<Incident | null> {
    return this.run(OPERATIONS.getIncidentById, { id: String(id) }, incidentOrNone);
  }

  async getIncidentByIdNoAuth(id: string | number, access: SharedViewAccess): Promise<Incident | null> {
    return this.run(OPERATIONS.getIncidentByIdNoAuth, { id: String(id) }, incidentOrNone, sharedViewHeaders(access));
  }

  async getAllLiveStreams(): Promise<readonly Incident[]> {
    return this.run(OPERATIONS.getAllLiveStreams, {}, incidentList);
  }

  /** The media of getIncidentById; an unknown incident has none. */
  async getIncidentMedia(id: string | number): Promise<readonly MediaItem[]> {
    return this.run(OPERATIONS.getIncidentMedia, { id: String(id) }, incidentMedia);
  }

  async createIncident(payload: CreateIncidentPayload): Promise<Incident> {
    const { input, operatorIps } = payload;
    return this.run(OPERATIONS.createIncident, { input: { ...input }, operatorIps: [...operatorIps] }, incidentAnswer);
  }

  async updateIncident(incidentId: string | number, input: UpdateIncidentInput): Promise<Incident> {
    const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    return this.run(OPERATIONS.updateIncident, { input: fields, incidentId: String(incidentId) }, incidentAnswer);
  }

  async finishIncident(incidentId: string | number): Promise<void> {
    await this.run(OPERATIONS.finishIncident, { incidentId: String(incidentId) }, acknowledged);
  }

  async deleteIncident(incidentId: string | number): Promise<void> {
    await this.run(OPERATIONS.deleteIncident, { incidentId: String(incidentId) }, acknowledged);
  }

  async deleteComment(incidentId: string | number, commentId: string | number): Promise<void> {
    await this.run(OPERATIONS.deleteCommentFromIncident, { incidentId: String(incidentId), commentId: String(commentId) }, acknowledged);
  }

  async approveComment(incidentId: string | number, commentId: string | number): Promise<void> {
    await this.run(OPERATIONS.setApprovedComment, { incidentId: String(incidentId), commentId: String(commentId) }, acknowledged);
  }

  async joinLiveChannel(channel: string): Promise<ChannelJoinResult> {
    return this.run(OPERATIONS.joinLiveChannel, { channel }, channelJoin);
  }

  async joinLiveCollabChannel(channel: string): Promise<ChannelJoinResult> {
    return this.run(OPERATIONS.joinLiveCollabChannel, { channel }, channelJoin);
  }

  async joinLiveChannelNoAuth(channel: string, access: SharedViewAccess): Promise<ChannelJoinResult> {
    return this.run(OPERATIONS.joinLiveChannelNoAuth, { channel }, channelJoin, sharedViewHeaders(access));
  }

  async stopAllChannelsMutation(incidentId: string | number): Promise<void> {
    await this.run(OPERATIONS.stopAllChannels, { incidentId: String(incidentId) }, acknowledged);
  }

  async videosContents(hash: string): Promise<readonly MediaItem[]> {
    return this.run(OPERATIONS.videosContents, { hash }, mediaList);
  }

  /** Runs one operation and parses the value of its root field with `schema`; a missing root field is unreadable. */
  private async run<T>(
    operation: Operation,
    variables: Record<string, unknown>,
    schema: z.ZodMiniType<T>,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers = { ...this.headers(), ...extraHeaders };
    const data = await postGraphql(this.options.url, { operationName: operation.name, query: operation.text, variables }, headers);
    if (!Object.hasOwn(data, operation.field)) throw new GatewayError('invalid-response');
    return parseAnswer(schema, data[operation.field]);
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { 'x-origin-request': this.options.originRequest() };
    const token = this.options.storage.get(LOCAL_STATE_KEYS.token);
    if (token) headers.authorization = `Bearer ${token}`;
    const deviceHash = this.options.storage.get(LOCAL_STATE_KEYS.deviceHash);
    if (deviceHash) headers['x-mac'] = deviceHash;
    return headers;
  }
}
