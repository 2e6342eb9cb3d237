import type * as z from 'zod/mini';
import { GatewayError } from '../../application/ports/gateway-error';
import type { GetIncidentsQuery, IncidentsGateway, UpdateIncidentInput } from '../../application/ports/incidents-gateway.port';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import type { CreateIncidentPayload } from '../../domain/incident/incident-create';
import type { ChannelJoinResult, Incident } from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';
import type { SharedViewAccess } from '../../domain/sharing/shared-live-view';
import { ASSUMED_SHARE_EXPIRED_CODE, ASSUMED_SHARED_VIEW_HEADERS } from './assumed-endpoints';
import type { ApolloErrors, GraphqlRunner } from './incidents-graphql.client';
import { OPERATIONS, type Operation } from './incidents-graphql.documents';
import { isObject } from './schemas/answer-basics';
import { parseAnswer, serverText } from './schemas/answer';
import {
  acknowledged,
  channelJoin,
  incidentAnswer,
  incidentList,
  incidentMedia,
  incidentOrNone,
  mediaList,
} from './schemas/incident.schema';

export interface ApolloIncidentsGraphqlOptions {
  /** The GraphQL endpoint (config.graphqlUrl). */
  readonly url: string;
  /** Local storage: the bearer token and the device hash (SPEC §7). */
  readonly storage: KeyValueStorage;
  /** The page's origin and current route, for the x-origin-request header (SPEC §7). */
  readonly originRequest: () => string;
}

/** The 'GraphQL error: ' prefix older servers put before a message (any case, repeated), SPEC §8. */
const GRAPHQL_ERROR_PREFIX = /^(?:\s*graphql error:\s*)+/i;

/** SPEC §8: the server message with every leading 'GraphQL error: ' removed. */
export function stripGraphqlErrorPrefix(message: string): string {
  return message.replace(GRAPHQL_ERROR_PREFIX, '');
}

/** The link's tenant and share token (when it carries one), under the header names assumed for them. */
function sharedViewHeaders(access: SharedViewAccess): Record<string, string> {
  const tenant = { [ASSUMED_SHARED_VIEW_HEADERS.tenant]: access.tenant };
  return access.shareToken ? { ...tenant, [ASSUMED_SHARED_VIEW_HEADERS.shareToken]: access.shareToken } : tenant;
}

/**
 * SPEC §7 Incidents over GraphQL (Apollo Client 4). The client is created on the first call (incidents-graphql.client.ts,
 * with Apollo and graphql, is imported then, never at module load) with cache policy 'no-cache': the console polls and wants the server's answer.
 * Every request carries the stored bearer token, x-mac (device hash, when stored) and x-origin-request, like REST.
 *
 * Failures: a response holding GraphQL errors rejects with GatewayError('server', the first error's message without
 * the 'GraphQL error: ' prefix) — 'unauthorized' when that error's code is UNAUTHENTICATED or FORBIDDEN; an HTTP
 * error status rejects by status (401/403 unauthorized, 404 not-found, else server) with the message of its body;
 * no connection is 'network'. An answer that is not a GraphQL envelope, lacks the operation's root field or does not
 * fit the call's schema (schemas/incident.schema.ts) is 'invalid-response'. Anything else thrown is a bug and is
 * rethrown as is, for the edge guard to log and report.
 */
export class ApolloIncidentsGraphql implements IncidentsGateway {
  private runner: Promise<GraphqlRunner> | undefined;

  constructor(private readonly options: ApolloIncidentsGraphqlOptions) {}

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
    const runner = await this.loadRunner().catch(() => Promise.reject(new GatewayError('network')));
    const document = runner.documents.get(operation.name);
    if (!document) throw new Error(`No GraphQL document for ${operation.name}: incidents-graphql.documents.ts was not built`);
    const context = { headers: { ...this.headers(), ...extraHeaders } };
    let data: unknown;
    try {
      const result =
        operation.kind === 'query'
          ? await runner.client.query({ query: document, variables, fetchPolicy: 'no-cache', context })
          : await runner.client.mutate({ mutation: document, variables, fetchPolicy: 'no-cache', context });
      data = result.data;
    } catch (error) {
      throw toGatewayError(error, runner.apollo);
    }
    if (!isObject(data) || !Object.hasOwn(data, operation.field)) throw new GatewayError('invalid-response');
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

  private loadRunner(): Promise<GraphqlRunner> {
    if (this.runner) return this.runner;
    const runner = import('./incidents-graphql.client').then(({ createGraphqlRunner }) => createGraphqlRunner(this.options.url));
    this.runner = runner;
    // A failed load (the chunk could not be fetched) is retried on the next call.
    runner.catch(() => {
      if (this.runner === runner) this.runner = undefined;
    });
    return runner;
  }
}

/** Apollo's failures as the SPEC §8 GatewayError; anything else (a bug, here or in Apollo) unchanged. */
export function toGatewayError(error: unknown, apollo: ApolloErrors): unknown {
  if (error instanceof GatewayError) return error;
  if (apollo.CombinedGraphQLErrors.is(error)) return fromGraphqlErrors(error.errors);
  if (apollo.ServerError.is(error)) {
    const status = error.statusCode;
    const message = bodyMessage(error.bodyText);
    if (status === 401 || status === 403) return new GatewayError('unauthorized', message, status);
    if (status === 404) return new GatewayError('not-found', message, status);
    return new GatewayError('server', message, status);
  }
  if (apollo.ServerParseError.is(error)) return new GatewayError('invalid-response', undefined, error.statusCode);
  return error;
}

const UNAUTHORIZED_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

function fromGraphqlErrors(errors: readonly unknown[]): GatewayError {
  const first = errors.find(isObject);
  const raw = first && typeof first.message === 'string' ? stripGraphqlErrorPrefix(first.message) : '';
  const message = serverText(raw);
  const code = first && isObject(first.extensions) ? first.extensions.code : undefined;
  if (typeof code === 'string' && UNAUTHORIZED_CODES.has(code)) return new GatewayError('unauthorized', message);
  if (code === ASSUMED_SHARE_EXPIRED_CODE) return new GatewayError('expired', message);
  return new GatewayError('server', message, 200);
}

/** The message of an HTTP error body: the first GraphQL error, or a REST-style `message`, or the text itself. */
function bodyMessage(bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return serverText(bodyText);
  }
  if (isObject(body)) {
    if (Array.isArray(body.errors)) {
      const first = body.errors.find(isObject);
      if (first && typeof first.message === 'string') return serverText(stripGraphqlErrorPrefix(first.message));
    }
    if (typeof body.message === 'string') return serverText(body.message);
  }
  return undefined;
}
