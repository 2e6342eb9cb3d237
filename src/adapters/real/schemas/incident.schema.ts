import * as z from 'zod/mini';
import type { ChannelJoinResult, Incident } from '../../../domain/incident/incident';
import type { MediaItem } from '../../../domain/media/media-item';
import { isObject, readIncident, readMediaList } from '../incidents-read';
import { anyObject, emptyBody, entityId, filledText, rows } from './answer';

/**
 * The incident answers of GraphQL and REST. An incident must carry an id (an answer of `{}` to createIncident or
 * updateIncident is not a saved incident); a list must be a list (or a paginated wrapper of one) of at most MAX_ROWS,
 * and its entries without an id are left out; a channel join must name its channel.
 */

/** An incident the console can act on: an object with an id, its other fields read by readIncident. */
export const incidentAnswer: z.ZodMiniType<Incident> = z.pipe(
  z.looseObject({ id: entityId }),
  z.transform((value) => readIncident(value) as Incident),
);

/** getIncidentById and the like: null when there is none, else an incident. */
export const incidentOrNone: z.ZodMiniType<Incident | null> = z.union([
  z.pipe(
    z.null(),
    z.transform(() => null),
  ),
  incidentAnswer,
]);

const WRAPPERS = ['nodes', 'items', 'data', 'incidents'] as const;

/** The rows of a list answer: the list, `{ edges: [{ node }] }` or a list under one of WRAPPERS; null is none. */
const incidentRows = z.union([
  z.pipe(
    emptyBody,
    z.transform((): unknown[] => []),
  ),
  rows,
  z.pipe(
    z.looseObject({ edges: rows }),
    z.transform((value) => value.edges.map((edge) => (isObject(edge) ? edge.node : null))),
  ),
  ...WRAPPERS.map((key) =>
    z.pipe(
      z.looseObject({ [key]: rows }),
      z.transform((value) => value[key] as unknown[]),
    ),
  ),
]);

/** A list of incidents; entries that are not incidents (no object, no id) are left out. */
export const incidentList: z.ZodMiniType<Incident[]> = z.pipe(
  incidentRows,
  z.transform((entries) =>
    entries.flatMap((entry) => {
      const incident = z.safeParse(incidentAnswer, entry);
      return incident.success ? [incident.data] : [];
    }),
  ),
);

/** A list of media items (null is none); entries that are not objects are left out. */
export const mediaList: z.ZodMiniType<MediaItem[]> = z.union([
  z.pipe(
    emptyBody,
    z.transform((): MediaItem[] => []),
  ),
  z.pipe(
    rows,
    z.transform((entries) => readMediaList(entries)),
  ),
]);

/** The media poll's incident: none has no media; else its `media` list. */
export const incidentMedia: z.ZodMiniType<MediaItem[]> = z.union([
  z.pipe(
    z.null(),
    z.transform((): MediaItem[] => []),
  ),
  z.pipe(
    z.looseObject({ media: z.optional(mediaList) }),
    z.transform((value) => value.media ?? []),
  ),
]);

/** SPEC §3 Channel join result: the channel to join is required, the token and uid are read when present. */
export const channelJoin: z.ZodMiniType<ChannelJoinResult> = z.pipe(
  z.looseObject({ channel: filledText, token: z.nullish(z.string()), uid: z.nullish(entityId) }),
  z.transform((value) => ({ uid: value.uid ?? null, token: value.token ?? null, channel: value.channel })),
);

/** A mutation whose answer the console does not read: any value but null says it was done. */
export const acknowledged = z.union([anyObject, z.array(z.unknown()), z.string(), z.number(), z.boolean()]);
