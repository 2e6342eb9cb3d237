import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callRecordings } from '../../src/adapters/fake/demo-world/call-recordings';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { IN_BROWSER_DEMO_KEYS } from '../../src/adapters/fake/demo-world/share-tokens';
import { uploadedFiles } from '../../src/adapters/fake/demo-world/uploaded-files';
import { SEEDED_RECORDINGS } from '../../src/adapters/fake/playable-media.fake';
import { ASSUMED_ENDPOINTS, ASSUMED_SHARED_VIEW_HEADERS } from '../../src/adapters/real/assumed-endpoints';
import { OPERATIONS, type Operation } from '../../src/adapters/real/incidents-graphql.documents';
import { SERVED_WORLD_SEED } from '../../server/server-world';
import type { WireServer } from '../../server/wire-server';
import { readWorldFile, worldFileOf, WorldFileError, WorldKeeper, writeWorldFile } from '../../server/world-file';
import { runEntry } from '../support/entry-in-process';
import { startWireServer } from './started-wire-server';

/** A few bytes of a picture and of a document, uploaded before the restart. */
const PHOTO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7, 42]);
const MANUAL = new TextEncoder().encode('%PDF-1.4\nkept manual\n');

/** The served world kept in a file: what it held before a restart, it holds after; a file not its own stops the start. */
let folder: string;
const running: WireServer[] = [];

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'served-world-'));
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function start(saved: Parameters<typeof startWireServer>[0] = null) {
  const started = await startWireServer(saved);
  running.push(started.server);
  const call = async (
    method: string,
    route: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const form = options.body instanceof FormData;
    const response = await fetch(`${started.base}${route}`, {
      method,
      headers: {
        ...(form ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as Record<string, unknown> | null };
  };
  const graphql = async (
    operation: Operation,
    variables: Record<string, unknown>,
    options: { token?: string; headers?: Record<string, string> } = {},
  ) =>
    (await call('POST', '/graphql', { body: { operationName: operation.name, query: operation.text, variables }, ...options })).body
      ?.data as Record<string, unknown> | undefined;
  return { ...started, call, graphql };
}

type Started = Awaited<ReturnType<typeof start>>;

async function signIn(on: Started, email: string, tenant: string): Promise<{ token: string; id: string }> {
  const { body } = await on.call('POST', '/auth/login', { body: { email, password: 'demo1234', tenant, lat: null, long: null } });
  return { token: String(body?.token), id: String((body?.user as { id: unknown }).id) };
}

/** What the world answers about everything the test changed: compared before and after the restart. */
async function answersOf(on: Started, token: string, ids: { incident: string; user: string; tenant: string; role: string }) {
  const incident = (await on.graphql(OPERATIONS.getIncidentById, { id: ids.incident }, { token }))?.getIncidentById;
  const user = await on.call('GET', `/api/users/${ids.user}`, { token });
  const tenants = ((await on.call('POST', '/tenant/filter', { body: {}, token })).body as unknown as { id: unknown; name: string }[]).find(
    (tenant) => String(tenant.id) === ids.tenant,
  );
  const session = await on.call('GET', '/auth/session', { token });
  const rolePermissions = await on.call('GET', `/api/role/${ids.role}/permissions`, { token });
  // A recording's address names this server's port and a key signed for this run: the rest must read alike.
  const answers = JSON.stringify({ incident, user, tenants, session, rolePermissions });
  return JSON.parse(answers.replaceAll(on.base, 'SERVER').replace(/key=[0-9a-f]{32}/g, 'key=SIGNED')) as unknown;
}

describe('the served world saved to a file', () => {
  it('answers after a restart from its file as before: sessions, incidents, users, tenants, recordings, uploaded files, share and sign-on links', async () => {
    const before = await start();
    const admin = await signIn(before, 'admin@public.demo', 'public');
    const created = await before.graphql(
      OPERATIONS.createIncident,
      {
        input: {
          title: 'Kept across a restart',
          description: 'Smoke over the harbour',
          address: 'Rua A 1',
          city: 'Rio',
          latitude: -22.9,
          longitude: -43.2,
          sendToPhone: '+5521999990000',
          incidentsCategoryId: 14,
          status: 'DRAFT',
        },
        operatorIps: [],
      },
      { token: admin.token },
    );
    const incident = String((created?.createIncident as { id: unknown }).id);
    const user = await before.call('POST', '/api/users', {
      token: admin.token,
      body: {
        name: 'Kept',
        lastName: 'User',
        email: 'kept.user@public.demo',
        phone: '',
        active: true,
        isHqAdmin: true,
        isSuperUser: false,
        roleIds: [],
        password: 'long enough 1',
      },
    });
    expect(user.status).toBe(200);
    const tenantForm = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Kept tenant',
      apiKey: 'kept-tenant-5e8d21c0',
      totalAdminUsers: '3',
      allowedIps: '',
    }))
      tenantForm.append(name, value);
    tenantForm.append('photo', new Blob([PHOTO], { type: 'image/png' }), 'kept.png');
    const tenant = await before.call('POST', '/tenant', { token: admin.token, body: tenantForm });
    expect(tenant.status).toBe(200);
    const libraryForm = new FormData();
    libraryForm.append('file', new Blob([MANUAL], { type: 'application/pdf' }), 'kept-manual.pdf');
    libraryForm.append('description', 'Kept manual');
    libraryForm.append('descriptionOption', 'Manual');
    const library = await before.call('POST', ASSUMED_ENDPOINTS.files, { token: admin.token, body: libraryForm });
    expect(library.status).toBe(200);
    const role = await before.call('POST', '/api/role', { token: admin.token, body: { name: 'Kept role' } });
    const permission = await before.call('POST', '/api/permission', { token: admin.token, body: { name: 'kept-permission' } });
    const link = { roleId: String(role.body?.id), permissionId: String(permission.body?.id) };
    expect((await before.call('POST', '/api/role/permission', { token: admin.token, body: link })).status).toBe(200);
    const ids = { incident, user: String(user.body?.id), tenant: String(tenant.body?.id), role: link.roleId };

    // A call's recording, kept by the server as the incident's cloud recording.
    const mp4 = new Uint8Array(await readFile(fileURLToPath(SEEDED_RECORDINGS.short.url)));
    const channel = `incident-${incident}`;
    before.server.world.get<LiveHub>(LiveHub as unknown as symbol).describeChannel(channel, { incidentId: incident, tenantId: 'public' });
    await before.server.world
      .get<IncidentStore>(IncidentStore as unknown as symbol)
      .update('public', incident, { activeOperator: { id: admin.id, email: 'admin@public.demo' } });
    const recordingForm = new FormData();
    recordingForm.append('channel', channel);
    recordingForm.append('durationMs', '12000');
    recordingForm.append('file', new Blob([mp4]), 'recording.mp4');
    const recording = await before.call('POST', '/demo/recordings', { token: admin.token, body: recordingForm });
    expect(recording.status).toBe(200);
    const filename = String(recording.body?.filename);

    // A share link and a sign-on link issued before the restart.
    const operator = await signIn(before, 'operator@tenant5.demo', 'tenant_5');
    const live = String(
      ((await before.call('GET', '/api/incidents/lives', { token: operator.token })).body as unknown as { id: unknown }[])[0]?.id,
    );
    const shareToken = String((await before.call('POST', `/api/incidents/${live}/view-share`, { token: operator.token })).body?.shareToken);
    const ssoLink = String((await before.call('POST', '/demo/sso-link', { token: admin.token })).body?.token);

    const answered = await answersOf(before, admin.token, ids);
    expect(answered).toMatchObject({
      incident: { title: 'Kept across a restart' },
      tenants: { name: 'Kept tenant' },
      user: { body: { email: 'kept.user@public.demo' } },
      session: { status: 200 },
      rolePermissions: { body: [{ name: 'kept-permission' }] },
    });
    const file = path.join(folder, 'world.json');
    await new WorldKeeper(before.server.world, file, (error) => {
      throw error;
    }).stop();
    await before.server.close();
    running.splice(running.indexOf(before.server), 1);

    const after = await start(readWorldFile(file, SERVED_WORLD_SEED));
    expect(after.server.world.key).toBe(before.server.world.key);
    expect(await answersOf(after, admin.token, ids)).toEqual(answered);

    const media = (
      (await after.graphql(OPERATIONS.getIncidentById, { id: incident }, { token: admin.token }))?.getIncidentById as {
        media: { filename: string; url: string }[];
      }
    ).media.find((item) => item.filename === filename);
    expect(new Uint8Array(await (await fetch(String(media?.url))).arrayBuffer())).toEqual(mp4);
    // How long it lasts and when it stopped (what places it in a drill) are kept with it.
    const kept = [
      ...callRecordings(after.server.world.get<DemoWorld>(DemoWorld as unknown as symbol))
        .all()
        .values(),
    ];
    expect(kept.map((m) => [m.durationMs, typeof m.endedAt])).toEqual([[12_000, 'number']]);

    // The tenant's photo and the library file keep their bytes; a new photo of the same name takes a new key.
    const uploads = uploadedFiles(after.server.world.get<DemoWorld>(DemoWorld as unknown as symbol)).all();
    const photoKey = String(tenant.body?.photo);
    const bytesAt = async (key: string) => new Uint8Array((await uploads.get(key)?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(await bytesAt(photoKey)).toEqual(PHOTO);
    expect(uploads.get(photoKey)?.type).toBe('image/png');
    expect(await bytesAt(String(library.body?.s3Key))).toEqual(MANUAL);
    const samePhotoName = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Kept tenant',
      apiKey: 'kept-tenant-5e8d21c0',
      totalAdminUsers: '3',
      allowedIps: '',
    }))
      samePhotoName.append(name, value);
    samePhotoName.append('photo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'new.png');
    const updated = await after.call('POST', `/tenant/${ids.tenant}`, { token: admin.token, body: samePhotoName });
    expect(updated.body?.photo).not.toBe(photoKey);
    expect(await bytesAt(photoKey)).toEqual(PHOTO);

    const sharedView = (token: string) =>
      after.graphql(
        OPERATIONS.getIncidentByIdNoAuth,
        { id: live },
        { headers: { [ASSUMED_SHARED_VIEW_HEADERS.tenant]: 'tenant_5', [ASSUMED_SHARED_VIEW_HEADERS.shareToken]: token } },
      );
    expect((await sharedView(shareToken))?.getIncidentByIdNoAuth).toMatchObject({ id: live });
    expect((await sharedView(IN_BROWSER_DEMO_KEYS.shareToken('tenant_5', live, Date.now())))?.getIncidentByIdNoAuth ?? null).toBeNull();
    const signedOn = await after.call('GET', `/auth/sso/${encodeURIComponent(ssoLink)}?skipValidation=true`);
    expect(signedOn.status).toBe(200);
    expect(signedOn.body).toMatchObject({ user: { email: 'admin@public.demo' } });
    expect(
      (
        await after.call(
          'GET',
          `/auth/sso/${encodeURIComponent(IN_BROWSER_DEMO_KEYS.linkToken('public', '1', Date.now()))}?skipValidation=true`,
        )
      ).status,
    ).toBe(401);

    // Saved atomically: nothing but the file is left beside it.
    expect(readdirSync(folder)).toEqual(['world.json']);
  });

  it('keeps each generated colleague in the role it joined once, however often it restarts from its file', async () => {
    const file = path.join(folder, 'colleagues.json');
    let on = await start();
    const admin = await signIn(on, 'admin@public.demo', 'public');
    const colleagues = async () => {
      const { body } = await on.call('GET', '/api/users?page=1&perPage=100', { token: admin.token });
      return new Map((body?.items as { id: string; roles: unknown[] }[]).map((user) => [user.id, user.roles]));
    };
    // Read on its own before any list, a colleague already names the role it joined.
    expect((await on.call('GET', '/api/users/public-u1', { token: admin.token })).body?.roles).toEqual([{ id: 1, name: 'Operator' }]);
    const first = await colleagues();
    expect(first.get('public-u1')).toEqual([{ id: 1, name: 'Operator' }]);
    for (let restart = 0; restart < 2; restart++) {
      await new WorldKeeper(on.server.world, file, (error) => {
        throw error;
      }).stop();
      await on.server.close();
      running.splice(running.indexOf(on.server), 1);
      on = await start(readWorldFile(file, SERVED_WORLD_SEED));
      expect(await colleagues()).toEqual(first);
    }
    rmSync(file);
  });

  it.each([
    ['not JSON', '{"format": "incident-console.served-world", ', /not a saved world \(not JSON\)/],
    ["another program's JSON", '{"name": "my-package", "version": "1.0.0"}', /not a saved world of this server/],
    ['damaged', '{"format": "incident-console.served-world", "version": 1, "key": "short"}', /damaged or of another version/],
    [
      'whose uploaded files are damaged',
      JSON.stringify({
        format: 'incident-console.served-world',
        version: 1,
        savedAt: '',
        key: 'k'.repeat(40),
        seed: SERVED_WORLD_SEED,
        shared: {},
        memory: {},
        recordings: [],
        uploads: [{ key: 'tenant-photos/a-1.jpg', mimeType: 'image/jpeg' }],
        admin: null,
      }),
      /damaged or of another version \(uploads\.0\.base64\)/,
    ],
    [
      'of another seed',
      JSON.stringify({
        format: 'incident-console.served-world',
        version: 1,
        savedAt: '',
        key: 'k'.repeat(40),
        seed: 7,
        shared: {},
        memory: {},
        recordings: [],
        admin: null,
      }),
      /seed 7/,
    ],
  ])('refuses a file %s with a clear message, and leaves it as it is', (_kind, text, message) => {
    const file = path.join(folder, 'refused.json');
    writeFileSync(file, text);
    expect(() => readWorldFile(file, SERVED_WORLD_SEED)).toThrow(WorldFileError);
    expect(() => readWorldFile(file, SERVED_WORLD_SEED)).toThrow(message);
    expect(readFileSync(file, 'utf8')).toBe(text);
    rmSync(file);
  });

  it('reads no world where there is no file yet', () => {
    expect(readWorldFile(path.join(folder, 'absent.json'), SERVED_WORLD_SEED)).toBeNull();
  });

  it('stops `npm run serve` before it builds or listens when its world file is not a world, and never writes the file', async () => {
    const file = path.join(folder, 'foreign.json');
    writeFileSync(file, 'name,phone\nAna,+5521');
    // The command's own script, in this process: it exits with the reason before it prints or starts anything.
    const run = await runEntry('server/main.ts', ['--world', file], { PORT: '4314', SERVE_SKIP_BUILD: 'true', SERVE_OUT_DIR: 'dist-none' });
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: expect.stringMatching(/not a saved world/) });
    expect(readFileSync(file, 'utf8')).toBe('name,phone\nAna,+5521');
  });

  it.each([
    [['--world', 'a.json'], {}, 'a.json'],
    [['--world=b.json'], { WORLD_FILE: 'c.json' }, 'b.json'],
    [[], { WORLD_FILE: 'c.json' }, 'c.json'],
    [[], {}, null],
    [[], { WORLD_FILE: '  ' }, null],
  ])('names the world file from %j and %j: %s', (args, environment, expected) => {
    expect(worldFileOf(args, environment)).toBe(expected);
  });

  it('asks for a file name after --world', () => {
    expect(() => worldFileOf(['--world'], {})).toThrow(/--world needs a file name/);
    expect(() => worldFileOf(['--world', '--other'], {})).toThrow(WorldFileError);
  });

  it('writes over a file only once the whole world is written', () => {
    const file = path.join(folder, 'atomic.json');
    writeFileSync(file, 'previous');
    const world = {
      key: 'k'.repeat(40),
      seed: SERVED_WORLD_SEED,
      shared: {},
      memory: { a: '1' },
      recordings: [],
      uploads: [],
      admin: null,
    };
    writeWorldFile(file, world, new Date(0));
    expect(readWorldFile(file, SERVED_WORLD_SEED)).toMatchObject({ memory: { a: '1' } });
    expect(() => writeWorldFile(path.join(folder, 'missing', 'world.json'), world, new Date(0))).toThrow();
    expect(readdirSync(folder).filter((name) => name.includes('saving'))).toEqual([]);
  });
});
