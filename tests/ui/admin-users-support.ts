import { vi } from 'vitest';
import type { AuditRecorder } from '../../src/application/admin/audit-recorder';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import type { GatewayOf } from '../../src/application/admin/resource-ports';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { Logger } from '../../src/application/ports/logger.port';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { AdminUser, AdminUserInput, NewAdminUserInput } from '../../src/domain/admin/access-entities';
import { applyListQuery, type ListQuery } from '../../src/domain/admin/list-query';
import { USERS } from '../../src/domain/admin/resources/users';
import type { Role } from '../../src/domain/admin/admin-entities';
import type { EntityId } from '../../src/domain/incident/incident';
import { ok } from '../../src/domain/shared/result';
import type { RouteQuery } from '../../src/domain/routing/routes';
import { UsersViewModel } from '../../src/ui/admin/sections/users/users.view-model';

export const ROLES: Role[] = [
  { id: 1, name: 'Operators' },
  { id: 2, name: 'Supervisors' },
];

function user(n: number): AdminUser {
  return {
    id: n,
    name: `User ${String(n).padStart(2, '0')}`,
    lastName: n % 2 === 0 ? 'Silva' : 'Souza',
    email: `user${n}@tenant.demo`,
    phone: `+55119${String(n).padStart(7, '0')}`,
    active: n % 3 !== 0,
    isHqAdmin: true,
    isSuperUser: n === 1,
    roles: [ROLES[n % 2] as Role],
    createdAt: null,
  };
}

/** An in-memory users gateway answering like the demo world (applyListQuery), with a switch to fail calls. */
export class InMemoryUsers implements GatewayOf<typeof USERS> {
  users: AdminUser[];
  failing: GatewayError | null = null;
  readonly listCalls: ListQuery[] = [];
  readonly passwords = new Map<string, string>();

  constructor(count = 23) {
    this.users = Array.from({ length: count }, (_, i) => user(i + 1));
  }

  private check(): void {
    if (this.failing) throw this.failing;
  }

  async list(query: ListQuery) {
    this.listCalls.push(query);
    this.check();
    return applyListQuery(this.users, query, {
      text: (u) => `${u.name} ${u.lastName} ${u.email}`,
      sortValue: (u, field) => {
        const value = (u as unknown as Record<string, unknown>)[field];
        return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
      },
      matches: (u, filter, value) =>
        filter === 'active' ? String(u.active) === value : filter === 'role' ? u.roles.some((r) => String(r.id) === value) : true,
    });
  }

  async get(id: EntityId) {
    this.check();
    const found = this.users.find((u) => String(u.id) === String(id));
    if (!found) throw new GatewayError('not-found');
    return found;
  }

  async create(input: NewAdminUserInput) {
    this.check();
    if (this.users.some((u) => u.email === input.email)) throw new GatewayError('server', 'Email already in use', 409);
    const created: AdminUser = { ...this.fields(input), id: 1000 + this.users.length, createdAt: null };
    this.users.push(created);
    return created;
  }

  async update(id: EntityId, input: AdminUserInput) {
    const found = await this.get(id);
    const updated = { ...found, ...this.fields(input) };
    this.users = this.users.map((u) => (u === found ? updated : u));
    return updated;
  }

  async remove(id: EntityId) {
    await this.get(id);
    this.users = this.users.filter((u) => String(u.id) !== String(id));
  }

  /** The users' one verb: a password change. */
  readonly act = (async (_verb: 'password', id: EntityId, body: { readonly password: string }) => {
    await this.get(id);
    this.passwords.set(String(id), body.password);
  }) as GatewayOf<typeof USERS>['act'];

  private fields(input: AdminUserInput): Omit<AdminUser, 'id' | 'createdAt'> {
    const { roleIds, ...rest } = input as AdminUserInput & { password?: string };
    delete (rest as { password?: string }).password;
    return { ...rest, roles: ROLES.filter((r) => roleIds.some((id) => String(id) === String(r.id))) };
  }
}

const silentLogger: Logger = { level: 'off', error: () => {}, warning: () => {}, info: () => {}, debug: () => {} };

/** The users section's view model over the declared users' facade and an in-memory gateway; user 2 is signed in. */
export function usersSection(query: RouteQuery = {}, gateway = new InMemoryUsers()) {
  const clock = new VirtualClock();
  const signedIn = () => 2;
  const recorded: string[] = [];
  const audit = { record: (action: string) => recorded.push(action) } as unknown as AuditRecorder;
  const facade = new ResourceFacades(() => gateway as never, audit, silentLogger, signedIn).of(USERS);
  const navigate = vi.fn<(route: string, options?: { replace?: boolean }) => void>();
  const notify = vi.fn();
  const download = vi.fn<(fileName: string, text: string) => void>();
  const vm = new UsersViewModel(
    {
      users: facade,
      roles: { listRoles: () => Promise.resolve(ok(ROLES)) },
      signedIn,
      navigate,
      notify,
      searchDelay: new DelayFlow(clock),
      download,
    },
    { route: { name: 'admin-section', tenant: 'tenant_5', section: 'users' }, query, translate: (key) => key.split('.').pop() ?? key },
  );
  return { vm, list: vm.list, gateway, clock, navigate, notify, download, recorded };
}

/** Lets every pending promise settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
