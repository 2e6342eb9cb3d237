import * as z from 'zod/mini';
import type { ChannelUser } from '../../../application/ports/live-streaming-gateway.port';
import { emptyBody, entityId, listOf, maybeText, notAllNull, nullable } from './answer';

/**
 * The live page's lookups whose shapes the spec does not show (SPEC §7 /live-streaming, /incident-links): a field may
 * be missing or null, never of another type.
 */

/** A user of the channel: its uid (`uid`, else `id`) is required, its role and name are read when present. */
const channelUser: z.ZodMiniType<ChannelUser> = z.pipe(
  z.object({ uid: nullable(entityId), id: nullable(entityId), role: maybeText, name: maybeText }),
  z.transform((user, context) => {
    const uid = user.uid ?? user.id;
    if (uid === null) {
      context.issues.push({ code: 'custom', message: 'a channel user without a uid', input: user });
      return z.NEVER;
    }
    return { uid, role: user.role, name: user.name };
  }),
);

/** GET /live-streaming/getUsersByChannel/{channel}: a list (or under `users` or `data`); an empty body is nobody. */
export const channelUsers = listOf(channelUser, { wrappers: ['users', 'data'], emptyBodyIsEmpty: true });

const channelFields = z.object({
  incidentId: nullable(entityId),
  incident: nullable(z.object({ id: nullable(entityId) })),
  startedAt: maybeText,
  createdAt: maybeText,
});

/** An answer's fields, or the same fields under `data`. */
const maybeUnderData = <T>(fields: z.ZodMiniType<T>) =>
  z.union([
    z.pipe(
      z.looseObject({ data: fields }),
      z.transform((body) => body.data),
    ),
    fields,
  ]);

/** GET /live-streaming/{channel}: the channel's incident and start, maybe wrapped in `data`; a record of nulls is none of them. */
export const channelInfo = notAllNull(
  z.pipe(
    maybeUnderData(channelFields),
    z.transform((fields) => ({
      incidentId: fields.incidentId ?? fields.incident?.id ?? null,
      startedAt: fields.startedAt ?? fields.createdAt,
    })),
  ),
);

/** GET /incident-links/{id}/status: the status as text, or `{ status }` (maybe under `data`); blank or none is null. */
export const linkStatus: z.ZodMiniType<string | null> = z.union([
  z.pipe(
    emptyBody,
    z.transform((): string | null => null),
  ),
  z.pipe(
    z.union([
      z.string(),
      z.pipe(
        maybeUnderData(z.object({ status: maybeText })),
        z.transform((body) => body.status ?? ''),
      ),
    ]),
    z.transform((status: string) => (status.trim() === '' ? null : status.trim())),
  ),
]);
