import type { MediaItem } from '../media/media-item';

/**
 * SPEC §3 entities of the incident group, shaped as a server may send them: every field optional and
 * nullable, ids as strings or numbers. Field names are exactly those of SPEC §3.
 */

/** A server id: GraphQL sends strings, REST sometimes numbers. */
export type EntityId = string | number;

/** SPEC §3 Incident.category. */
export interface IncidentCategory {
  readonly id?: EntityId | null;
  readonly title?: string | null;
}

/** SPEC §3 Comment.user: the person a record names (an incident's people add their phone). */
export interface CommentUser {
  readonly id?: EntityId | null;
  readonly name?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
}

/** SPEC §3 Incident.userCreate / userUpdate / userDelete: phone; also email, name, lastName. */
export interface IncidentUser extends CommentUser {
  readonly phone?: string | null;
}

/** SPEC §3 Incident.activeOperator: the fields of the incident's other people. */
export type ActiveOperator = IncidentUser;

/** What a comment and an update share: who wrote it and when. */
interface IncidentNote {
  readonly id?: EntityId | null;
  readonly at?: string | null;
  readonly user?: CommentUser | null;
}

/** SPEC §3 Comment. */
export interface Comment extends IncidentNote {
  readonly body?: string | null;
  readonly isReported?: boolean | null;
  readonly reportedAt?: string | null;
  readonly userReported?: CommentUser | null;
}

/** SPEC §3 Update. */
export interface Update extends IncidentNote {
  readonly title?: string | null;
  readonly hyperlink?: string | null;
}

/** The video channel a token opens: what a video stream and a channel join both carry. */
interface ChannelAccess {
  readonly token?: string | null;
  readonly channel?: string | null;
}

/** SPEC §3 VideoStream. */
export interface VideoStream extends ChannelAccess {
  readonly id?: EntityId | null;
  readonly incidentId?: EntityId | null;
  readonly startedAt?: string | null;
  readonly sid?: string | null;
  readonly incident?: Incident | null;
}

/** SPEC §3 Channel join result (joinLiveChannel, joinLiveCollabChannel, joinLiveChannelNoAuth). */
export interface ChannelJoinResult extends ChannelAccess {
  readonly uid?: EntityId | null;
}

/** SPEC §3 Incident. Reaction counts are top-level fields. */
export interface Incident {
  readonly id?: EntityId | null;
  readonly title?: string | null;
  readonly description?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly latitude?: number | string | null;
  readonly longitude?: number | string | null;
  readonly at?: string | null;
  /** DRAFT on creation (SPEC §4); the full set of values is not shown. */
  readonly status?: string | null;
  readonly category?: IncidentCategory | null;
  readonly incidentsCategoryId?: EntityId | null;
  readonly isStreamingLive?: boolean | null;
  readonly sendToPhone?: string | null;
  readonly sendToPhones?: readonly string[] | null;
  readonly videoStream?: VideoStream | null;
  readonly userCreate?: IncidentUser | null;
  readonly userUpdate?: IncidentUser | null;
  readonly userDelete?: IncidentUser | null;
  readonly activeOperator?: ActiveOperator | null;
  readonly media?: readonly MediaItem[] | null;
  readonly comments?: readonly Comment[] | null;
  readonly updates?: readonly Update[] | null;
  readonly photo?: string | null;
  readonly thumbnail?: string | null;
  readonly video?: string | null;
  readonly updatesCount?: number | null;
  readonly commentsCount?: number | null;
  readonly finishedAt?: string | number | null;
  readonly updatedAt?: string | number | null;
  readonly deletedAt?: string | number | null;
  readonly fearfulFace?: number | null;
  readonly handsPressed?: number | null;
  readonly redAngryFace?: number | null;
  readonly redHeart?: number | null;
  readonly pushNotificationsSent?: number | boolean | null;
  readonly trending?: boolean | null;
  readonly creationMode?: string | null;
  readonly linkedIncident?: Incident | null;
  readonly linkedIncidentsToMe?: readonly Incident[] | null;
}

/** SPEC §3 Incident form (edit form fields). */
export interface IncidentForm {
  readonly title: string;
  readonly address: string;
  readonly city: string;
  readonly description: string;
  readonly phone: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly createdAt: string;
}

/** True when a server timestamp field is set: a non-blank string or a finite number. */
function isSet(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return false;
}

/** SPEC §2, §4: deleted when deletedAt is set; empty, blank, null or undefined -> not deleted. */
export function isDeleted(incident: Pick<Incident, 'deletedAt'> | null | undefined): boolean {
  return isSet(incident?.deletedAt);
}

/** SPEC §4: finished when finishedAt is set (same reading as isDeleted). */
export function isFinished(incident: Pick<Incident, 'finishedAt'> | null | undefined): boolean {
  return isSet(incident?.finishedAt);
}

/** SPEC §4: live incidents are those with a video stream (an object; a server array counts when non-empty). */
export function isLive(incident: Pick<Incident, 'videoStream'> | null | undefined): boolean {
  const stream: unknown = incident?.videoStream;
  if (Array.isArray(stream)) return stream.length > 0;
  return typeof stream === 'object' && stream !== null;
}

/** SPEC §4: live now: a video stream, neither finished nor deleted (the live lists of create mode and the server). */
export function isOpenLive(incident: Pick<Incident, 'videoStream' | 'finishedAt' | 'deletedAt'> | null | undefined): boolean {
  return isLive(incident) && !isFinished(incident) && !isDeleted(incident);
}
