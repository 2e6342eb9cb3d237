import { isDeleted, isFinished, isOpenLive, type Incident } from '../incident/incident';

/**
 * The no-login live view ({tenant}/incident/live/{id}/view, SPEC §2) is opened from a shared link. The server decides
 * what it answers there: when it issued a share token for the link (a server that does carries it in this query
 * parameter), it answers the incident only for that token, that tenant and while the incident is live.
 */
export const SHARE_TOKEN_QUERY = 'share';

/** What the no-login view presents to the server: the route's tenant and the link's share token, when it has one. */
export interface SharedViewAccess {
  readonly tenant: string;
  readonly shareToken: string | null;
}

/** A share token the server issued for an incident's view link, and when it stops opening it. */
export interface ViewShare {
  readonly shareToken: string;
  readonly expiresAt: string | null;
}

/** At least 128 bits written in URL-safe characters; nothing else is sent anywhere or put in a link. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/** The share token of a link's query, or null when it is absent or could not be one (then nothing is asked). */
export function parseShareToken(raw: unknown): string | null {
  return typeof raw === 'string' && SHARE_TOKEN.test(raw) ? raw : null;
}

/**
 * What a viewer without login may see of an incident, and only while it is live (neither finished nor deleted):
 * its title, place on the map and video stream. Never the caller's phone, the people involved, the chat, the media or
 * the operator's notes. Once the incident is finished or deleted, only that it ended (its id and when), so the view
 * says the incident has ended rather than that it was not found. Applied to whatever the server answers, so a server
 * that says too much is not shown.
 */
export function sharedLiveViewOf(incident: Incident | null | undefined): Incident | null {
  if (!incident) return null;
  if (isFinished(incident) || isDeleted(incident)) {
    return { id: incident.id ?? null, finishedAt: incident.finishedAt ?? null, deletedAt: incident.deletedAt ?? null };
  }
  if (!isOpenLive(incident)) return null;
  const stream = incident.videoStream ?? {};
  return {
    ...pick(incident, SHARED_INCIDENT_FIELDS),
    videoStream: pick(stream, SHARED_STREAM_FIELDS),
    finishedAt: null,
    deletedAt: null,
  };
}

/** The incident fields a shared viewer sees (the heading, the map), and of its stream what joining needs. */
export const SHARED_INCIDENT_FIELDS = ['id', 'title', 'address', 'city', 'latitude', 'longitude', 'at', 'isStreamingLive'] as const;
export const SHARED_STREAM_FIELDS = ['id', 'incidentId', 'channel', 'startedAt'] as const;
/** What tells whether the incident is still live (SPEC §3: finished or deleted ends the view); asked, never shown. */
export const SHARED_STATE_FIELDS = ['finishedAt', 'deletedAt'] as const;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): { [P in K]: T[P] | null } {
  const picked = {} as { [P in K]: T[P] | null };
  for (const key of keys) picked[key] = source[key] ?? null;
  return picked;
}
