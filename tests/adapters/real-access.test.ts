import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { restRowOf } from '../../src/adapters/real/resource-endpoints';
import { restResource } from '../../src/adapters/real/rest-resource.axios.adapter';
import type { ListQuery } from '../../src/domain/admin/list-query';
import { ALLOWED_DEVICES } from '../../src/domain/admin/resources/allowed-devices';
import { AUTH_DATA } from '../../src/domain/admin/resources/auth-data';
import { IPS_ADMIN } from '../../src/domain/admin/resources/ips-admin';
import { LOGGED_USERS } from '../../src/domain/admin/resources/logged-users';
import { NEW_USERS_REGISTER } from '../../src/domain/admin/resources/new-users-register';
import { USERS } from '../../src/domain/admin/resources/users';
import { answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { recordRequest } = mswWire();
const http = () => testHttpClient({ token: 'tok-9' });
/** The users' REST adapter, as the bindings make it from the declaration and its row. */
const usersOver = () => restResource(http(), USERS, restRowOf(USERS));

const SERVER_USER = {
  id: 7,
  name: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.org',
  phone: '+5511988887777',
  active: true,
  isHqAdmin: false,
  isSuperUser: false,
  roles: [{ id: 2, name: 'Operator' }],
  createdAt: '2026-01-02T03:04:05.000Z',
};

const QUERY: ListQuery = {
  page: 2,
  perPage: 20,
  sort: { field: 'email', order: 'desc' },
  search: ' ana ',
  filters: { active: 'true', role: '2' },
};

describe('the access administration adapters over the assumed REST calls (src/adapters/real/assumed-endpoints.ts)', () => {
  it('lists users with page, size, sort, search and filters in the query, with the bearer token, and reads the page', async () => {
    const seen = recordRequest(answerWith({ items: [SERVER_USER], total: 41 }));
    const page = await usersOver().list(QUERY);
    expect(seen).toMatchObject({ method: 'GET', path: '/api/users', authorization: 'Bearer tok-9' });
    expect(Object.fromEntries(seen.query ?? [])).toEqual({ page: '2', perPage: '20', sort: '-email', q: 'ana', active: 'true', role: '2' });
    expect(page).toEqual({ items: [SERVER_USER], total: 41 });
  });

  it('reads a bare list as the whole list, and descriptive fields missing or null as empty', async () => {
    recordRequest(answerWith([{ ...SERVER_USER, name: null, phone: null, roles: undefined, isHqAdmin: undefined }]));
    const page = await usersOver().list(QUERY);
    expect(page).toEqual({ items: [{ ...SERVER_USER, name: '', phone: '', roles: [], isHqAdmin: false }], total: 1 });
  });

  it.each([
    ['an HTML page', '<html><body>Proxy error</body></html>'],
    ['an object without rows', { total: 3 }],
    ['a row without an id', [{ ...SERVER_USER, id: null }]],
    ['a row without an email', [{ ...SERVER_USER, email: undefined }]],
    ['a negative total', { items: [], total: -1 }],
    ['a name of another type', [{ ...SERVER_USER, name: 5 }]],
    ['roles that are not a list', [{ ...SERVER_USER, roles: 'x' }]],
    ['a flag of another type', [{ ...SERVER_USER, isHqAdmin: 'yes' }]],
    ['a creation time of another type', [{ ...SERVER_USER, createdAt: 17 }]],
  ])('refuses %s as invalid-response', async (_name, answer) => {
    recordRequest(answerWith(answer));
    await expect(usersOver().list(QUERY)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('creates with POST, updates with PATCH by id, deletes with DELETE by id, changes a password with PATCH …/password', async () => {
    const users = usersOver();
    const input = {
      name: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.org',
      phone: '',
      active: true,
      isHqAdmin: false,
      isSuperUser: false,
      roleIds: [2],
    };
    let seen = recordRequest(answerWith(SERVER_USER, 201));
    expect(await users.create({ ...input, password: 'secret-123' })).toEqual(SERVER_USER);
    expect(seen).toMatchObject({ method: 'POST', path: '/api/users', body: { ...input, password: 'secret-123' } });
    seen = recordRequest(answerWith(SERVER_USER));
    await users.update('a/b', input);
    expect(seen).toMatchObject({ method: 'PATCH', path: '/api/users/a%2Fb', body: input });
    seen = recordRequest(answerWith(undefined, 204));
    await users.remove(7);
    expect(seen).toMatchObject({ method: 'DELETE', path: '/api/users/7' });
    seen = recordRequest(answerWith(undefined, 204));
    await users.act('password', 7, { password: 'new-secret' });
    expect(seen).toMatchObject({ method: 'PATCH', path: '/api/users/7/password', body: { password: 'new-secret' } });
  });

  it('carries the server’s refusal (409) as a server error with its message', async () => {
    recordRequest(answerWith({ message: 'Email already in use' }, 409));
    const error = await usersOver()
      .create({ ...SERVER_USER, roleIds: [], password: 'secret-123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'server', serverMessage: 'Email already in use' });
  });

  it('devices, IPs, sign-ins and signed-in users at their own paths', async () => {
    const device = {
      id: 'd1',
      hash: 'abcdef123456',
      label: 'Desk',
      status: 'approved',
      firstSeenAt: null,
      lastSeenAt: null,
      lastUserEmail: null,
    };
    let seen = recordRequest(answerWith({ data: [{ ...device, status: 'lost' }], count: 1 }));
    expect(
      await restResource(http(), ALLOWED_DEVICES, restRowOf(ALLOWED_DEVICES)).list({
        ...QUERY,
        sort: null,
        search: '',
        filters: {},
      }),
    ).toEqual({
      items: [{ ...device, status: 'pending' }],
      total: 1,
    });
    expect(seen.path).toBe('/api/allowed-devices');
    const ip = { id: 1, value: '10.0.0.0/8', label: 'HQ', createdAt: null };
    seen = recordRequest(answerWith(ip));
    expect(await restResource(http(), IPS_ADMIN, restRowOf(IPS_ADMIN)).get(1)).toEqual(ip);
    expect(seen).toMatchObject({ method: 'GET', path: '/api/allowed-ips/1' });
    const signIn = {
      id: 1,
      at: '2026-11-01T10:00:00Z',
      email: 'a@b.co',
      userId: 3,
      ip: '1.2.3.4',
      deviceHash: null,
      success: false,
      failure: 'wrong-password',
    };
    seen = recordRequest(answerWith([signIn]));
    expect((await restResource(http(), AUTH_DATA, restRowOf(AUTH_DATA)).list(QUERY)).items).toEqual([signIn]);
    expect(seen.path).toBe('/api/auth-data');
    const session = {
      id: 's',
      userId: 3,
      name: 'Ana',
      email: 'a@b.co',
      since: '2026-11-01T10:00:00Z',
      lastSeenAt: '2026-11-01T10:05:00Z',
      ip: '1.2.3.4',
      deviceHash: null,
    };
    seen = recordRequest(answerWith([session]));
    expect((await restResource(http(), LOGGED_USERS, restRowOf(LOGGED_USERS)).list(QUERY)).items).toEqual([session]);
    expect(seen.path).toBe('/api/logged-users');
  });

  it('approves a registration with POST …/approve (reading the created user) and rejects with POST …/reject', async () => {
    const registrations = restResource(http(), NEW_USERS_REGISTER, restRowOf(NEW_USERS_REGISTER));
    let seen = recordRequest(answerWith(SERVER_USER));
    expect(await registrations.act('approve', 'r 1')).toEqual(SERVER_USER);
    expect(seen).toMatchObject({ method: 'POST', path: '/api/new-users-register/r%201/approve' });
    seen = recordRequest(answerWith(undefined, 204));
    await registrations.act('reject', 4);
    expect(seen).toMatchObject({ method: 'POST', path: '/api/new-users-register/4/reject' });
    recordRequest(answerWith({ ok: true }));
    await expect(registrations.act('approve', 5)).rejects.toMatchObject({ kind: 'invalid-response' });
    seen = recordRequest(answerWith({ items: [], total: 0 }));
    await registrations.list(QUERY);
    expect(seen).toMatchObject({ method: 'GET', path: '/api/new-users-register' });
  });

  it('reads a declaration with its own record schema and no REST row at /api/<key>, each record with that schema', async () => {
    // A declaration no key list names yet, as one added with its `record` rules would be.
    const record = z.object({ id: z.string(), value: z.string(), label: z.string(), createdAt: z.nullable(z.string()) });
    const declared = { ...IPS_ADMIN, key: 'emergency-numbers', record } as unknown as typeof IPS_ADMIN;
    const row = restRowOf(declared);
    expect(row).toMatchObject({ path: '/api/emergency-numbers', schema: record });
    const number = { id: 'n1', value: '190', label: 'Police', createdAt: null };
    let seen = recordRequest(answerWith({ items: [number], total: 1 }));
    expect(await restResource(http(), declared, row).list(QUERY)).toEqual({ items: [number], total: 1 });
    expect(seen).toMatchObject({ method: 'GET', path: '/api/emergency-numbers' });
    // A record the declared rules refuse (a number for a text) is an answer the console does not understand.
    seen = recordRequest(answerWith({ ...number, label: 5 }));
    await expect(restResource(http(), declared, row).get('n1')).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(seen.path).toBe('/api/emergency-numbers/n1');
  });
});
