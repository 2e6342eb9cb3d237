import { ASSUMED_SHARE_EXPIRED_CODE } from '../src/adapters/real/assumed-endpoints';
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import * as z from 'zod';
import { isGatewayError } from '../src/application/ports/gateway-error';
import { IncidentsGateway, type UpdateIncidentInput } from '../src/application/ports/incidents-gateway.port';
import type { CreateIncidentInput } from '../src/domain/incident/incident-create';
import type { SharedViewAccess } from '../src/domain/sharing/shared-live-view';
import { INCIDENTS_SDL } from './graphql-schema';
import { bodyOf } from './rest-routes';
import type { ServerWorld } from './server-world';

const schema = buildSchema(INCIDENTS_SDL);

const REQUEST = z.object({
  query: z.string().max(100_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** What a resolver knows of its request: the no-login view's tenant and share token headers (assumed-endpoints.ts). */
export interface GraphqlContext {
  readonly sharedView: SharedViewAccess;
}

type Args = Readonly<Record<string, unknown>>;
type Id = string | number;

/** Every root field of the schema, each answered by the demo world's incidents gateway. */
function rootOf(world: ServerWorld): Record<string, (args: Args, context: GraphqlContext) => unknown> {
  const incidents = world.get<IncidentsGateway>(IncidentsGateway);
  const id = (args: Args, name: string): Id => args[name] as Id;
  const reread = async (incidentId: Id) => (await incidents.getIncidentById(incidentId)) ?? { id: incidentId };
  return {
    getIncidentsLastHours: (a) => incidents.getIncidentsLastHours(a.lastHours as number),
    getIncidents: (a) =>
      incidents.getIncidents({
        first: (a.first as number | null) ?? undefined,
        onlyLive: (a.onlyLive as boolean | null) ?? undefined,
        ignoreStatus: (a.ignoreStatus as boolean | null) ?? undefined,
      }),
    getIncidentsNotPagination: (a) =>
      incidents.getIncidentsNotPagination({ all: a.all as boolean, numberOfDays: a.numberOfDays as number }),
    getIncidentById: (a) => incidents.getIncidentById(id(a, 'id')),
    getIncidentByIdNoAuth: (a, context) => incidents.getIncidentByIdNoAuth(id(a, 'id'), context.sharedView),
    getAllLiveStreams: () => incidents.getAllLiveStreams(),
    videosContents: (a) => incidents.videosContents(a.hash as string),
    createIncident: (a) =>
      incidents.createIncident({ input: a.input as CreateIncidentInput, operatorIps: (a.operatorIps as string[] | null) ?? [] }),
    // The demo world tells every console following the incident that it changed (INCIDENT_UPDATED).
    updateIncident: (a) => incidents.updateIncident(id(a, 'incidentId'), withoutNulls(a.input as Args) as UpdateIncidentInput),
    finishIncident: async (a) => (await incidents.finishIncident(id(a, 'incidentId')), reread(id(a, 'incidentId'))),
    deleteIncident: async (a) => (await incidents.deleteIncident(id(a, 'incidentId')), reread(id(a, 'incidentId'))),
    deleteCommentFromIncident: async (a) => (
      await incidents.deleteComment(id(a, 'incidentId'), id(a, 'commentId')),
      { id: id(a, 'incidentId') }
    ),
    setApprovedComment: async (a) => (await incidents.approveComment(id(a, 'incidentId'), id(a, 'commentId')), { id: id(a, 'incidentId') }),
    joinLiveChannel: (a) => incidents.joinLiveChannel(a.channel as string),
    joinLiveCollabChannel: (a) => incidents.joinLiveCollabChannel(a.channel as string),
    joinLiveChannelNoAuth: (a, context) => incidents.joinLiveChannelNoAuth(a.channel as string, context.sharedView),
    stopAllChannels: async (a) => (await incidents.stopAllChannelsMutation(id(a, 'incidentId')), true),
  };
}

/** updateIncident's input without the fields GraphQL gave as null because they were absent (the coordinates stay). */
function withoutNulls(input: Args): Args {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== null || key === 'latitude' || key === 'longitude'));
}

/** A resolver's failure as the client reads it: the world's message, and UNAUTHENTICATED for a refused token. */
function formatted(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!isGatewayError(original)) return error;
  const code =
    original.kind === 'unauthorized'
      ? 'UNAUTHENTICATED'
      : original.kind === 'not-found'
        ? 'NOT_FOUND'
        : original.kind === 'expired'
          ? ASSUMED_SHARE_EXPIRED_CODE
          : 'INTERNAL_SERVER_ERROR';
  return new GraphQLError(original.serverMessage ?? original.kind, { path: error.path, extensions: { code } });
}

/** Runs one GraphQL request body; the answer is the GraphQL envelope ({ data, errors }), 400 for a body that is not one. */
export async function runGraphql(world: ServerWorld, body: unknown, context: GraphqlContext): Promise<ExecutionResult> {
  const request = bodyOf(REQUEST, body);
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')] };
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return { errors: invalid };
  const result = await execute({
    schema,
    document,
    rootValue: rootOf(world),
    contextValue: context,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  return result.errors ? { ...result, errors: result.errors.map(formatted) } : result;
}
