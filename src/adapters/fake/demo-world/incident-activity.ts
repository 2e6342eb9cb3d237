import type { MessageStatusMethod, MessageStatusPermissions, MessageStatusRecord } from '../../../domain/incident/message-status';
import type { DemoIncident } from './incident-record';
import { randomStream } from './random-stream';

const SECOND_MS = 1000;

/**
 * What happened to a generated incident's caller link, as the message-status service logs it (SPEC §3): one record
 * per step, each with its date, so the history reads sent → delivered → read → clicked → permissions answered →
 * live streaming started (the video stream's start, the first video) → location shared (the first location). A failed
 * SMS or WhatsApp link is sometimes followed by one on the other channel. The newest record is the link's state now.
 *
 * Deterministic from `seed` and the incident's id (its own random stream, so the incidents themselves are unchanged),
 * and consistent with the incident: a caller whose incident holds a video or a cloud recording, or who is live now,
 * did grant the camera and stream; nothing is dated after `now`.
 */
export function incidentActivity(incident: DemoIncident, seed: number, now: number): readonly MessageStatusRecord[] {
  const random = randomStream(seed + Math.imul(Number(incident.id) || 0, 0x9e3779b1));
  const chance = (p: number): boolean => random() < p;
  const between = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const receiver = incident.sendToPhone ?? incident.userCreate?.phone ?? '';
  const created = Date.parse(incident.at ?? '') || now;
  const live = incident.videoStream !== null && incident.videoStream !== undefined;
  const streamed = live || (incident.media ?? []).some((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording');
  // A live incident's caller is streaming now: its steps are quick, so they all fit before now.
  const pace = live ? 0.2 : 1;
  const records: MessageStatusRecord[] = [];
  let at = created;
  const step = (min: number, max: number): number => {
    at = Math.min(now, at + Math.round(between(min, max) * pace) * SECOND_MS);
    return at;
  };
  const push = (method: MessageStatusMethod, status: string, permissions: MessageStatusPermissions = {}): void => {
    records.push({ receiver, date: new Date(at).toISOString(), method, status, permissions });
  };

  let method: MessageStatusMethod = chance(0.6) ? 'BROADCAST_SMS' : 'BROADCAST_WPP';
  step(15, 120);
  push(method, 'sent');
  if (!streamed && chance(0.09)) {
    step(3, 40);
    push(method, chance(0.5) ? 'failed' : 'undelivered');
    if (!chance(0.55)) return records;
    method = method === 'BROADCAST_SMS' ? 'BROADCAST_WPP' : 'BROADCAST_SMS';
    step(30, 120);
    push(method, 'sent');
  }
  step(2, 30);
  push(method, 'delivered');
  if (!streamed && !chance(0.88)) return records;
  step(5, 150);
  push(method, 'read');
  if (!streamed && !chance(0.9)) return records;
  step(3, 60);
  const clicked: MessageStatusPermissions = { clicked_link: true, privacy_policy: true };
  push(method, 'read', clicked);

  const camera = streamed || chance(0.72);
  const location = chance(camera ? 0.85 : 0.6);
  const refusals = (camera ? 0 : 1) + (location ? 0 : 1);
  const answered: MessageStatusPermissions = {
    ...clicked,
    video: camera,
    audio: camera,
    local: location,
    ...(refusals > 0 ? { count_deny_permission: 1 } : {}),
  };
  step(5, 45);
  push(method, 'read', answered);
  if (camera) {
    step(3, 35);
    push(method, 'read', { ...answered, start_live_streaming: true });
  }
  return records;
}
