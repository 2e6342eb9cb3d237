import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { RolesFacade } from '../../src/application/admin/roles.facade';
import { RunSpeedTestUseCase } from '../../src/application/admin/run-speed-test.use-case';
import { SettingsFacade } from '../../src/application/admin/settings.facade';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { TENANTS } from '../../src/domain/admin/resources/tenants';
import { Clock } from '../../src/application/ports/clock.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { RolesGateway } from '../../src/application/ports/roles-gateway.port';
import { SettingsGateway } from '../../src/application/ports/settings-gateway.port';
import { SpeedTestGateway } from '../../src/application/ports/speed-test-gateway.port';
import { UserBehaviourGateway } from '../../src/application/ports/user-behaviour-gateway.port';
import { CurrentUserStore } from '../../src/application/session/current-user.store';
import type { FakeRolesGateway } from '../../src/adapters/fake/roles-gateway.fake';
import type { FakeSettingsGateway } from '../../src/adapters/fake/settings-gateway.fake';
import type { FakeSpeedTestGateway } from '../../src/adapters/fake/speed-test-gateway.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { SPEED_TEST_PHOTO_BYTES } from '../../src/domain/shared/constants';

async function setup(email = 'operator@tenant5.demo', tenant = 'tenant_5') {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  const login = container.get(LoginUseCase);
  if (email !== '') expect((await login.execute({ email, password: 'demo1234', tenant })).ok).toBe(true);
  await clock.settle();
  return {
    clock,
    login,
    speedTest: container.get(RunSpeedTestUseCase),
    speedGateway: container.get<FakeSpeedTestGateway>(SpeedTestGateway),
    roles: container.get(RolesFacade),
    rolesGateway: container.get<FakeRolesGateway>(RolesGateway),
    tenants: container.get(ResourceFacades).of(TENANTS),
    settings: container.get(SettingsFacade),
    settingsGateway: container.get<FakeSettingsGateway>(SettingsGateway),
    currentUser: container.get(CurrentUserStore),
    behaviour: container.get<UserBehaviourGateway>(UserBehaviourGateway),
  };
}

describe('Speed test (SPEC §7 POST /do-speed-test, POST /speed-test)', () => {
  it('uploads the 9005154-byte photo, times it in virtual time, posts the Mbps and returns it', async () => {
    const { clock, speedTest, speedGateway } = await setup();
    let settled = false;
    const pending = speedTest.execute().then((r) => {
      settled = true;
      return r;
    });
    // 24 Mbps: 9005154 * 8 / 24000 = 3001.7 -> the demo upload takes 3002 ms
    await clock.advance(3001);
    expect(settled).toBe(false);
    expect(await speedTest.execute()).toEqual({ ok: false, error: { kind: 'already-running' } });
    await clock.advance(1);
    expect(await pending).toEqual({ ok: true, value: { result: { speed: 24, unit: 'Mbps' }, milliseconds: 3002 } });
    expect(speedGateway.uploads).toEqual([SPEED_TEST_PHOTO_BYTES]);
    expect((await speedGateway.list(4))[0]).toMatchObject({ speed: 24, unit: 'Mbps' });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a slower connection measures slower (2 Mbps -> 36021 ms)', async () => {
    const { clock, speedTest, speedGateway } = await setup();
    speedGateway.uploadMbps = 2;
    const pending = speedTest.execute();
    await clock.advance(36_021);
    expect(await pending).toEqual({ ok: true, value: { result: { speed: 2, unit: 'Mbps' }, milliseconds: 36_021 } });
  });

  it('an upload failure posts nothing', async () => {
    const { speedTest, speedGateway } = await setup();
    speedGateway.failUpload = true;
    const before = (await speedGateway.list(4)).length;
    expect(await speedTest.execute()).toEqual({ ok: false, error: { kind: 'upload-failed' } });
    expect(await speedGateway.list(4)).toHaveLength(before);
    // Not left running: the next run uploads again (and fails again).
    expect(await speedTest.execute()).toEqual({ ok: false, error: { kind: 'upload-failed' } });
  });

  it('a save failure returns the measured result with the error', async () => {
    const { clock, speedTest, speedGateway } = await setup();
    speedGateway.failSave = true;
    const pending = speedTest.execute();
    await clock.advance(3002);
    expect(await pending).toEqual({
      ok: false,
      error: { kind: 'save-failed', run: { result: { speed: 24, unit: 'Mbps' }, milliseconds: 3002 } },
    });
  });

  it('a second run while one is going is refused', async () => {
    const { clock, speedTest } = await setup();
    const first = speedTest.execute();
    expect(await speedTest.execute()).toEqual({ ok: false, error: { kind: 'already-running' } });
    await clock.advance(3002);
    expect((await first).ok).toBe(true);
  });

  it('without a session the upload is refused (401) as upload_failed', async () => {
    const { speedTest } = await setup('');
    expect(await speedTest.execute()).toEqual({ ok: false, error: { kind: 'upload-failed' } });
  });
});

describe('Roles administration (SPEC §6, §7 /api/role, /api/permission)', () => {
  it('lists the tenant roles and their permissions', async () => {
    const { roles } = await setup('super@tenant5.demo');
    const list = await roles.listRoles();
    // tenant_5's administrators write in Spanish: the seeded roles are named in it.
    expect(list.ok && list.value.map((r) => r.name)).toEqual(['Operador', 'Observador', 'Supervisor', 'Administrador']);
    const operator = list.ok ? list.value[0]! : null;
    const perms = await roles.rolePermissions(operator!.id!);
    expect(perms.ok && perms.value.map((p) => p.name)).toEqual(['teleport', 'control-access-to-video-history', 'reports', 'incidents']);
    const mine = await roles.userRoles(4);
    expect(mine.ok && mine.value.map((r) => r.name)).toEqual(['Operador']);
  });

  it('create role, add and remove a permission and a user: the roles service follows; the next login lands accordingly', async () => {
    const { roles, rolesGateway, login, behaviour } = await setup('super@tenant5.demo');
    const created = await roles.createRole('  Dispatcher ');
    expect(created).toMatchObject({ ok: true, value: { name: 'Dispatcher' } });
    const roleId = created.ok ? created.value.id! : 0;
    const all = await roles.listPermissions();
    const files = all.ok ? all.value.find((p) => p.name === 'files')! : null;
    expect(await roles.addPermission(roleId, files!.id!)).toEqual({ ok: true, value: undefined });
    expect(await roles.addUser(roleId, 5)).toEqual({ ok: true, value: undefined });
    expect((await rolesGateway.userPermissions(5)).map((p) => p.name)).toEqual(['files']);
    expect(await login.execute({ email: 'noperm@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' })).toMatchObject({
      ok: true,
      value: { landingRoute: 'tenant_5/files' },
    });
    // The roles section is the super user's again (the user without permissions may not change roles: 403).
    expect(await roles.removeUser(roleId, 5)).toMatchObject({ ok: false, error: { kind: 'server', message: 'Forbidden' } });
    await login.execute({ email: 'super@tenant5.demo', password: 'demo1234', tenant: 'tenant_5' });
    expect(await roles.removePermission(roleId, files!.id!)).toEqual({ ok: true, value: undefined });
    expect((await rolesGateway.userPermissions(5)).map((p) => p.name)).toEqual([]);
    expect(await roles.removeUser(roleId, 5)).toEqual({ ok: true, value: undefined });
    expect(await rolesGateway.userRoles(5)).toEqual([]);
    const log = await behaviour.list({ start: '2026-01-15T00:00:00.000Z', end: '2026-01-16T00:00:00.000Z' });
    // Newest first, each with the ids it concerns (the role's creation with its name).
    const permissionId = files!.id!;
    expect(log.slice(0, 5).map((e) => [e.action, e.detail])).toEqual([
      ['ROLE_REMOVE_USER', { roleId, userId: 5 }],
      ['ROLE_PERMISSION_REMOVE', { roleId, permissionId }],
      ['ROLE_ADD_USER', { roleId, userId: 5 }],
      ['ROLE_PERMISSION_ADD', { roleId, permissionId }],
      ['ROLE_ADD', { name: 'Dispatcher' }],
    ]);
  });

  it('create permission: a sidebar entry or control name is added to the tenant list; others are refused before any call', async () => {
    // The public tenant's list has no control permission yet.
    const { roles } = await setup('admin@public.demo', 'public');
    expect(await roles.createPermission('control-access-to-video-history')).toMatchObject({
      ok: true,
      value: { name: 'control-access-to-video-history' },
    });
    const all = await roles.listPermissions();
    expect(all.ok && all.value.some((p) => p.name === 'control-access-to-video-history')).toBe(true);
    expect(await roles.createPermission('night-shift')).toEqual({
      ok: false,
      error: { kind: 'invalid', field: 'name', reason: 'not-menu-entry' },
    });
    expect(await roles.createPermission('  ')).toEqual({ ok: false, error: { kind: 'invalid', field: 'name', reason: 'required' } });
    expect(await roles.createPermission('../admin')).toEqual({
      ok: false,
      error: { kind: 'invalid', field: 'name', reason: 'not-routable' },
    });
    expect(await roles.createPermission('night shift')).toEqual({
      ok: false,
      error: { kind: 'invalid', field: 'name', reason: 'not-routable' },
    });
  });

  it('refusals come back as the failed call with the server message (the screen shows something_is_wrong and it)', async () => {
    const { roles, rolesGateway } = await setup('super@tenant5.demo');
    const before = (await rolesGateway.listRoles()).length;
    // A taken name (in any case) is refused before the call, as the field's reason.
    expect(await roles.createRole(' OPERADOR ')).toEqual({ ok: false, error: { kind: 'invalid', field: 'name', reason: 'role-taken' } });
    expect(await rolesGateway.listRoles()).toHaveLength(before);
    expect(await roles.createRole('')).toEqual({ ok: false, error: { kind: 'invalid', field: 'name', reason: 'required' } });
    expect(await roles.createRole('x'.repeat(101))).toEqual({ ok: false, error: { kind: 'invalid', field: 'name', reason: 'too-long' } });
    const own = await roles.listRoles();
    const operatorId = own.ok ? own.value[0]!.id! : 0;
    expect(await roles.addUser(operatorId, 999)).toEqual({ ok: false, error: { kind: 'not-found', message: 'User not found' } });
    // role 1 is the public tenant's: not visible from tenant_5
    expect(await roles.addUser(1, 5)).toEqual({ ok: false, error: { kind: 'not-found', message: 'Role not found' } });
    rolesGateway.failWith = new GatewayError('network');
    expect(await roles.listRoles()).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it("a tenant never sees another tenant's roles or users", async () => {
    const { roles } = await setup('super@tenant5.demo');
    const list = await roles.listRoles();
    expect(list.ok && list.value.map((r) => r.name)).toEqual(['Operador', 'Observador', 'Supervisor', 'Administrador']);
    // User 7 is tenant_24's operator.
    expect(await roles.addUser(list.ok ? list.value[0]!.id! : 0, 7)).toEqual({
      ok: false,
      error: { kind: 'not-found', message: 'User not found' },
    });
  });

  it('without the roles (or users) permission the roles service refuses the section (403), as the backend must', async () => {
    const { roles } = await setup('operator@tenant24.demo', 'tenant_24');
    expect(await roles.listRoles()).toEqual({ ok: false, error: { kind: 'server', message: 'Forbidden' } });
  });
});

describe('Tenants administration (SPEC §7 /tenant)', () => {
  it('filter, create, update, delete on the public tenant', async () => {
    const { tenants } = await setup('admin@public.demo', 'public');
    const all = await tenants.all({});
    expect(all.ok && all.value.map((t) => t.id)).toEqual(['public', 'tenant_5', 'tenant_12', 'tenant_24']);
    expect(await tenants.all({ name: 'bogo' })).toMatchObject({
      ok: true,
      value: [{ id: 'tenant_12', name: 'Bogotá', totalAdminUsers: 6 }],
    });
    // The filter matches a tenant's id too.
    expect(await tenants.all({ name: 'tenant_24' })).toMatchObject({
      ok: true,
      value: [{ name: 'Monterrey', allowedIps: '172.16.0.0/12' }],
    });
    const created = await tenants.create({ name: ' Lima ', apiKey: 'lima-7f3a9c2e1b4d', totalAdminUsers: 3, allowedIps: ' 10.1.0.0/16 ' });
    expect(created).toEqual({
      ok: true,
      value: { id: 'tenant_100', name: 'Lima', apiKey: 'lima-7f3a9c2e1b4d', totalAdminUsers: 3, allowedIps: '10.1.0.0/16', photo: null },
    });
    expect(
      await tenants.update('tenant_100', { name: 'Lima Norte', apiKey: 'lima-norte-2c9e41', totalAdminUsers: 4, allowedIps: '' }),
    ).toMatchObject({
      ok: true,
      value: { id: 'tenant_100', name: 'Lima Norte', apiKey: 'lima-norte-2c9e41' },
    });
    expect(await tenants.remove('tenant_100')).toEqual({ ok: true, value: undefined });
    expect(await tenants.all({ name: 'tenant_100' })).toEqual({ ok: true, value: [] });
    expect(await tenants.remove('tenant_100')).toEqual({ ok: false, error: { kind: 'not-found', message: 'Tenant not found' } });
    expect(await tenants.remove('tenant_5')).toEqual({
      ok: false,
      error: { kind: 'server', message: 'A tenant with users cannot be deleted' },
    });
  });

  it('a photo sent with the form is stored under a new key and shown through its URL', async () => {
    const { tenants } = await setup('admin@public.demo', 'public');
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const heard: number[] = [];
    const created = await tenants.create(
      { name: 'Quito', apiKey: 'quito-5e8d21c0aa', totalAdminUsers: 2, allowedIps: '', photo },
      (f: number) => heard.push(f),
    );
    // The upload's progress, forward only, up to the whole photo.
    expect(heard).toEqual([0.25, 0.5, 0.75, 1]);
    const key = created.ok ? (created.value.photo ?? '') : '';
    expect(key).toMatch(/^tenant-photos\/quito-\d+\.jpg$/);
    const url = await tenants.fileAddress(key);
    expect(url.ok && url.value.startsWith('blob:')).toBe(true);
    // Updating without a photo keeps the one stored; a photo never uploaded gets a generated picture.
    const kept = await tenants.update(created.ok ? created.value.id! : '', {
      name: 'Quito',
      apiKey: 'quito-5e8d21c0aa',
      totalAdminUsers: 3,
      allowedIps: '',
    });
    expect(kept.ok && kept.value.photo).toBe(key);
    const generated = await tenants.fileAddress('tenant-photos/lima-9.jpg');
    expect(generated.ok && generated.value.startsWith('data:image/svg+xml')).toBe(true);
  });

  it.each([
    [
      { name: ' ', apiKey: 'quito-5e8d21c0aa', totalAdminUsers: 1, allowedIps: '' },
      { field: 'name', reason: 'required' },
    ],
    [
      { name: 'x'.repeat(101), apiKey: 'quito-5e8d21c0aa', totalAdminUsers: 1, allowedIps: '' },
      { field: 'name', reason: 'too-long' },
    ],
    [
      { name: 'A', apiKey: '', totalAdminUsers: 1, allowedIps: '' },
      { field: 'apiKey', reason: 'required' },
    ],
    [
      { name: 'A', apiKey: 'quito-5e8d21c0aa', totalAdminUsers: -1, allowedIps: '' },
      { field: 'totalAdminUsers', reason: 'out-of-range' },
    ],
    [
      { name: 'A', apiKey: 'quito-5e8d21c0aa', totalAdminUsers: 1.5, allowedIps: '' },
      { field: 'totalAdminUsers', reason: 'out-of-range' },
    ],
  ])('invalid form %j -> %j, nothing created', async (input, invalid) => {
    const { tenants } = await setup('admin@public.demo', 'public');
    expect(await tenants.create(input)).toEqual({ ok: false, error: { kind: 'invalid', fields: { [invalid.field]: invalid.reason } } });
    const all = await tenants.all({});
    expect(all.ok && all.value).toHaveLength(4);
  });

  it('another tenant is refused (403)', async () => {
    const { tenants } = await setup();
    expect(await tenants.all({})).toEqual({ ok: false, error: { kind: 'server', message: 'Forbidden' } });
  });
});

describe('Saving settings (SPEC §7 POST /teleport-config)', () => {
  it('saves to the server, replaces the stored copy, and the next login reads the saved values', async () => {
    const { settings, currentUser, settingsGateway, login } = await setup('operator@tenant24.demo', 'tenant_24');
    const result = await settings.save({ allowOperatorBroadcast: true, limitedTitleLength: 80 });
    expect(result).toMatchObject({
      ok: true,
      value: { allowOperatorBroadcast: true, limitedTitleLength: 80, allowArgoCreateIncident: true },
    });
    expect(currentUser.settings()).toMatchObject({ allowOperatorBroadcast: true, limitedTitleLength: 80 });
    expect(settingsGateway.saved).toHaveLength(1);
    await login.execute({ email: 'operator@tenant24.demo', password: 'demo1234', tenant: 'tenant_24' });
    expect(currentUser.settings()).toMatchObject({ allowOperatorBroadcast: true, limitedTitleLength: 80 });
    expect(await settingsGateway.getTenantSettings('tenant_24')).toMatchObject({ limitedTitleLength: 80 });
  });

  it('a failed save keeps the stored settings unchanged', async () => {
    const { settings, currentUser, settingsGateway } = await setup('operator@tenant24.demo', 'tenant_24');
    const before = currentUser.settings();
    settingsGateway.failWith = new GatewayError('server', 'nope', 500);
    expect(await settings.save({ allowOperatorBroadcast: true })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'nope' },
    });
    expect(currentUser.settings()).toEqual(before);
  });

  it('without a session nothing is sent', async () => {
    const { settings, settingsGateway } = await setup('');
    expect(await settings.save({ allowOperatorBroadcast: true })).toEqual({ ok: false, error: { kind: 'no-session' } });
    expect(settingsGateway.saved).toEqual([]);
  });
});
