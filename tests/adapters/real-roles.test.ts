import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosRolesGateway } from '../../src/adapters/real/roles-gateway.axios.adapter';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequests } = mswWire();

function gateway() {
  return new AxiosRolesGateway(testHttpClient({ origin: 'http://console.test/tenant_5/roles', token: 'tok-1' }));
}

const record = (answer: unknown, status = 200) => recordRequests(answerWith(answer, status));

/** Answers every request with `answer` and records what was sent. */

type Call = (g: AxiosRolesGateway) => Promise<unknown>;

describe('AxiosRolesGateway: the calls sent (SPEC §7 Roles and permissions)', () => {
  const cases: [string, Call, string, string, unknown, unknown][] = [
    ['listRoles', (g) => g.listRoles(), 'GET', '/api/role', undefined, []],
    ['rolePermissions', (g) => g.rolePermissions(3), 'GET', '/api/role/3/permissions', undefined, []],
    ['createRole', (g) => g.createRole('Dispatch'), 'POST', '/api/role', { name: 'Dispatch' }, { id: 9, name: 'Dispatch' }],
    [
      'addPermissionToRole',
      (g) => g.addPermissionToRole(3, 'p7'),
      'POST',
      '/api/role/permission',
      { roleId: 3, permissionId: 'p7' },
      undefined,
    ],
    [
      'removePermissionFromRole',
      (g) => g.removePermissionFromRole(3, 7),
      'DELETE',
      '/api/role/permission',
      { roleId: 3, permissionId: 7 },
      undefined,
    ],
    ['userRoles', (g) => g.userRoles('u-1'), 'GET', '/api/role/user/u-1', undefined, []],
    ['addUserToRole', (g) => g.addUserToRole(3, 42), 'POST', '/api/role/user', { roleId: 3, userId: 42 }, undefined],
    ['removeUserFromRole', (g) => g.removeUserFromRole('3', '42'), 'DELETE', '/api/role/user', { roleId: '3', userId: '42' }, undefined],
    ['userPermissions', (g) => g.userPermissions(42), 'GET', '/api/role/permission/user/42', undefined, []],
    ['listPermissions', (g) => g.listPermissions(), 'GET', '/api/permission', undefined, []],
    ['createPermission', (g) => g.createPermission('reports'), 'POST', '/api/permission', { name: 'reports' }, { id: 1, name: 'reports' }],
  ];

  it.each(cases)('%s sends %s %s with its body and the bearer token', async (_name, call, method, path, body, answer) => {
    const seen = record(answer);
    await call(gateway());
    expect(seen).toEqual([{ method, path, query: new URLSearchParams(), body, authorization: 'Bearer tok-1' }]);
  });

  it.each(cases)('%s turns a server refusal into a GatewayError', async (_name, call) => {
    record({ statusCode: 403, message: 'Forbidden resource' }, 403);
    const failure = await call(gateway()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 403, serverMessage: 'Forbidden resource' });
  });

  it('escapes ids so each stays one path segment', async () => {
    const seen = record([]);
    await gateway().userPermissions('a/b?c');
    await gateway().rolePermissions('r/1');
    expect(seen.map((s) => s.path)).toEqual(['/api/role/permission/user/a%2Fb%3Fc', '/api/role/r%2F1/permissions']);
  });
});

describe('AxiosRolesGateway: what it reads back', () => {
  it('reads roles and permissions as id and name; missing fields become null', async () => {
    record([{ id: 1, name: 'Dispatch', createdAt: 'x' }, { id: 'r2' }, { name: 'No id' }]);
    expect(await gateway().listRoles()).toEqual([
      { id: 1, name: 'Dispatch' },
      { id: 'r2', name: null },
      { id: null, name: 'No id' },
    ]);
  });

  it.each<[string, unknown]>([
    ['an id and name of another type', { id: {}, name: 5 }],
    ['a role of nulls', { id: null, name: null }],
    ['an entry that is not a role', 'users'],
    ['an entry that is null', null],
  ])('refuses a list holding %s', async (_name, entry) => {
    record([{ id: 1, name: 'Dispatch' }, entry]);
    await expect(gateway().listRoles()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reads link records through their nested permission or role', async () => {
    record([
      { id: 70, roleId: 3, permission: { id: 7, name: 'users' } },
      { id: 71, permission: null },
    ]);
    expect(await gateway().rolePermissions(3)).toEqual([
      { id: 7, name: 'users' },
      { id: 71, name: null },
    ]);
    record([{ id: 80, userId: 42, role: { id: 3, name: 'Dispatch' } }]);
    expect(await gateway().userRoles(42)).toEqual([{ id: 3, name: 'Dispatch' }]);
  });

  it('accepts a list wrapped under data', async () => {
    record({ data: [{ id: 1, name: 'teleport' }] });
    expect(await gateway().userPermissions(42)).toEqual([{ id: 1, name: 'teleport' }]);
  });

  it.each([
    ['an object without a list', { permissions: [] }],
    ['a text', 'ok'],
    ['null', null],
  ])('refuses %s where a list is expected', async (_name, answer) => {
    record(answer);
    await expect(gateway().listPermissions()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reads the created role and refuses a created permission answered with nothing usable', async () => {
    record({ id: 12, name: 'Night shift' }, 201);
    expect(await gateway().createRole('Night shift')).toEqual({ id: 12, name: 'Night shift' });
    record([1, 2]);
    await expect(gateway().createPermission('files')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.get(`${API}/api/role`, () => HttpResponse.error()));
    await expect(gateway().listRoles()).rejects.toMatchObject({ kind: 'network' });
  });
});
