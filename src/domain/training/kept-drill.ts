import * as z from 'zod';
import { DRILL_EVENT_KINDS, type DrillEvent } from './drill-event';
import type { InjectStep } from './training-protocol';

/**
 * A finished drill as the served room keeps it: whose desk, who trained, the scenario file it followed, when it was
 * assigned, the call it followed and everything that happened (events and the trainer's injections at their times).
 * Its debrief is computed from these again wherever it is read, so a kept drill scores as the live one did.
 */
export interface KeptDrill {
  /** Unique among the kept drills (the desk, the drill's id and when it was assigned). */
  readonly id: string;
  /** The desk's account (e-mail). */
  readonly desk: string;
  readonly trainer: string | null;
  /** The account signed in where the drill's link was sent. */
  readonly trainee: string | null;
  readonly fileName: string;
  /** The scenario file the drill followed, as assigned. */
  readonly scenario: unknown;
  /** When the trainer assigned it (milliseconds since the epoch). */
  readonly assignedAt: number;
  /** The desk's tenant, where the drill's call was made. */
  readonly tenantId: string | null;
  /** The incident of the drill's call (its recording, where the caller sent media, is that incident's). */
  readonly incidentId: string | null;
  /** The call's recordings, where the caller sent media: resolved from the call's incident whenever the drill is listed. */
  readonly recordings: readonly KeptRecording[];
  readonly events: readonly DrillEvent[];
  readonly injected: readonly { readonly at: number; readonly step: InjectStep }[];
}

/**
 * A recording of a kept drill's call: its file name, the address that plays it, and when in the drill it began and
 * ended (seconds since the link was sent, as the drill's events), null where the recording did not tell. A call whose
 * picture restarted has several, told apart by these.
 */
export interface KeptRecording {
  readonly filename: string;
  readonly url: string;
  readonly from: number | null;
  readonly to: number | null;
}

/** How long a recording runs (seconds, to a tenth), or null where it did not tell. */
export function recordingLength(recording: KeptRecording): number | null {
  const { from, to } = recording;
  return from === null || to === null ? null : Math.round(Math.max(0, to - from) * 10) / 10;
}

/** When the drill's link was sent (epoch ms): its assignment, and the seconds from it to the link. */
export function linkSentAt(drill: Pick<KeptDrill, 'assignedAt' | 'events'>): number {
  const started = drill.events.find((e) => e.kind === 'drillStarted')?.at ?? 0;
  return drill.assignedAt - started * 1000;
}

/** The newest kept drill first. */
export function newestFirst(drills: readonly KeptDrill[]): KeptDrill[] {
  return [...drills].sort((a, b) => b.assignedAt - a.assignedAt || b.id.localeCompare(a.id));
}

/** The most drills a room keeps (the oldest go first): a term of classes, in a world file of a few megabytes. */
export const KEPT_DRILLS_MAX = 200;

const event = z.object({ at: z.number(), kind: z.enum(DRILL_EVENT_KINDS), detail: z.string().max(2_000).optional() });

/** A kept drill as read back from a world file or over the wire: untrusted until it parses. */
export const KEPT_DRILL = z.object({
  id: z.string().max(500),
  desk: z.string().max(320),
  trainer: z.string().max(200).nullable(),
  trainee: z.string().max(320).nullable(),
  fileName: z.string().max(300),
  scenario: z.unknown(),
  assignedAt: z.number(),
  tenantId: z.string().max(100).nullable().default(null),
  incidentId: z.string().max(100).nullable(),
  recordings: z
    .array(
      z.object({
        filename: z.string().max(300),
        url: z.string().max(2_000),
        from: z.number().nullable().default(null),
        to: z.number().nullable().default(null),
      }),
    )
    .max(50)
    .default([]),
  events: z.array(event).max(5_000),
  injected: z.array(z.object({ at: z.number(), step: z.looseObject({ action: z.string() }) })).max(500),
});

/** The kept drills that parse, in the order given; the others are dropped. */
export function readKeptDrills(value: unknown): KeptDrill[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const read = KEPT_DRILL.safeParse(item);
    return read.success ? [read.data as KeptDrill] : [];
  });
}
