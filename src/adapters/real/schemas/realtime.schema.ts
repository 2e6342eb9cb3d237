import * as z from 'zod/mini';
import type { RealtimeIncoming } from '../../../application/ports/realtime-events.port';
import { anyObject } from './answer';

/**
 * The fields of each received socket message (SPEC §7 WebSocket; the payloads are not shown, so every field may be
 * absent or null). A field that is present with another type makes the whole frame malformed: it is dropped, never
 * read as if the field were absent (a stop or a take-over must not be acted on from a frame nobody can read).
 */
const text = z.nullish(z.string());
const id = z.nullish(z.union([z.string(), z.number().check(z.refine(Number.isFinite))]));
const flag = z.nullish(z.boolean());

/** The longest frame read; a longer one is dropped unread. */
export const MAX_FRAME_CHARS = 256 * 1024;

export const REALTIME_EVENTS = {
  stopLiveStream: z.pipe(
    z.looseObject({ channel: text, incidentId: id }),
    z.transform((d): RealtimeIncoming => ({ type: 'stopLiveStream', channel: d.channel ?? null, incidentId: d.incidentId ?? null })),
  ),
  muteLiveStream: z.pipe(
    z.looseObject({ channel: text, muted: flag }),
    z.transform((d): RealtimeIncoming => ({ type: 'muteLiveStream', channel: d.channel ?? null, muted: d.muted ?? null })),
  ),
  connectionStatus: z.pipe(
    z.looseObject({ status: text, channel: text }),
    z.transform((d): RealtimeIncoming => ({ type: 'connectionStatus', status: d.status ?? null, channel: d.channel ?? null })),
  ),
  showPermissions: z.pipe(
    z.looseObject({ incidentId: id, permissions: z.nullish(anyObject) }),
    z.transform((d): RealtimeIncoming => ({
      type: 'showPermissions',
      incidentId: d.incidentId ?? null,
      permissions: d.permissions ?? null,
    })),
  ),
  COLAB_BROADCAST_STARTED: z.pipe(
    z.looseObject({ channel: text, incidentId: id }),
    z.transform((d): RealtimeIncoming => ({
      type: 'COLAB_BROADCAST_STARTED',
      channel: d.channel ?? null,
      incidentId: d.incidentId ?? null,
    })),
  ),
  INCIDENT_UPDATED: z.pipe(
    z.looseObject({ incidentId: id, activeOperator: z.nullish(z.looseObject({ id, email: text, name: text })) }),
    z.transform((d): RealtimeIncoming => ({
      type: 'INCIDENT_UPDATED',
      incidentId: d.incidentId ?? null,
      activeOperator: d.activeOperator
        ? { id: d.activeOperator.id ?? null, email: d.activeOperator.email ?? null, name: d.activeOperator.name ?? null }
        : null,
    })),
  ),
} as const satisfies Record<string, z.ZodMiniType<RealtimeIncoming>>;

export type KnownRealtimeEvent = keyof typeof REALTIME_EVENTS;

export const isKnownRealtimeEvent = (name: string | null): name is KnownRealtimeEvent =>
  name !== null && Object.hasOwn(REALTIME_EVENTS, name);
