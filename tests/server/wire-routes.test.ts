import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { MAP_READ_LIMIT } from '../../src/application/admin/read-all-pages';
import { OPERATIONS } from '../../src/adapters/real/incidents-graphql.documents';
import { INCIDENTS_SDL } from '../../server/graphql-schema';
import { MAX_UPLOAD_BYTES } from '../../server/http-answers';
import type { WireServer } from '../../server/wire-server';
import { startWireServer } from './started-wire-server';

/** Every REST call of SPEC §7 and of assumed-endpoints.ts, over the wire: each status a real server answers. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

type Answer = { status: number; body: unknown };

async function call(method: string, path: string, body?: unknown, token?: string | null): Promise<Answer> {
  const form = body instanceof FormData;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const tenant = email.endsWith('@public.demo') ? 'public' : 'tenant_5';
  const { status, body } = await call('POST', '/auth/login', { email, password: 'demo1234', tenant, lat: null, long: null });
  expect(status).toBe(200);
  const token = (body as { token: string }).token;
  tokens.set(email, token);
  return token;
}

const message = (answer: Answer): string => (answer.body as { message?: string } | null)?.message ?? '';
const idOf = (answer: Answer): string => String((answer.body as { id: string | number }).id);
const formOf = (fields: Record<string, string | Blob>, fileName = 'upload.bin'): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  return form;
};
const bytes = (size: number, type = 'image/jpeg') => new Blob([new Uint8Array(size)], { type });

interface Resource {
  readonly path: string;
  readonly create: () => unknown;
  readonly change: () => unknown;
  /** How the changed record reads, checked on a second read. */
  readonly changed: Record<string, unknown>;
  /** Created with POST {path}/{id} instead of PATCH (the tenants' multipart update, SPEC §7). */
  readonly updateMethod?: 'POST';
  readonly listedBy?: 'POST /tenant/filter';
  /** The wire has no GET by id (SPEC §7 lists none): read again from the list. */
  readonly listOnly?: boolean;
}

const RESOURCES: Record<string, Resource> = {
  users: {
    path: '/api/users',
    create: () => ({ ...user('Wire'), password: 'long enough 1' }),
    change: () => user('Wired'),
    changed: { name: 'Wired' },
  },
  'allowed devices': {
    path: '/api/allowed-devices',
    create: () => ({ hash: 'wire-device-1', label: 'Desk 1', status: 'pending' }),
    change: () => ({ hash: 'wire-device-1', label: 'Desk 2', status: 'approved' }),
    changed: { label: 'Desk 2', status: 'approved' },
  },
  'allowed IPs': {
    path: '/api/allowed-ips',
    create: () => ({ value: '10.20.30.0/24', label: 'Office' }),
    change: () => ({ value: '10.20.30.0/24', label: 'Main office' }),
    changed: { label: 'Main office' },
  },
  'places of interest': {
    path: '/api/places-of-interest',
    create: () => ({ name: 'Wire hospital', category: 'hospital', address: 'Rua A 1', latitude: -22.9, longitude: -43.2 }),
    change: () => ({ name: 'Wire clinic', category: 'hospital', address: 'Rua A 1', latitude: -22.9, longitude: -43.2 }),
    changed: { name: 'Wire clinic' },
  },
  'allowed places': {
    path: '/api/allowed-places',
    create: () => ({ name: 'Wire zone', area: { kind: 'circle', center: { latitude: -22.9, longitude: -43.2 }, radiusMetres: 500 } }),
    change: () => ({ name: 'Wire zone 2', area: { kind: 'circle', center: { latitude: -22.9, longitude: -43.2 }, radiusMetres: 900 } }),
    changed: { name: 'Wire zone 2' },
  },
  'predefined descriptions': {
    path: '/predefined-description',
    create: () => ({ descriptionOption: 'Fire', description: 'A fire was reported' }),
    change: () => ({ descriptionOption: 'Fire', description: 'A large fire was reported' }),
    changed: { description: 'A large fire was reported' },
    listOnly: true,
  },
  'video templates': {
    path: '/api/video-template',
    create: () => ({ name: 'Wire template' }),
    change: () => ({ name: 'Wire template 2' }),
    changed: { name: 'Wire template 2' },
  },
  files: {
    path: '/files',
    create: () => formOf({ file: bytes(64, 'application/pdf'), description: 'Manual', descriptionOption: 'Docs' }, 'manual.pdf'),
    change: () => ({ description: 'Manual v2', descriptionOption: 'Docs' }),
    changed: { description: 'Manual v2' },
    listOnly: true,
  },
  tenants: {
    path: '/tenant',
    // A new tenant's key is one a client cannot guess (the tenant form's rules, which the server checks too).
    create: () => formOf({ name: 'Wire tenant', apiKey: 'wire-tenant-7f3a9c2e', totalAdminUsers: '3', allowedIps: '' }),
    change: () => formOf({ name: 'Wire tenant 2', apiKey: 'k-1', totalAdminUsers: '4', allowedIps: '', photo: bytes(32) }),
    changed: { name: 'Wire tenant 2' },
    updateMethod: 'POST',
    listedBy: 'POST /tenant/filter',
  },
};

/** A record read again: by id where the wire has GET {path}/{id}, else found in its list. */
async function reread(resource: Resource, id: string, token: string): Promise<unknown> {
  if (!resource.listOnly) return (await call('GET', `${resource.path}/${id}`, undefined, token)).body;
  const listed = await call('GET', resource.path, undefined, token);
  return (listed.body as { id: unknown }[]).find((row) => String(row.id) === id);
}

function user(name: string) {
  return {
    name,
    lastName: 'Test',
    email: 'wire.test@public.demo',
    phone: '',
    active: true,
    isHqAdmin: true,
    isSuperUser: false,
    roleIds: [],
  };
}

describe('each administration resource over the wire', () => {
  it.each(Object.entries(RESOURCES))('%s: create, list, update, read again, delete, then 404', async (_name, resource) => {
    const token = await tokenOf('admin@public.demo');
    const created = await call('POST', resource.path, resource.create(), token);
    expect(created.status, message(created)).toBe(200);
    const id = idOf(created);

    const listed = resource.listedBy
      ? await call('POST', '/tenant/filter', {}, token)
      : await call('GET', `${resource.path}?perPage=100&sort=-id`, undefined, token);
    expect(listed.status).toBe(200);
    const rows = Array.isArray(listed.body) ? listed.body : (listed.body as { items: unknown[] }).items;
    expect(rows.map((row) => String((row as { id: unknown }).id))).toContain(id);

    const updated = await call(resource.updateMethod ?? 'PATCH', `${resource.path}/${id}`, resource.change(), token);
    expect(updated.status, message(updated)).toBe(200);
    expect(await reread(resource, id, token)).toMatchObject(resource.changed);

    expect((await call('DELETE', `${resource.path}/${id}`, undefined, token)).status).toBe(200);
    expect((await call('DELETE', `${resource.path}/${id}`, undefined, token)).status).toBe(404);
  });
});

describe('refusals as a real server answers them', () => {
  it('401 without a valid token', async () => {
    for (const path of ['/api/users', '/api/allowed-ips', '/api/video-template', '/files', '/speed-test', '/api/features']) {
      expect((await call('GET', path)).status, path).toBe(401);
      expect((await call('GET', path, undefined, 'not-a-token')).status, path).toBe(401);
    }
  });

  it("403 for a section the caller holds no permission for, or the public tenant's sections from another tenant", async () => {
    const noPermission = await tokenOf('noperm@tenant5.demo');
    expect((await call('GET', '/api/users', undefined, noPermission)).status).toBe(403);
    expect((await call('POST', '/files', formOf({ file: bytes(8) }), noPermission)).status).toBe(403);
    expect((await call('POST', '/api/role', { name: 'Sneaky' }, noPermission)).status).toBe(403);
    const tenantSuper = await tokenOf('super@tenant5.demo');
    expect((await call('GET', '/api/places-of-interest', undefined, tenantSuper)).status).toBe(403);
    expect((await call('GET', '/api/users', undefined, tenantSuper)).status).toBe(200);
    const operator = await tokenOf('operator@public.demo');
    const superUser = await call(
      'POST',
      '/api/users',
      { ...user('Boss'), email: 'boss@public.demo', isSuperUser: true, password: 'long enough 1' },
      operator,
    );
    expect(superUser.status).toBe(403);
  });

  it("404 for another tenant's record or an unknown one", async () => {
    const publicAdmin = await tokenOf('admin@public.demo');
    const created = await call('POST', '/api/allowed-ips', { value: '10.9.9.9', label: 'Public only' }, publicAdmin);
    const tenantSuper = await tokenOf('super@tenant5.demo');
    expect((await call('GET', `/api/allowed-ips/${idOf(created)}`, undefined, tenantSuper)).status).toBe(404);
    expect((await call('GET', '/api/users/no-such-user', undefined, publicAdmin)).status).toBe(404);
    expect((await call('GET', '/live-streaming/no-such-channel', undefined, publicAdmin)).status).toBe(404);
  });

  it('400 naming the field, for a body, a query or an upload', async () => {
    const token = await tokenOf('admin@public.demo');
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/api/users', { ...user('X'), email: 'not an email', password: 'long enough 1' }, /^email/],
      ['POST', '/api/allowed-ips', { value: '999.1.1.1', label: '' }, /^value/],
      [
        'POST',
        '/api/allowed-places',
        { name: 'Z', area: { kind: 'circle', center: { latitude: 0, longitude: 0 }, radiusMetres: 1 } },
        /^area\.radiusMetres/,
      ],
      ['GET', `/api/users?perPage=${MAP_READ_LIMIT + 1}`, undefined, /^perPage/],
      ['GET', '/api/users?sort=%3Cscript%3E', undefined, /^sort/],
      ['GET', '/api/app-ratings?from=yesterday', undefined, /^from/],
      ['GET', '/user-behaviour?start=2026-01-01', undefined, /^end/],
      ['POST', '/speed-test', { speed: 'fast', unit: 'Mbps' }, /^speed/],
      ['POST', '/api/role/permission', { roleId: 1 }, /^permissionId/],
      ['POST', '/api/incidents/sendpn/1', { topicList: ['everyone'] }, /^topicList/],
      ['POST', '/files', formOf({ description: 'No file', descriptionOption: 'Docs' }), /^file/],
      ['POST', '/files', { description: 'JSON, not a form' }, /^body/],
      ['POST', '/tenant', formOf({ name: 'T', apiKey: '', totalAdminUsers: 'many', allowedIps: '' }), /^totalAdminUsers/],
      ['POST', '/api/incidents/1/addphoto', formOf({ photo: bytes(8) }), /^tWidth/],
      ['POST', '/auth/send/sso', { phone: '+5521999990000', videoStream: 1, language: 4 }, /^language/],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call(method, path, body, token);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(message(answer), `${method} ${path}`).toMatch(field);
    }
  });

  it("answers a map's read of every place in one page (the places of interest's layer, create mode's allowed places)", async () => {
    const token = await tokenOf('admin@public.demo');
    for (const path of ['/api/places-of-interest', '/api/allowed-places']) {
      const answer = await call('GET', `${path}?page=1&perPage=${MAP_READ_LIMIT}&sort=name`, undefined, token);
      expect(answer.status, `${path}: ${message(answer)}`).toBe(200);
    }
  });

  it('413 for an upload past the limit, and the server still answers afterwards', async () => {
    const token = await tokenOf('admin@public.demo');
    const tooLarge = formOf({ file: bytes(MAX_UPLOAD_BYTES + 1), description: 'Big', descriptionOption: 'Docs' });
    expect((await call('POST', '/files', tooLarge, token).catch(() => ({ status: 413, body: null }))).status).toBe(413);
    expect((await call('GET', '/files', undefined, token)).status).toBe(200);
  });
});

describe('the live page, incident and catalogue calls', () => {
  it("answers each with the world's data and lists no call as not served", async () => {
    const token = await tokenOf('admin@public.demo');
    const list = await call(
      'POST',
      '/graphql',
      { query: OPERATIONS.getIncidentsNotPagination.text, variables: { all: false, numberOfDays: -1 } },
      token,
    );
    const [first, second] = (list.body as { data: { getIncidentsNotPagination: { id: string }[] } }).data.getIncidentsNotPagination;
    const photo = formOf({ photo: bytes(128) }, 'scene.jpg');
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/incidents/${first!.id}/addphoto?tWidth=400&tHeight=300`, photo],
      ['POST', '/api/incidents/clonemediaincident', { originalIncidentId: first!.id, incidentId: second!.id }],
      ['GET', '/api/incidents/user?dateinit=2020-01-01&dateend=2030-01-01'],
      ['POST', `/api/incidents/sendpn/${first!.id}`, { topicList: ['new_incidents'] }],
      ['POST', `/api/incidents/sendpn/global/${first!.id}`],
      ['POST', `/api/incidents/${second!.id}/link`, { linkedIncidentId: first!.id }],
      ['DELETE', `/api/incidents/${second!.id}/link`],
      ['POST', '/live-streaming-colab/send-link-collab', { incidentId: first!.id, phone: '+5521999990000', sendMessageType: 'SMS' }],
      ['POST', '/waze/send/address/whatsapp', { phone: '+5521999990000', address: 'Rua A 1' }],
      ['GET', '/speed-test'],
      ['POST', '/speed-test', { speed: 12.5, unit: 'Mbps' }],
      ['POST', '/do-speed-test', formOf({ photo: bytes(4096) }, 'speed-test.jpg')],
      ['GET', '/api/features'],
      ['GET', '/api/auth-data'],
      ['GET', '/api/logged-users'],
      ['GET', '/api/new-users-register?status=pending'],
      ['GET', '/api/argos'],
      ['GET', '/api/app-ratings?from=2020-01-01&to=2030-01-01'],
      ['GET', '/user-behaviour?start=2020-01-01&end=2030-01-01'],
      ['GET', '/api/role'],
      ['POST', '/api/twilio/accesstoken/generate'],
      ['POST', '/api/twilio/turntoken/generate'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, body, token);
      expect(answer.status, `${method} ${path}: ${message(answer)}`).toBe(200);
    }
    // An invitation sent with the live page's language code, then its link status read by the id the answer gave.
    const invitation = await call('POST', '/auth/share/sso', { phone: '+5521999990001', videoStream: first!.id, language: 2 }, token);
    expect(invitation.status, message(invitation)).toBe(200);
    const linkId = (invitation.body as { messageId: string }).messageId;
    expect(await call('GET', `/incident-links/${linkId}/status`, undefined, token)).toEqual({ status: 200, body: { status: 'sent' } });
    // What the world records of the invitee is what the route answers: opened, then joined.
    const board = MessageBoard.of(server.world.get<DemoWorld>(DemoWorld as unknown as symbol));
    board.setInvitationStatus(linkId, 'opened');
    expect(await call('GET', `/incident-links/${linkId}/status`, undefined, token)).toEqual({ status: 200, body: { status: 'opened' } });
    // A second broadcaster's link (the caller's link to another phone) follows what they do with it.
    const phone = '+5521999990002';
    const broadcaster = await call('POST', '/auth/send/sso', { phone, videoStream: first!.id, language: 1 }, token);
    const broadcasterLink = (broadcaster.body as { messageId: string }).messageId;
    board.clickLink(first!.id, phone);
    expect((await call('GET', `/incident-links/${broadcasterLink}/status`, undefined, token)).body).toEqual({ status: 'opened' });
    board.setPermissions(first!.id, phone, { start_live_streaming: true });
    expect((await call('GET', `/incident-links/${broadcasterLink}/status`, undefined, token)).body).toEqual({ status: 'joined' });
    const media = await call('POST', '/graphql', { query: OPERATIONS.getIncidentById.text, variables: { id: second!.id } }, token);
    expect(JSON.stringify(media.body)).toContain('scene.jpg');
    expect(server.unanswered).toEqual([]);
  });

  it('creates a role, links a permission and a user to it, and unlinks them', async () => {
    const token = await tokenOf('admin@public.demo');
    const role = await call('POST', '/api/role', { name: 'Wire role' }, token);
    expect(role.status).toBe(200);
    const permission = await call('POST', '/api/permission', { name: 'wire-permission' }, token);
    const roleId = idOf(role);
    const permissionId = idOf(permission);
    expect((await call('POST', '/api/role/permission', { roleId, permissionId }, token)).status).toBe(200);
    const linked = await call('GET', `/api/role/${roleId}/permissions`, undefined, token);
    expect((linked.body as { id: unknown }[]).map((p) => String(p.id))).toContain(permissionId);
    expect((await call('DELETE', '/api/role/permission', { roleId, permissionId }, token)).status).toBe(200);
    const unlinked = await call('GET', `/api/role/${roleId}/permissions`, undefined, token);
    expect((unlinked.body as { id: unknown }[]).map((p) => String(p.id))).not.toContain(permissionId);
  });
});

describe('the GraphQL endpoint', () => {
  const schema = buildSchema(INCIDENTS_SDL);
  it.each(Object.entries(OPERATIONS))("serves the console's %s document as written", (_name, operation) => {
    expect(validate(schema, parse(operation.text)).map((error) => error.message)).toEqual([]);
  });
});
