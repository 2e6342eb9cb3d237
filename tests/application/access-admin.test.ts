import { describe, expect, it } from 'vitest';
import { AUTH_DATA } from '../../src/domain/admin/resources/auth-data';
import { LOGGED_USERS } from '../../src/domain/admin/resources/logged-users';
import { NEW_USERS_REGISTER } from '../../src/domain/admin/resources/new-users-register';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { ALLOWED_DEVICES } from '../../src/domain/admin/resources/allowed-devices';
import { IPS_ADMIN } from '../../src/domain/admin/resources/ips-admin';
import { USERS, withActive } from '../../src/domain/admin/resources/users';
import { resourcePort } from '../../src/application/admin/resource-ports';
import { RolesFacade } from '../../src/application/admin/roles.facade';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { UserBehaviourGateway } from '../../src/application/ports/user-behaviour-gateway.port';
import type { FakeResourceGateway } from '../../src/adapters/fake/resource-gateway.fake';
import type { AdminUserInput, NewAdminUserInput } from '../../src/domain/admin/access-entities';
import { defaultListQuery, type ListQuery } from '../../src/domain/admin/list-query';
import { ok } from '../../src/domain/shared/result';
import { incidentsWorld } from './incidents-support';

const SPEC = { sortable: [], filters: [] };
const query = (patch: Partial<ListQuery> = {}): ListQuery => ({ ...defaultListQuery(SPEC), ...patch });

const NEW_USER: NewAdminUserInput = {
  name: 'Nina',
  lastName: 'New',
  email: 'nina.new@public.demo',
  phone: '+55 11 98888-7777',
  active: true,
  isHqAdmin: false,
  isSuperUser: false,
  roleIds: [],
  password: 'long-enough-1',
};

async function admin(email = 'admin@public.demo', tenant: 'public' | 'tenant_5' = 'public', demoUsers?: number) {
  const world = incidentsWorld({ demoUsers });
  await world.login(tenant, email);
  const c = world.container;
  const behaviour = c.get<UserBehaviourGateway>(UserBehaviourGateway);
  /** The audit records since sign-in (the demo's generated history aside). */
  const trail = async () => {
    await world.clock.settle();
    const start = new Date(world.clock.now() - 60_000).toISOString();
    const end = new Date(world.clock.now() + 60_000).toISOString();
    return behaviour.list({ start, end });
  };
  /** The audit actions recorded since sign-in. */
  const recorded = async () => (await trail()).map((entry) => entry.action);
  return {
    ...world,
    users: c.get(ResourceFacades).of(USERS),
    usersGateway: c.get(resourcePort(USERS)) as unknown as FakeResourceGateway<object>,
    devices: c.get(ResourceFacades).of(ALLOWED_DEVICES),
    ips: c.get(ResourceFacades).of(IPS_ADMIN),
    signIns: c.get(ResourceFacades).of(AUTH_DATA),
    signedIn: c.get(ResourceFacades).of(LOGGED_USERS),
    registrations: c.get(ResourceFacades).of(NEW_USERS_REGISTER),
    trail,
    recorded,
  };
}

describe('users (the users section, on the demo world)', () => {
  it('lists dozens of the tenant’s users by page, with the total, and searches, sorts and filters them', async () => {
    const { users } = await admin();
    const first = await users.list(query());
    expect(first.ok && first.value.items.length).toBe(10);
    expect(first.ok && first.value.total).toBeGreaterThanOrEqual(36);
    const found = await users.list(query({ search: 'otto' }));
    expect(found.ok && found.value.items.map((u) => u.email)).toEqual(['operator@public.demo']);
    const sorted = await users.list(query({ sort: { field: 'email', order: 'asc' }, perPage: 100 }));
    const emails = sorted.ok ? sorted.value.items.map((u) => u.email) : [];
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const inactive = await users.list(query({ filters: { active: 'false' }, perPage: 100 }));
    expect(inactive.ok && inactive.value.items.length).toBeGreaterThan(0);
    expect(inactive.ok && inactive.value.items.every((u) => !u.active)).toBe(true);
    const otto = await users.get('2');
    const role = otto.ok ? otto.value.roles[0] : undefined;
    expect(role?.name).toBe('Operator');
    const operators = await users.list(query({ filters: { role: String(role?.id) }, perPage: 100 }));
    expect(operators.ok && operators.value.items.every((u) => u.roles.some((r) => r.id === role?.id))).toBe(true);
    expect(operators.ok && operators.value.items.map((u) => u.email)).toContain('operator@public.demo');
  });

  it('generates as many colleagues per tenant as the demo configuration asks (VITE_DEMO_USERS), each in a role', async () => {
    const alone = await admin('admin@public.demo', 'public', 0);
    const accounts = alone.world.accounts.filter((a) => a.tenant === 'public').length;
    const none = await alone.users.list(query());
    expect(none.ok && none.value.total).toBe(accounts);
    const { users } = await admin('admin@public.demo', 'public', 1200);
    const last = await users.list(query({ perPage: 100, page: 13 }));
    expect(last.ok && last.value.total).toBe(accounts + 1200);
    expect(last.ok && last.value.items.length).toBeGreaterThan(0);
    expect(last.ok && last.value.items.every((u) => u.roles.length > 0)).toBe(true);
  });

  it('creates a user, refuses a taken email (409) and records CREATE_USER once, with the new id only', async () => {
    const { users, trail } = await admin();
    const created = await users.create(NEW_USER);
    expect(created.ok && created.value).toMatchObject({ name: 'Nina', email: 'nina.new@public.demo', phone: '+5511988887777' });
    const again = await users.create({ ...NEW_USER, email: 'NINA.NEW@public.demo' });
    expect(again).toEqual({ ok: false, error: { kind: 'server', message: 'Email already in use' } });
    const records = await trail();
    expect(records.filter((r) => r.action === 'CREATE_USER').map((r) => r.detail)).toEqual([{ id: created.ok ? created.value.id : null }]);
    // Nothing typed in the form (name, email, phone, password) reaches the trail.
    expect(JSON.stringify(records)).not.toMatch(/Nina|nina\.new|98888|@public\.demo/i);
  });

  it('refuses bad input before any call, field by field, and nothing is sent', async () => {
    const { users, usersGateway } = await admin();
    usersGateway.failWith = new GatewayError('network');
    const refused = await users.create({ ...NEW_USER, name: '<script>', email: 'nope', password: 'short', phone: '12' });
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { name: 'markup', email: 'invalid-email', phone: 'invalid-phone', password: 'too-short' } },
    });
    expect(await users.create({ ...NEW_USER, name: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      error: { fields: { name: 'too-long' } },
    });
  });

  it('edits, activates and deactivates a user, and records EDIT_USER with the user id only', async () => {
    const { users, trail } = await admin();
    const otto = await users.get('2');
    if (!otto.ok) throw new Error('no user 2');
    const off = await users.update('2', withActive(otto.value, false));
    expect(off.ok && off.value.active).toBe(false);
    const input: AdminUserInput = {
      ...NEW_USER,
      email: otto.value.email,
      name: 'Otto Renamed',
      roleIds: otto.value.roles.map((r) => r.id ?? ''),
    };
    const renamed = await users.update('2', input);
    expect(renamed.ok && renamed.value).toMatchObject({ name: 'Otto Renamed', active: true });
    expect(renamed.ok && renamed.value.roles).toEqual(otto.value.roles);
    const records = await trail();
    expect(records.filter((r) => r.action === 'EDIT_USER').map((r) => r.detail)).toEqual([{ id: '2' }, { id: '2' }]);
    expect(JSON.stringify(records)).not.toMatch(/Otto|@public\.demo/i);
  });

  it('an administrator cannot delete or deactivate their own account; the last super user cannot be deleted', async () => {
    const { users, recorded } = await admin('super@tenant5.demo', 'tenant_5');
    expect(await users.remove('3')).toEqual({ ok: false, error: { kind: 'refused', reason: 'self' } });
    const me = await users.get('3');
    if (!me.ok) throw new Error('no user 3');
    expect(await users.update('3', withActive(me.value, false))).toEqual({ ok: false, error: { kind: 'refused', reason: 'self' } });
    // Their own account edited, still active, is no refusal.
    expect((await users.update('3', withActive(me.value, true))).ok).toBe(true);
    expect(await recorded()).not.toContain('DELETE_USER');
  });

  it('deletes users one after the other, reports the ones that failed, and records DELETE_USER for each deleted', async () => {
    const { users, trail } = await admin();
    const page = await users.list(query({ perPage: 100 }));
    const ids = page.ok
      ? page.value.items
          .map((u) => u.id)
          .filter((id) => String(id).startsWith('public-u'))
          .slice(0, 3)
      : [];
    expect(ids).toHaveLength(3);
    const result = await users.removeMany([...ids, 'no-such-user', '1']);
    expect(result.removed).toEqual(ids);
    expect(result.failed).toEqual([
      { id: 'no-such-user', failure: expect.objectContaining({ kind: 'not-found' }) },
      { id: '1', failure: { kind: 'refused', reason: 'self' } },
    ]);
    const deleted = (await trail()).filter((r) => r.action === 'DELETE_USER').map((r) => r.detail);
    expect(deleted).toEqual([...ids].reverse().map((id) => ({ id })));
  });

  it('changes a password (the password verb), refusing one too short, and records EDIT_USER_PASSWORD with the user id only', async () => {
    const { users, trail } = await admin();
    const otto = await users.get('2');
    if (!otto.ok) throw new Error('no user 2');
    expect(await users.act('password', otto.value, { password: 'short' })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { password: 'too-short' } },
    });
    expect(await users.act('password', otto.value, { password: 'new-password' })).toEqual(ok(undefined));
    const records = await trail();
    expect(records.filter((r) => r.action === 'EDIT_USER_PASSWORD').map((r) => r.detail)).toEqual([{ id: '2' }]);
    expect(JSON.stringify(records)).not.toMatch(/new-passw/);
  });

  it('a failed call is a CallFailure the UI words, and nothing is recorded', async () => {
    const { users, usersGateway, recorded } = await admin();
    usersGateway.failWith = new GatewayError('network');
    expect(await users.list(query())).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await users.create(NEW_USER)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await recorded()).not.toContain('CREATE_USER');
  });

  it('a user created in the users section can be added to a role on the roles screen, and shows the role', async () => {
    const { users, container } = await admin();
    const roles = container.get(RolesFacade);
    const created = await users.create(NEW_USER);
    const list = await roles.listRoles();
    const role = list.ok ? list.value[0] : undefined;
    if (!created.ok || !role?.id) throw new Error('setup failed');
    expect((await roles.addUser(role.id, created.value.id)).ok).toBe(true);
    const again = await users.get(created.value.id);
    expect(again.ok && again.value.roles).toEqual([{ id: role.id, name: role.name }]);
    expect(await roles.addUser(role.id, 'nobody')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('a role given or taken on the roles screen shows in the users list and its role filter at once (no stale roles kept)', async () => {
    const { users, container } = await admin();
    const roles = container.get(RolesFacade);
    const created = await users.create(NEW_USER);
    const list = await roles.listRoles();
    const role = list.ok ? list.value[0] : undefined;
    if (!created.ok || !role?.id) throw new Error('setup failed');
    const inRole = async () => {
      const page = await users.list(query({ filters: { role: String(role.id) }, perPage: 100, search: 'nina.new' }));
      return page.ok ? page.value.items.map((u) => u.roles.map((r) => r.id)) : null;
    };
    expect(await inRole()).toEqual([]);
    expect((await roles.addUser(role.id, created.value.id)).ok).toBe(true);
    expect(await inRole()).toEqual([[role.id]]);
    expect((await roles.removeUser(role.id, created.value.id)).ok).toBe(true);
    expect(await inRole()).toEqual([]);
    const all = await users.list(query({ search: 'nina.new' }));
    expect(all.ok && all.value.items.map((u) => u.roles)).toEqual([[]]);
  });

  it('keeps the changes across a reload of the demo (the tab’s memory)', async () => {
    const first = await admin();
    await first.users.create(NEW_USER);
    const storage = first.world.memory;
    const kept = storage.read('demo-access:public');
    expect(kept).toMatchObject({ users: expect.arrayContaining([expect.objectContaining({ email: 'nina.new@public.demo' })]) });
  });
});

describe('devices, IPs, sign-ins, signed-in users and registrations', () => {
  it('approves and revokes a device, refuses a malformed hash and a duplicate', async () => {
    const { devices } = await admin('super@tenant5.demo', 'tenant_5');
    const pending = await devices.list(query({ filters: { status: 'pending' } }));
    const device = pending.ok ? pending.value.items[0] : undefined;
    if (!device) throw new Error('no pending device');
    const approved = await devices.update(device.id, { hash: device.hash, label: device.label, status: 'approved' });
    expect(approved.ok && approved.value.status).toBe('approved');
    expect(await devices.create({ hash: 'bad hash!', label: '', status: 'approved' })).toMatchObject({
      ok: false,
      error: { fields: { hash: 'invalid-device-hash' } },
    });
    expect(await devices.create({ hash: device.hash, label: 'again', status: 'approved' })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Device already listed' },
    });
  });

  it('adds an IPv4 range and an IPv6 address, refuses an invalid CIDR', async () => {
    const { ips } = await admin();
    expect((await ips.create({ value: '172.16.0.0/12', label: 'VPN' })).ok).toBe(true);
    expect((await ips.create({ value: '2001:db8::1', label: '' })).ok).toBe(true);
    expect(await ips.create({ value: '10.0.0.0/33', label: '' })).toMatchObject({ ok: false, error: { fields: { value: 'invalid-ip' } } });
    const all = await ips.list(query({ search: '172.16' }));
    expect(all.ok && all.value.items.map((ip) => ip.value)).toEqual(['172.16.0.0/12']);
  });

  it('refuses an address the list holds already, however it is written, on add and on edit; an edit may keep its own', async () => {
    const { ips } = await admin();
    const range = await ips.create({ value: '172.16.0.0/12', label: 'VPN' });
    const office = await ips.create({ value: '2001:db8::1', label: 'Office' });
    const taken = { ok: false, error: { kind: 'invalid', fields: { value: 'ip-taken' } } };
    expect(await ips.create({ value: ' 172.16.0.0/12 ', label: 'again' })).toEqual(taken);
    expect(await ips.create({ value: '2001:DB8:0:0:0:0:0:1', label: '' })).toEqual(taken);
    const officeId = office.ok ? office.value.id : 0;
    expect(await ips.update(officeId, { value: '172.16.0.0/12', label: 'Office' })).toEqual(taken);
    expect((await ips.update(officeId, { value: '2001:db8::1', label: 'Head office' })).ok).toBe(true);
    expect((await ips.create({ value: '172.16.0.0/16', label: 'narrower' })).ok).toBe(true);
    const all = await ips.list(query({ search: '172.16' }));
    expect(all.ok && all.value.items.map((ip) => ip.value).sort()).toEqual(['172.16.0.0/12', '172.16.0.0/16']);
    expect(range.ok).toBe(true);
  });

  it('reads 90 days of sign-ins, filtered by result and dates', async () => {
    const { signIns, clock } = await admin();
    const failures = await signIns.list(query({ filters: { result: 'failure' }, perPage: 100 }));
    expect(failures.ok && failures.value.total).toBeGreaterThan(0);
    expect(failures.ok && failures.value.items.every((s) => !s.success && s.failure !== null)).toBe(true);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    const recent = await signIns.list(query({ filters: { from: today }, perPage: 100 }));
    // Today's own sign-in is kept: `from` keeps its day.
    expect(recent.ok && recent.value.items.map((s) => s.at.slice(0, 10))).toContain(today);
    expect(recent.ok && recent.value.items.every((s) => s.at.slice(0, 10) >= today)).toBe(true);
    const all = await signIns.list(query({ perPage: 1 }));
    expect(all.ok && all.value.total).toBeGreaterThan(90);
  });

  it("reads the seeded users' sign-ins whatever an administrator changed before: a user added since has none", async () => {
    const untouched = await admin();
    const seeded = await untouched.signIns.list(query({ perPage: 50 }));
    const { users, signIns } = await admin();
    const created = await users.create(NEW_USER);
    const removed = await users.remove('public-u1');
    const read = await signIns.list(query({ perPage: 50 }));
    expect(created.ok && removed.ok).toBe(true);
    expect(read).toEqual(seeded);
    expect(read.ok && read.value.items.some((s) => s.email === NEW_USER.email)).toBe(false);
  });

  it('lists who is signed in now, the administrator first', async () => {
    const { signedIn } = await admin();
    const now = await signedIn.list(query());
    expect(now.ok && now.value.items[0]).toMatchObject({ userId: '1', email: 'admin@public.demo' });
  });

  it("keeps the administrator's own session start across refreshes; only the last seen moves", async () => {
    const { signedIn, clock } = await admin();
    const mine = async () => {
      const page = await signedIn.list(query({ search: 'admin@public.demo' }));
      return page.ok ? page.value.items[0] : undefined;
    };
    const first = await mine();
    await clock.advance(60_000);
    const later = await mine();
    expect(later?.since).toBe(first?.since);
    expect(Date.parse(later?.lastSeenAt ?? '') - Date.parse(first?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(60_000);
  });

  it('approves a registration (the user is created, CREATE_USER) and rejects another; other tenants are refused', async () => {
    const { registrations, users, trail } = await admin();
    const pending = await registrations.list(query({ filters: { status: 'pending' } }));
    const [first, second] = pending.ok ? pending.value.items : [];
    if (!first || !second) throw new Error('no pending registrations');
    const approved = await registrations.act('approve', first);
    expect(approved.ok && approved.value.email).toBe(first.email);
    expect((await users.list(query({ search: first.email }))).ok).toBe(true);
    expect((await registrations.act('reject', second)).ok).toBe(true);
    expect(await registrations.act('approve', first)).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Registration already approved' },
    });
    // The new user's id and the registration's, once (the refused second approval records nothing).
    const createdUser = (await trail()).filter((r) => r.action === 'CREATE_USER').map((r) => r.detail);
    expect(createdUser).toEqual([{ id: approved.ok ? approved.value.id : null, registrationId: first.id }]);
    const other = await admin('super@tenant5.demo', 'tenant_5');
    expect(await other.registrations.list(query())).toEqual({ ok: false, error: { kind: 'server', message: 'Forbidden' } });
  });
});
