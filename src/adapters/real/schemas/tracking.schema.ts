import * as z from 'zod/mini';
import type { LocationPoint } from '../../../application/ports/location-tracker-gateway.port';
import type { MessageStatusPermissions, MessageStatusRecord } from '../../../domain/incident/message-status';
import { finiteNumber, listOf, maybeText, notAllNull, nullable } from './answer';

/**
 * What the live page tracks of the caller, as the (assumed) per-incident lookups answer it: the caller's location
 * track (SPEC §7 location by incident) and the link's message status records (SPEC §3).
 */

/** A coordinate as a number or numeric text (decimal columns often arrive as text), within ±limit degrees. */
const coordinate = (limit: number) =>
  z.pipe(
    z.union([
      finiteNumber,
      z.pipe(
        z.string().check(z.refine((s) => s.trim() !== '')),
        z.transform((s) => Number(s)),
      ),
    ]),
    z.number().check(z.refine((n) => Number.isFinite(n) && Math.abs(n) <= limit)),
  );

/** One point of the track: latitude and longitude, and its time in `at`, `createdAt` or `date` (text). */
export const locationPoint: z.ZodMiniType<LocationPoint> = z.pipe(
  z.object({ latitude: coordinate(90), longitude: coordinate(180), at: maybeText, createdAt: maybeText, date: maybeText }),
  z.transform((p) => ({
    latitude: p.latitude,
    longitude: p.longitude,
    at: [p.at, p.createdAt, p.date].find((time) => time !== null && time !== '') ?? null,
  })),
);

/** The track's entries, each left to `locationPoint` (one bad point is dropped, not the whole track). */
export const locationTrack = listOf(z.unknown(), { wrappers: ['data', 'points'], emptyBodyIsEmpty: true });

/** A server flag: boolean, 0/1 or 'true'/'false' text, or missing. */
const serverFlag = nullable(z.union([z.boolean(), finiteNumber, z.string()]));
const textOrNumber = nullable(z.union([z.string(), finiteNumber]));

const permissions: z.ZodMiniType<MessageStatusPermissions | null> = z.pipe(
  nullable(
    z.object({
      privacy_policy: serverFlag,
      local: serverFlag,
      audio: serverFlag,
      video: serverFlag,
      clicked_link: serverFlag,
      start_live_streaming: serverFlag,
      action_type: textOrNumber,
      count_deny_permission: textOrNumber,
    }),
  ),
  // Permissions of nothing but nulls say nothing: the same as none.
  z.transform((value) => (value && Object.values(value).some((flag) => flag !== null) ? value : null)),
);

/** SPEC §3 Message status record: each field of its type or absent, and not every one of them absent. */
const messageStatusRecord: z.ZodMiniType<MessageStatusRecord> = notAllNull(
  z.object({ receiver: textOrNumber, date: textOrNumber, method: maybeText, status: maybeText, permissions }),
);

/** The records of an incident: a list (or the list under `data`); an empty body is no record yet. */
export const messageStatusRecords = listOf(messageStatusRecord, { emptyBodyIsEmpty: true });

const recordsById = z.record(z.string(), z.unknown());

/**
 * The records of many incidents: `{ [incidentId]: records }` (or that object under `data`), each list read as
 * `messageStatusRecords` reads one incident's. An incident whose list does not fit is left out (its records could not
 * be read), not the whole answer; an answer that is not such an object is unreadable.
 */
export const messageStatusRecordsByIncident: z.ZodMiniType<Map<string, MessageStatusRecord[]>> = z.pipe(
  z.union([
    z.pipe(
      z.object({ data: recordsById }),
      z.transform((value) => value.data),
    ),
    recordsById,
  ]),
  z.transform((lists) => {
    const byId = new Map<string, MessageStatusRecord[]>();
    for (const [id, list] of Object.entries(lists)) {
      const read = z.safeParse(messageStatusRecords, list);
      if (read.success) byId.set(id, read.data);
    }
    return byId;
  }),
);
