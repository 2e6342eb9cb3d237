import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { SEEDED_RECORDINGS } from '../../src/adapters/fake/playable-media.fake';
import type { WireServer } from '../../server/wire-server';
import { startWireServer } from './started-wire-server';

/** The served console's recordings: uploaded by the browser that watched the call, kept and served by the server. */
let server: WireServer;
let base: string;
let mp4: Uint8Array<ArrayBuffer>;
const INCIDENT = '100131';

beforeAll(async () => {
  ({ server, base } = await startWireServer());
  mp4 = new Uint8Array(await readFile(fileURLToPath(SEEDED_RECORDINGS.short.url)));
});

afterAll(() => server.close());

async function signIn(email: string): Promise<{ token: string; id: string }> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', tenant: 'public', lat: null, long: null }),
  });
  const answer = (await response.json()) as { token: string; user: { id: string | number } };
  return { token: answer.token, id: String(answer.user.id) };
}

async function upload(
  token: string | null,
  channel: string,
  bytes: Uint8Array<ArrayBuffer>,
  fields: Readonly<Record<string, string>> = {},
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('channel', channel);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), 'recording.mp4');
  const response = await fetch(`${base}/demo/recordings`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function getJson(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
}

describe("the served console's recordings", () => {
  it('keeps the holder’s upload as the incident’s recording and serves it, with ranges, at a signed address', async () => {
    const admin = await signIn('admin@public.demo');
    const channel = `incident-${INCIDENT}`;
    server.world.get<LiveHub>(LiveHub as unknown as symbol).describeChannel(channel, { incidentId: INCIDENT, tenantId: 'public' });
    const store = server.world.get<IncidentStore>(IncidentStore as unknown as symbol);
    await store.update('public', INCIDENT, { activeOperator: { id: admin.id, email: 'admin@public.demo' } });

    expect((await upload(null, channel, mp4)).status).toBe(401);
    expect((await upload(admin.token, 'incident-none', mp4)).status).toBe(404);
    // Bytes that are neither an mp4 nor a WebM are not kept under a name that would lie about them.
    expect((await upload(admin.token, channel, new TextEncoder().encode('not a video at all'))).status).toBe(415);
    const watcher = await signIn('operator@public.demo');
    expect((await upload(watcher.token, channel, mp4)).status).toBe(409);

    const kept = await upload(admin.token, channel, mp4);
    expect(kept.status).toBe(200);
    const item = kept.body as { url: string; filename: string; typeContent: string };
    expect(item.typeContent).toBe('cloudRecording');
    expect(item.filename).toMatch(new RegExp(`^call-${INCIDENT}-\\d+\\.mp4$`));
    expect(item.url).toMatch(new RegExp(`^${base}/demo/recordings/files/public/${INCIDENT}/${item.filename}\\?key=[0-9a-f]{32}$`));

    const whole = await fetch(item.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(mp4);
    const part = await fetch(item.url, { headers: { range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${mp4.length}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('ftyp');
    expect((await fetch(item.url.replace(/key=.*/, 'key=0'.padEnd(36, '0')))).status).toBe(404);
    expect((await fetch(item.url.replace(/\?key=.*/, ''))).status).toBe(404);

    // The full channel is the call's recording; its mp4 is the file itself.
    expect(await getJson(`/api/incidents/playvideo/fullchannel/${INCIDENT}`, admin.token)).toEqual({ url: item.url });
    expect(await getJson(`/incidents-media/convert-to-mp4/${INCIDENT}/${item.filename}`, admin.token)).toEqual({ mp4Url: item.url });
  });

  it('keeps a recording sent in parts while it is made (what a page that reloads leaves), and the whole file in their place', async () => {
    const admin = await signIn('admin@public.demo');
    const incidentId = '100133';
    const channel = `incident-${incidentId}`;
    server.world.get<LiveHub>(LiveHub as unknown as symbol).describeChannel(channel, { incidentId, tenantId: 'public' });
    await store().update('public', incidentId, { activeOperator: { id: admin.id, email: 'admin@public.demo' } });
    const recordings = async () =>
      ((await store().get('public', incidentId))?.media ?? []).filter((m) => m.typeContent === 'cloudRecording');
    const before = (await recordings()).length;
    const half = Math.floor(mp4.length / 2);
    const [head, tail] = [mp4.slice(0, half), mp4.slice(half)];

    // The first part names the recording; the next is added to its end; one out of order is refused.
    const first = await upload(admin.token, channel, head, { recording: 'rec-a', part: '0', durationMs: '3000' });
    expect(first.status).toBe(200);
    const item = first.body as { url: string; filename: string };
    expect(item.filename).toBe(`call-${incidentId}-${before + 1}.mp4`);
    expect((await upload(admin.token, channel, tail, { recording: 'rec-a', part: '2', durationMs: '9000' })).status).toBe(409);
    // A later part carries no header of its own: it is taken as the rest of the file.
    expect((await upload(admin.token, channel, tail, { recording: 'rec-a', part: '1', durationMs: '6000' })).status).toBe(200);
    expect(new Uint8Array(await (await fetch(item.url)).arrayBuffer())).toEqual(mp4);
    expect(await recordings()).toHaveLength(before + 1);

    // The page that recorded it stopped and sends the whole file: it takes the parts' place, under the same name.
    const whole = await upload(admin.token, channel, mp4, { recording: 'rec-a', durationMs: '6500', stoppedAgoMs: '100' });
    expect(whole.body).toMatchObject({ filename: item.filename });
    expect(await recordings()).toHaveLength(before + 1);
    expect(new Uint8Array(await (await fetch(item.url)).arrayBuffer())).toEqual(mp4);
    // Another recording (the reloaded page's) is a second one; a first part that is not a video is refused.
    expect((await upload(admin.token, channel, new TextEncoder().encode('not a video'), { recording: 'rec-b', part: '0' })).status).toBe(
      415,
    );
    const second = await upload(admin.token, channel, head, { recording: 'rec-b', part: '0', durationMs: '3000' });
    expect(second.body).toMatchObject({ filename: `call-${incidentId}-${before + 2}.mp4` });
    expect(await recordings()).toHaveLength(before + 2);
  });

  it('gives seeded recordings addresses of the server, which serve the seeded files', async () => {
    const admin = await signIn('admin@public.demo');
    const incident = (await store().get('public', '100132'))!;
    const seeded = (incident.media ?? []).find((m) => m.typeContent === 'cloudRecording');
    expect(seeded?.filename).toBeTruthy();
    const response = await fetch(`${base}/api/incidents/playvideo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ incident: '100132', fileName: seeded?.filename }),
    });
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${base}/demo/recordings/files/seeded/(long|short)\\.mp4$`));
    const file = await fetch(url, { headers: { range: 'bytes=0-11' } });
    expect(file.status).toBe(206);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(4, 8))).toBe('ftyp');
  });
});

function store(): IncidentStore {
  return server.world.get<IncidentStore>(IncidentStore as unknown as symbol);
}
