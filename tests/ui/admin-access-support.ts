import { vi } from 'vitest';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { ALLOWED_DEVICES } from '../../src/domain/admin/resources/allowed-devices';
import { IPS_ADMIN } from '../../src/domain/admin/resources/ips-admin';
import { AUTH_DATA } from '../../src/domain/admin/resources/auth-data';
import { LOGGED_USERS } from '../../src/domain/admin/resources/logged-users';
import type { AuditRecorder } from '../../src/application/admin/audit-recorder';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { Logger } from '../../src/application/ports/logger.port';
import type { GatewayOf } from '../../src/application/admin/resource-ports';
import { NEW_USERS_REGISTER } from '../../src/domain/admin/resources/new-users-register';
import type { ResourceGateway } from '../../src/application/ports/resource-gateway.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type {
  AdminUser,
  AllowedDevice,
  AllowedDeviceInput,
  AllowedIp,
  AllowedIpInput,
  Registration,
  SignedInUser,
  SignInRecord,
} from '../../src/domain/admin/access-entities';
import { applyListQuery, type ListFields, type ListQuery } from '../../src/domain/admin/list-query';
import type { EntityId } from '../../src/domain/incident/incident';
import type { RouteQuery } from '../../src/domain/routing/routes';
import { AllowedDevicesViewModel } from '../../src/ui/admin/sections/allowed-devices/allowed-devices.view-model';
import { AuthDataViewModel } from '../../src/ui/admin/sections/auth-data/auth-data.view-model';
import { IpsAdminViewModel } from '../../src/ui/admin/sections/ips-admin/ips-admin.view-model';
import { LoggedUsersViewModel } from '../../src/ui/admin/sections/logged-users/logged-users.view-model';
import { RegistrationsViewModel } from '../../src/ui/admin/sections/new-users-register/registrations.view-model';

const sortValue = (record: object, field: string) => {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
};

/** An in-memory list-like resource answering like the demo world (applyListQuery), with a switch to fail calls. */
export class InMemoryResource<T extends { readonly id: EntityId }, I> implements ResourceGateway<T, I> {
  failing: GatewayError | null = null;
  readonly listCalls: ListQuery[] = [];
  readonly writes: { readonly id: EntityId | null; readonly input: I }[] = [];

  constructor(
    public records: T[],
    private readonly fields: ListFields<T>,
    private readonly make: (input: I, current: T | null, id: string) => T,
  ) {}

  private check(): void {
    if (this.failing) throw this.failing;
  }

  async list(query: ListQuery) {
    this.listCalls.push(query);
    this.check();
    return applyListQuery(this.records, query, this.fields);
  }

  async get(id: EntityId) {
    this.check();
    const found = this.records.find((r) => String(r.id) === String(id));
    if (!found) throw new GatewayError('not-found');
    return found;
  }

  async create(input: I) {
    this.check();
    this.writes.push({ id: null, input });
    const created = this.make(input, null, `new-${this.records.length + 1}`);
    this.records.push(created);
    return created;
  }

  async update(id: EntityId, input: I) {
    const found = await this.get(id);
    this.writes.push({ id, input });
    const updated = this.make(input, found, String(id));
    this.records = this.records.map((r) => (r === found ? updated : r));
    return updated;
  }

  async remove(id: EntityId) {
    await this.get(id);
    this.records = this.records.filter((r) => String(r.id) !== String(id));
  }
}

const silentLogger: Logger = { level: 'off', error: () => {}, warning: () => {}, info: () => {}, debug: () => {} };

/** What every section test sees: the virtual clock, the navigation, the toasts, the downloads, the audit actions. */
function harness(section: string, query: RouteQuery) {
  const clock = new VirtualClock();
  const recorded: string[] = [];
  const audit = { record: (action: string) => recorded.push(action) } as unknown as AuditRecorder;
  const navigate = vi.fn<(route: string, options?: { replace?: boolean }) => void>();
  const notify = vi.fn();
  const download = vi.fn<(fileName: string, text: string) => void>();
  const deps = { navigate, notify, download, searchDelay: new DelayFlow(clock) };
  const params = {
    route: { name: 'admin-section', tenant: 'tenant_24', section } as const,
    query,
    translate: (key: string) => `t:${key}`,
  };
  return { clock, recorded, audit, navigate, notify, download, deps, params };
}

const DEVICE_STATUSES = ['approved', 'approved', 'pending', 'revoked'] as const;

export function devicesSection(query: RouteQuery = {}) {
  const h = harness('allowed-devices', query);
  const gateway = new InMemoryResource<AllowedDevice, AllowedDeviceInput>(
    DEVICE_STATUSES.map((status, i) => ({
      id: `d${i + 1}`,
      hash: `hash-000${i + 1}`,
      label: `Desk ${i + 1}`,
      status,
      firstSeenAt: `2026-0${i + 1}-01T10:00:00.000Z`,
      lastSeenAt: `2026-0${i + 1}-02T10:00:00.000Z`,
      lastUserEmail: null,
    })),
    { text: (d) => `${d.hash} ${d.label}`, sortValue, matches: (d, filter, value) => (filter === 'status' ? d.status === value : true) },
    (input, current, id) => ({
      id,
      firstSeenAt: null,
      lastSeenAt: null,
      lastUserEmail: null,
      ...current,
      hash: input.hash.trim(),
      label: input.label.trim(),
      status: input.status,
    }),
  );
  const vm = new AllowedDevicesViewModel(
    { ...h.deps, devices: new ResourceFacades(() => gateway as never, h.audit, silentLogger).of(ALLOWED_DEVICES) },
    h.params,
  );
  return { ...h, vm, list: vm.list, gateway };
}

export function ipsSection(query: RouteQuery = {}) {
  const h = harness('ips-admin', query);
  const gateway = new InMemoryResource<AllowedIp, AllowedIpInput>(
    [{ id: 'ip1', value: '10.0.0.0/8', label: 'HQ', createdAt: '2026-01-01T00:00:00.000Z' }],
    { text: (ip) => `${ip.value} ${ip.label}`, sortValue },
    (input, current, id) => ({ id, createdAt: null, ...current, value: input.value.trim(), label: input.label.trim() }),
  );
  const vm = new IpsAdminViewModel(
    { ...h.deps, ips: new ResourceFacades(() => gateway as never, h.audit, silentLogger).of(IPS_ADMIN) },
    h.params,
  );
  return { ...h, vm, list: vm.list, gateway };
}

function signIn(n: number): SignInRecord {
  const success = n % 3 !== 0;
  return {
    id: `s${n}`,
    at: `2026-11-${String(n).padStart(2, '0')}T09:00:00.000Z`,
    email: n === 9 ? 'stranger@example.org' : `user${n % 4}@tenant.demo`,
    userId: n === 9 ? null : `u${n % 4}`,
    ip: `10.0.0.${n}`,
    deviceHash: n % 2 === 0 ? `hash-${n}` : null,
    success,
    failure: success ? null : n === 9 ? 'unknown-user' : n === 6 ? 'something-new' : 'wrong-password',
  };
}

export function signInsSection(query: RouteQuery = {}) {
  const h = harness('auth-data', query);
  const gateway = new InMemoryResource<SignInRecord, never>(
    Array.from({ length: 20 }, (_, i) => signIn(i + 1)),
    {
      text: (s) => `${s.email} ${s.ip}`,
      sortValue,
      matches: (s, filter, value) => {
        if (filter === 'userId') return String(s.userId) === value;
        if (filter === 'result') return value === 'success' ? s.success : !s.success;
        if (filter === 'from') return s.at.slice(0, 10) >= value;
        if (filter === 'to') return s.at.slice(0, 10) <= value;
        return true;
      },
    },
    () => {
      throw new Error('read only');
    },
  );
  const vm = new AuthDataViewModel(
    { ...h.deps, signIns: new ResourceFacades(() => gateway as never, h.audit, silentLogger).of(AUTH_DATA) },
    h.params,
  );
  return { ...h, vm, list: vm.list, gateway };
}

export function loggedUsersSection() {
  const h = harness('logged-users', {});
  const session = (n: number): SignedInUser => ({
    id: `session-${n}`,
    userId: `u${n}`,
    name: `User ${n}`,
    email: `user${n}@tenant.demo`,
    since: '2026-11-25T08:00:00.000Z',
    lastSeenAt: '2026-11-25T09:00:00.000Z',
    ip: `10.0.0.${n}`,
    deviceHash: null,
  });
  const gateway = new InMemoryResource<SignedInUser, never>([session(1), session(2)], { text: (s) => s.email, sortValue }, () => {
    throw new Error('read only');
  });
  const repeat = new RepeatFlow(h.clock);
  const vm = new LoggedUsersViewModel(
    { ...h.deps, sessions: new ResourceFacades(() => gateway as never, h.audit, silentLogger).of(LOGGED_USERS), repeat },
    h.params,
  );
  return { ...h, vm, list: vm.list, gateway, repeat, session };
}

/** Registrations answering like the demo server: approving creates a user, a decided one is refused (409). */
export class InMemoryRegistrations implements GatewayOf<typeof NEW_USERS_REGISTER> {
  readonly listCalls: ListQuery[] = [];
  readonly created: AdminUser[] = [];
  failing: GatewayError | null = null;

  constructor(public records: Registration[]) {}

  async list(query: ListQuery) {
    this.listCalls.push(query);
    if (this.failing) throw this.failing;
    return applyListQuery(this.records, query, {
      text: (r) => `${r.name} ${r.email}`,
      sortValue,
      matches: (r, filter, value) => (filter === 'status' ? r.status === value : true),
    });
  }

  async get(id: EntityId) {
    const found = this.records.find((r) => r.id === id);
    if (!found) throw new GatewayError('not-found');
    return found;
  }

  private async decide(id: EntityId, status: 'approved' | 'rejected') {
    if (this.failing) throw this.failing;
    const found = await this.get(id);
    if (found.status !== 'pending') throw new GatewayError('server', `Registration already ${found.status}`, 409);
    this.records = this.records.map((r) => (r === found ? { ...r, status } : r));
    return found;
  }

  async approve(id: EntityId) {
    const r = await this.decide(id, 'approved');
    const user: AdminUser = {
      id: `user-of-${r.id}`,
      name: r.name,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      active: true,
      isHqAdmin: false,
      isSuperUser: false,
      roles: [],
      createdAt: null,
    };
    this.created.push(user);
    return user;
  }

  async reject(id: EntityId) {
    await this.decide(id, 'rejected');
  }

  /** The declared verbs, as the port calls them. */
  readonly act = ((verb: 'approve' | 'reject', id: EntityId) => (verb === 'approve' ? this.approve(id) : this.reject(id))) as GatewayOf<
    typeof NEW_USERS_REGISTER
  >['act'];
}

const REGISTRATION_STATUSES = ['pending', 'pending', 'pending', 'approved', 'rejected'] as const;

export function registrationsSection(query: RouteQuery = {}) {
  const h = harness('new-users-register', query);
  const gateway = new InMemoryRegistrations(
    REGISTRATION_STATUSES.map((status, i) => ({
      id: `reg-${i + 1}`,
      name: `Person${i + 1}`,
      lastName: 'Lima',
      email: `person${i + 1}@example.org`,
      phone: '',
      tenantName: 'Org',
      requestedAt: `2026-11-0${i + 1}T10:00:00.000Z`,
      status,
    })),
  );
  const vm = new RegistrationsViewModel(
    { ...h.deps, registrations: new ResourceFacades(() => gateway as never, h.audit, silentLogger).of(NEW_USERS_REGISTER) },
    { ...h.params, route: { ...h.params.route, tenant: 'public' } },
  );
  return { ...h, vm, list: vm.list, gateway };
}

/** Lets every pending promise settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
