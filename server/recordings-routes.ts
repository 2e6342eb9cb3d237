import * as z from 'zod';
import { callRecordings } from '../src/adapters/fake/demo-world/call-recordings';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../src/adapters/fake/demo-world/live-hub';
import { RECORDING_UPLOAD_PATH } from '../src/adapters/shared/served-recordings';
import { HttpFailure } from './http-answers';
import { bodyOf, type Route } from './rest-routes';
import { fileOf, formOf, textFieldsOf } from './route-inputs';

/** A recording lasts at most a day; it stopped at most an hour before its upload arrived. */
const UPLOAD = z.object({
  channel: z.string().trim().min(1).max(200),
  durationMs: z.coerce.number().int().min(0).max(86_400_000).optional(),
  stoppedAgoMs: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** The browser's name for a recording it sends in parts (and then whole): parts of one recording share it. */
  recording: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  /** Which part this is, from 0; absent: the whole recording. */
  part: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** What a recording's first bytes say it is: an mp4 (ISO-BMFF `ftyp` box) or a WebM (EBML header); else nothing kept. */
function containerOf(head: Uint8Array): 'video/mp4' | 'video/webm' | null {
  if (String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return 'video/mp4';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
  return null;
}

/**
 * The served console's recordings: the operator's browser that watched a call uploads what it recorded when the
 * caller's picture stops, and the world keeps it as the incident's cloud recording (call-{id}-{n}.mp4 or .webm, as the
 * in-browser demo names it). Its kind is read from its bytes, so the name the console shows and the download it gives
 * say what the file is; how long it lasts and when it stopped (the browser tells) place it in its drill. Only the
 * operator who holds the call keeps a recording: a supervisor watching beside them adds no second copy. A browser may
 * send a recording in parts while it records (`recording` names it, `part` counts from 0), so what was recorded
 * before its page reloaded is kept; the whole file it sends when the recording stops replaces the parts.
 */
export const RECORDING_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    path: RECORDING_UPLOAD_PATH,
    upload: true,
    handle: async (r) => {
      const world = r.world.get<DemoWorld>(DemoWorld as unknown as symbol);
      const caller = world.callerFor(r.token);
      if (!caller) throw new HttpFailure(401, 'Unauthorized');
      const form = formOf(r);
      const { channel, durationMs, stoppedAgoMs, recording, part } = bodyOf(UPLOAD, textFieldsOf(form));
      const file = fileOf(form, 'file');
      const call = r.world.get<LiveHub>(LiveHub as unknown as symbol).channel(channel);
      const tenantId = caller.tenant.id;
      if (!call?.incidentId || (call.tenantId !== null && call.tenantId !== tenantId))
        throw new HttpFailure(404, 'No call in this channel');
      const store = r.world.get<IncidentStore>(IncidentStore as unknown as symbol);
      const incident = await store.get(tenantId, call.incidentId);
      if (!incident) throw new HttpFailure(404, 'Incident not found');
      const holder = incident.activeOperator?.id;
      if (holder !== undefined && holder !== null && String(holder) !== caller.account.id) {
        throw new HttpFailure(409, 'Another operator holds this call');
      }
      // A part after the first carries no header: it is of the kind its first part said.
      const later = part !== undefined && part > 0;
      const mimeType = later ? 'video/webm' : containerOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
      if (!mimeType) throw new HttpFailure(415, 'file: an mp4 or WebM recording is required');
      // Placed on the world's clock: it stopped when the browser says, before it sent this upload (counted from the
      // upload's arrival, not from its body's end: a long recording's file takes seconds to come on a busy computer).
      const endedAt = r.receivedAt - (stoppedAgoMs ?? 0);
      const timing = durationMs === undefined ? { endedAt } : { endedAt, durationMs };
      const media = { blob: new Blob([file], { type: mimeType }), mimeType, ...timing };
      const recordings = callRecordings(world);
      if (recording === undefined) return recordings.keep(store, tenantId, incident.id, media);
      if (part === undefined) return recordings.keepWhole(store, tenantId, incident.id, recording, media);
      const kept = await recordings.keepPart(store, tenantId, incident.id, recording, part, media);
      if (!kept) throw new HttpFailure(409, `part: not the part expected next of recording ${recording}`);
      return kept;
    },
  },
];
