import * as z from 'zod/mini';
import type {
  ActiveOperator,
  ChannelJoinResult,
  Comment,
  CommentUser,
  Incident,
  IncidentCategory,
  IncidentUser,
  Update,
  VideoStream,
} from '../../../domain/incident/incident';
import type { MediaItem } from '../../../domain/media/media-item';
import { anyObject, emptyBody, entityId, filledText, finiteNumber, maybeId, maybeText, nullable, rows } from './answer';

/**
 * The incident answers of GraphQL and REST, read into the SPEC §3 shapes. Every field the console reads may be
 * missing or null (read as null) but never of another type: an incident whose stream is a text or whose finish time
 * is an object is refused, not shown as an incident without a stream (which the live page would call finished).
 * Unknown fields are dropped. An incident (nested ones too) must carry an id; a list must be a list (or a paginated
 * wrapper of one) of at most MAX_ROWS incidents, and one entry that is not an incident refuses the list.
 */

/** How deep nested incidents (linkedIncident, linkedIncidentsToMe, videoStream.incident) are read; deeper ones are ignored. */
const MAX_NESTING = 3;

const count = nullable(finiteNumber);
const flag = nullable(z.boolean());
/** A coordinate as sent: a finite number or a string (the domain rules parse it). */
const coordinate = nullable(z.union([finiteNumber, z.string()]));
/** A timestamp as sent: a string or a finite number. */
const time = nullable(z.union([z.string(), finiteNumber]));

const user: z.ZodMiniType<IncidentUser | null> = nullable(
  z.object({ id: maybeId, phone: maybeText, email: maybeText, name: maybeText, lastName: maybeText }),
);

const activeOperator: z.ZodMiniType<ActiveOperator | null> = nullable(
  z.object({ id: maybeId, email: maybeText, name: maybeText, lastName: maybeText, phone: maybeText }),
);

const commentUser: z.ZodMiniType<CommentUser | null> = nullable(
  z.object({ id: maybeId, name: maybeText, lastName: maybeText, email: maybeText }),
);

const comment: z.ZodMiniType<Comment> = z.object({
  id: maybeId,
  at: maybeText,
  body: maybeText,
  user: commentUser,
  isReported: flag,
  reportedAt: maybeText,
  userReported: commentUser,
});

const update: z.ZodMiniType<Update> = z.object({ id: maybeId, title: maybeText, hyperlink: maybeText, at: maybeText, user: commentUser });

const category: z.ZodMiniType<IncidentCategory | null> = nullable(z.object({ id: maybeId, title: maybeText }));

/** SPEC §3 Media item. */
export const mediaItem: z.ZodMiniType<MediaItem> = z.object({
  id: maybeId,
  url: maybeText,
  thumbnailUrl: maybeText,
  typeContent: maybeText,
  filename: maybeText,
  originalIncidentId: maybeId,
});

const listOfAtMost = <T>(item: z.ZodMiniType<T>) => z.pipe(rows, z.array(item));

/** A nested value read no further: whatever it is, null. */
const notRead = z.pipe(
  z.unknown(),
  z.transform((): null => null),
);

function videoStreamAt(incident: z.ZodMiniType<Incident | null>): z.ZodMiniType<VideoStream | null> {
  const stream = z.object({
    id: maybeId,
    incidentId: maybeId,
    token: maybeText,
    channel: maybeText,
    startedAt: maybeText,
    sid: maybeText,
    incident,
  });
  // A server may send the stream as a one-element list: its first entry is the stream.
  const firstOfList = z.pipe(
    z.array(stream),
    z.transform((streams) => streams[0] ?? null),
  );
  return nullable(z.union([stream, firstOfList]));
}

const levels = new Map<number, z.ZodMiniType<Incident>>();

/** The incident schema read `depth` levels below the answer's own incident (built once per level). */
function incidentAt(depth: number): z.ZodMiniType<Incident> {
  const built = levels.get(depth);
  if (built) return built;
  const nested = depth < MAX_NESTING ? nullable(incidentAt(depth + 1)) : notRead;
  const incident = z.object({
    id: entityId,
    title: maybeText,
    description: maybeText,
    address: maybeText,
    city: maybeText,
    latitude: coordinate,
    longitude: coordinate,
    at: maybeText,
    status: maybeText,
    category,
    incidentsCategoryId: maybeId,
    isStreamingLive: flag,
    sendToPhone: maybeText,
    sendToPhones: nullable(listOfAtMost(z.string())),
    videoStream: videoStreamAt(nested),
    userCreate: user,
    userUpdate: user,
    userDelete: user,
    activeOperator,
    media: nullable(listOfAtMost(mediaItem)),
    comments: nullable(listOfAtMost(comment)),
    updates: nullable(listOfAtMost(update)),
    photo: maybeText,
    thumbnail: maybeText,
    video: maybeText,
    updatesCount: count,
    commentsCount: count,
    finishedAt: time,
    updatedAt: time,
    deletedAt: time,
    fearfulFace: count,
    handsPressed: count,
    redAngryFace: count,
    redHeart: count,
    pushNotificationsSent: nullable(z.union([z.boolean(), finiteNumber])),
    trending: flag,
    creationMode: maybeText,
    linkedIncident: nested,
    linkedIncidentsToMe: depth < MAX_NESTING ? nullable(listOfAtMost(incidentAt(depth + 1))) : notRead,
  });
  levels.set(depth, incident);
  return incident;
}

/** An incident the console can act on: an object with an id, every other field of its type or absent. */
export const incidentAnswer: z.ZodMiniType<Incident> = incidentAt(0);

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
    z.looseObject({ edges: z.pipe(rows, z.array(z.looseObject({ node: z.unknown() }))) }),
    z.transform((value) => value.edges.map((edge) => edge.node)),
  ),
  ...WRAPPERS.map((key) =>
    z.pipe(
      z.looseObject({ [key]: rows }),
      z.transform((value) => value[key] as unknown[]),
    ),
  ),
]);

/** A list of incidents; one entry that is not an incident refuses the list. */
export const incidentList: z.ZodMiniType<Incident[]> = z.pipe(incidentRows, z.array(incidentAnswer));

/** A list of media items (null is none). */
export const mediaList: z.ZodMiniType<MediaItem[]> = z.union([
  z.pipe(
    emptyBody,
    z.transform((): MediaItem[] => []),
  ),
  listOfAtMost(mediaItem),
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
