import type {
  ActiveOperator,
  Comment,
  CommentUser,
  EntityId,
  Incident,
  IncidentCategory,
  IncidentUser,
  Update,
  VideoStream,
} from '../../domain/incident/incident';
import type { MediaItem } from '../../domain/media/media-item';

/**
 * Reading the platform's incident JSON (GraphQL data and REST bodies) into the SPEC §3 shapes, once the call's schema
 * (schemas/incident.schema.ts) has accepted the answer: every
 * field the console reads is copied when it has the expected type and becomes null otherwise (missing, null or of
 * another type); unknown fields are dropped. Nested incidents (linkedIncident, linkedIncidentsToMe, videoStream.incident)
 * are read to a limited depth so a cyclic or hostile answer cannot recurse without end.
 */

type Json = Record<string, unknown>;

const MAX_NESTING = 3;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

export const id = (value: unknown): EntityId | null => (typeof value === 'string' ? value : num(value));

/** A coordinate as sent: a finite number or a string (the domain rules parse it). */
const coordinate = (value: unknown): number | string | null => (typeof value === 'string' ? value : num(value));

/** A timestamp as sent: a string or a finite number. */
const time = (value: unknown): string | number | null => (typeof value === 'string' ? value : num(value));

const list = <T>(value: unknown, read: (item: unknown) => T | null): T[] | null =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : null;

function user(value: unknown): IncidentUser | null {
  if (!isObject(value)) return null;
  return { id: id(value.id), phone: str(value.phone), email: str(value.email), name: str(value.name), lastName: str(value.lastName) };
}

function activeOperator(value: unknown): ActiveOperator | null {
  if (!isObject(value)) return null;
  return { id: id(value.id), email: str(value.email), name: str(value.name), lastName: str(value.lastName), phone: str(value.phone) };
}

function commentUser(value: unknown): CommentUser | null {
  if (!isObject(value)) return null;
  return { id: id(value.id), name: str(value.name), lastName: str(value.lastName), email: str(value.email) };
}

function comment(value: unknown): Comment | null {
  if (!isObject(value)) return null;
  return {
    id: id(value.id),
    at: str(value.at),
    body: str(value.body),
    user: commentUser(value.user),
    isReported: bool(value.isReported),
    reportedAt: str(value.reportedAt),
    userReported: commentUser(value.userReported),
  };
}

function update(value: unknown): Update | null {
  if (!isObject(value)) return null;
  return { id: id(value.id), title: str(value.title), hyperlink: str(value.hyperlink), at: str(value.at), user: commentUser(value.user) };
}

function category(value: unknown): IncidentCategory | null {
  if (!isObject(value)) return null;
  return { id: id(value.id), title: str(value.title) };
}

function videoStream(value: unknown, depth: number): VideoStream | null {
  // A server may send the stream as a one-element list: the first object of it is the stream.
  const stream = Array.isArray(value) ? value.find(isObject) : value;
  if (!isObject(stream)) return null;
  return {
    id: id(stream.id),
    incidentId: id(stream.incidentId),
    token: str(stream.token),
    channel: str(stream.channel),
    startedAt: str(stream.startedAt),
    sid: str(stream.sid),
    incident: depth < MAX_NESTING ? readIncidentAt(stream.incident, depth + 1) : null,
  };
}

/** SPEC §3 Media item; null when the value is not an object. */
export function readMediaItem(value: unknown): MediaItem | null {
  if (!isObject(value)) return null;
  return {
    id: id(value.id),
    url: str(value.url),
    thumbnailUrl: str(value.thumbnailUrl),
    typeContent: str(value.typeContent),
    filename: str(value.filename),
    originalIncidentId: id(value.originalIncidentId),
  };
}

/** A list of media items; anything that is not a list reads as empty, entries that are not objects are dropped. */
export function readMediaList(value: unknown): MediaItem[] {
  return list(value, readMediaItem) ?? [];
}

function readIncidentAt(value: unknown, depth: number): Incident | null {
  if (!isObject(value)) return null;
  const nested = depth < MAX_NESTING;
  const pushes = value.pushNotificationsSent;
  return {
    id: id(value.id),
    title: str(value.title),
    description: str(value.description),
    address: str(value.address),
    city: str(value.city),
    latitude: coordinate(value.latitude),
    longitude: coordinate(value.longitude),
    at: str(value.at),
    status: str(value.status),
    category: category(value.category),
    incidentsCategoryId: id(value.incidentsCategoryId),
    isStreamingLive: bool(value.isStreamingLive),
    sendToPhone: str(value.sendToPhone),
    sendToPhones: list(value.sendToPhones, str),
    videoStream: videoStream(value.videoStream, depth),
    userCreate: user(value.userCreate),
    userUpdate: user(value.userUpdate),
    userDelete: user(value.userDelete),
    activeOperator: activeOperator(value.activeOperator),
    media: list(value.media, readMediaItem),
    comments: list(value.comments, comment),
    updates: list(value.updates, update),
    photo: str(value.photo),
    thumbnail: str(value.thumbnail),
    video: str(value.video),
    updatesCount: num(value.updatesCount),
    commentsCount: num(value.commentsCount),
    finishedAt: time(value.finishedAt),
    updatedAt: time(value.updatedAt),
    deletedAt: time(value.deletedAt),
    fearfulFace: num(value.fearfulFace),
    handsPressed: num(value.handsPressed),
    redAngryFace: num(value.redAngryFace),
    redHeart: num(value.redHeart),
    pushNotificationsSent: typeof pushes === 'boolean' ? pushes : num(pushes),
    trending: bool(value.trending),
    creationMode: str(value.creationMode),
    linkedIncident: nested ? readIncidentAt(value.linkedIncident, depth + 1) : null,
    linkedIncidentsToMe: nested ? list(value.linkedIncidentsToMe, (l) => readIncidentAt(l, depth + 1)) : null,
  };
}

/** SPEC §3 Incident; null when the value is not an object. */
export function readIncident(value: unknown): Incident | null {
  return readIncidentAt(value, 0);
}
