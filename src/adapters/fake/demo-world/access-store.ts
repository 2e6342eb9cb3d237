import { GatewayError } from '../../../application/ports/gateway-error';
import type * as access from '../../../domain/admin/access-entities';
import { MAX_FIELD_LENGTH } from '../../../domain/admin/form-validation';
import type { Role } from '../../../domain/admin/admin-entities';
import type { DemoAdminStore, DemoRole } from './admin-store';
import type { DemoCaller, DemoWorld } from './demo-world';
import type { AccessBook, DemoUserRecord } from './access-generator';
import type { BuiltHistories } from './built-histories';
import { seededAccessBook } from './seeded-access-books';
import { isRecord } from './tab-memory';
import type { ChangeableCollection } from '../resource-gateway.fake';

const MEMORY_KEY = (tenant: string) => `demo-access:${tenant}`;
const MINUTE_MS = 60 * 1000;

const tooLong = (...values: string[]): boolean => values.some((v) => v.length > MAX_FIELD_LENGTH);
const conflict = (message: string) => new GatewayError('server', message, 409);
const notFound = (what: string) => new GatewayError('not-found', `${what} not found`, 404);

/** A role as a kept map of roles by user was made of: the role, its name and a copy of its members then. */
interface RoleMembers {
  readonly role: DemoRole;
  readonly name: string;
  readonly userIds: readonly string[];
}

/** Whether the roles are still those, named so, with those members in that order (roles change in place). */
function sameMembers(kept: readonly RoleMembers[], roles: readonly DemoRole[]): boolean {
  return (
    kept.length === roles.length &&
    kept.every(({ role, name, userIds }, i) => {
      const now = roles[i];
      return now === role && now.name === name && now.userIds.length === userIds.length && now.userIds.every((id, j) => id === userIds[j]);
    })
  );
}

function keptBook(value: unknown): AccessBook | null {
  if (!isRecord(value)) return null;
  const { users, devices, ips, registrations, nextId } = value;
  if (
    !Array.isArray(users) ||
    !Array.isArray(devices) ||
    !Array.isArray(ips) ||
    !Array.isArray(registrations) ||
    typeof nextId !== 'number'
  )
    return null;
  const records = (list: unknown[]) => list.every((item) => isRecord(item) && typeof item.id === 'string');
  if (!records(users) || !records(devices) || !records(ips) || !records(registrations)) return null;
  return value as unknown as AccessBook;
}

/**
 * The demo server's access administration, per tenant: users (the demo accounts and generated colleagues, their roles
 * kept in the admin store's roles), allowed devices, allowed IPs, registrations (public tenant), the sign-in history
 * and who is signed in now. Generated from the demo seed on first use; changes are kept in the tab's memory, so a
 * reload finds them. Mutations answer as a server would: a taken email or a duplicate hash or address is 409, a field
 * over 255 characters is 400, the last super user cannot be deleted or demoted, an unknown id is 404.
 */
export class DemoAccessStore {
  private readonly books = new Map<string, Promise<AccessBook>>();
  private readonly signIns = new Map<string, Promise<access.SignInRecord[]>>();
  /** When each caller was first seen asking who is signed in: their session's start, kept while the tab lives. */
  private readonly sessionStarts = new Map<string, number>();
  /** The books loaded so far, for the roles screens' synchronous "is this a user" question. */
  private readonly loaded = new Map<string, AccessBook>();
  /** Each tenant's roles by user (rolesByUser), with the roles and members it was made of. */
  private readonly keptRoles = new Map<
    string,
    { readonly members: readonly RoleMembers[]; readonly byUser: ReadonlyMap<string, readonly Role[]> }
  >();

  constructor(
    private readonly world: DemoWorld,
    private readonly admin: DemoAdminStore,
    /** How many generated colleagues each tenant has besides its demo accounts. */
    private readonly generatedUsers: number,
    /** The access books the demo build generated (a browser's demo), read instead of generating them with faker. */
    private readonly built?: BuiltHistories,
  ) {
    admin.addUserSource((tenant) => this.loaded.get(tenant)?.users.map((u) => u.id) ?? []);
  }

  book(tenant: string): Promise<AccessBook> {
    let book = this.books.get(tenant);
    if (!book) {
      book = this.load(tenant).then((loaded) => {
        this.loaded.set(tenant, loaded);
        return loaded;
      });
      this.books.set(tenant, book);
    }
    return book;
  }

  /** Writes the tenant's book to the tab's memory after a change. */
  keep(tenant: string, book: AccessBook): void {
    const roles = this.admin.tenantRoles(tenant);
    book.memberships = Object.fromEntries(book.users.map((u) => [u.id, roles.filter((r) => r.userIds.includes(u.id)).map((r) => r.id)]));
    this.world.memory.write(MEMORY_KEY(tenant), book);
  }

  nextId(book: AccessBook, prefix: string): string {
    return `${prefix}-new-${book.nextId++}`;
  }

  // ---- users ----

  userOf(tenant: string, record: DemoUserRecord): access.AdminUser {
    return { ...record, roles: this.rolesByUser(tenant).get(record.id) ?? [] };
  }

  /**
   * Each user's roles by user id. The roles hold their members, so each role's members are read once into a map (a
   * list of thousands of users would otherwise search every role's members for every user). The map is kept while the
   * tenant's roles and their members stay the same (checked member by member, as they change in place), so a list
   * query of thousands does not make it again. Users holding the same roles share one list of them: thousands of
   * users hold a handful of combinations, so the map holds a handful of lists (about 0.3 MB of a demo page's heap with
   * 10,000 users), and a user's roles read twice are the same list.
   */
  rolesByUser(tenant: string): ReadonlyMap<string, readonly Role[]> {
    const roles = this.admin.tenantRoles(tenant);
    const kept = this.keptRoles.get(tenant);
    if (kept && sameMembers(kept.members, roles)) return kept.byUser;
    const held = new Map<string, Role[]>();
    for (const role of roles) {
      const entry: Role = { id: role.id, name: role.name };
      for (const userId of role.userIds) {
        const list = held.get(userId);
        if (list) list.push(entry);
        else held.set(userId, [entry]);
      }
    }
    const combinations = new Map<string, readonly Role[]>();
    const byUser = new Map<string, readonly Role[]>();
    for (const [userId, list] of held) {
      const key = list.map((role) => role.id).join('\n');
      let shared = combinations.get(key);
      if (!shared) combinations.set(key, (shared = Object.freeze([...list])));
      byUser.set(userId, shared);
    }
    const members = roles.map((role) => ({ role, name: role.name, userIds: [...role.userIds] }));
    this.keptRoles.set(tenant, { members, byUser });
    return byUser;
  }

  findUser(book: AccessBook, id: string | number): DemoUserRecord {
    const user = book.users.find((u) => u.id === String(id).trim());
    if (!user) throw notFound('User');
    return user;
  }

  saveUser(tenant: string, book: AccessBook, id: string | null, input: access.AdminUserInput): DemoUserRecord {
    if (tooLong(input.name, input.lastName, input.email, input.phone))
      throw new GatewayError('server', 'A field is longer than 255 characters', 400);
    const email = input.email.trim().toLowerCase();
    if (book.users.some((u) => u.id !== id && u.email.toLowerCase() === email)) throw conflict('Email already in use');
    const current = id === null ? null : this.findUser(book, id);
    if (current?.isSuperUser && !input.isSuperUser && this.lastSuperUser(book, current))
      throw conflict('The last super user cannot be demoted');
    const record: DemoUserRecord = {
      id: current?.id ?? this.nextId(book, `${tenant}-u`),
      name: input.name,
      lastName: input.lastName,
      email: input.email.trim(),
      phone: input.phone,
      active: input.active,
      isHqAdmin: input.isHqAdmin,
      isSuperUser: input.isSuperUser,
      createdAt: current?.createdAt ?? new Date(this.world.clock.now()).toISOString(),
    };
    if (current) book.users.splice(book.users.indexOf(current), 1, record);
    else book.users.unshift(record);
    this.setRoles(tenant, record.id, input.roleIds);
    this.keep(tenant, book);
    return record;
  }

  removeUser(tenant: string, book: AccessBook, id: string | number): void {
    const user = this.findUser(book, id);
    if (user.isSuperUser && this.lastSuperUser(book, user)) throw conflict('The last super user cannot be deleted');
    book.users.splice(book.users.indexOf(user), 1);
    this.setRoles(tenant, user.id, []);
    this.keep(tenant, book);
  }

  private lastSuperUser(book: AccessBook, user: DemoUserRecord): boolean {
    return !book.users.some((u) => u.id !== user.id && u.isSuperUser);
  }

  private setRoles(tenant: string, userId: string, roleIds: readonly (string | number)[]): void {
    const wanted = new Set(roleIds.map(String));
    for (const role of this.admin.tenantRoles(tenant)) {
      const index = role.userIds.indexOf(userId);
      if (wanted.has(String(role.id)) && index < 0) role.userIds.push(userId);
      if (!wanted.has(String(role.id)) && index >= 0) role.userIds.splice(index, 1);
    }
  }

  // ---- devices and IPs ----

  saveDevice(tenant: string, book: AccessBook, id: string | null, input: access.AllowedDeviceInput): access.AllowedDevice {
    if (tooLong(input.hash, input.label)) throw new GatewayError('server', 'A field is longer than 255 characters', 400);
    if (book.devices.some((d) => d.id !== id && d.hash === input.hash.trim())) throw conflict('Device already listed');
    const current = id === null ? null : this.find(book.devices, id, 'Device');
    const now = new Date(this.world.clock.now()).toISOString();
    const record: access.AllowedDevice = {
      id: current?.id ?? this.nextId(book, `${tenant}-d`),
      hash: input.hash.trim(),
      label: input.label,
      status: input.status,
      firstSeenAt: current?.firstSeenAt ?? null,
      lastSeenAt: current?.lastSeenAt ?? null,
      lastUserEmail: current?.lastUserEmail ?? null,
    };
    this.put(book.devices, current, record);
    this.keep(tenant, book);
    return current ? record : { ...record, firstSeenAt: record.firstSeenAt ?? now };
  }

  saveIp(tenant: string, book: AccessBook, id: string | null, input: access.AllowedIpInput): access.AllowedIp {
    if (tooLong(input.value, input.label)) throw new GatewayError('server', 'A field is longer than 255 characters', 400);
    if (book.ips.some((ip) => ip.id !== id && ip.value === input.value.trim())) throw conflict('Address already listed');
    const current = id === null ? null : this.find(book.ips, id, 'Address');
    const record: access.AllowedIp = {
      id: current?.id ?? this.nextId(book, `${tenant}-ip`),
      value: input.value.trim(),
      label: input.label,
      createdAt: current?.createdAt ?? new Date(this.world.clock.now()).toISOString(),
    };
    this.put(book.ips, current, record);
    this.keep(tenant, book);
    return record;
  }

  /**
   * One of a book's lists as a declared resource's collection: read from the caller's book, changed with `save`
   * (which checks and stores a new record, id null, or a changed one), removed from the list; every change is kept.
   */
  collection<T extends { readonly id: string | number }, Input>(
    what: string,
    listOf: (book: AccessBook) => T[],
    save: (tenant: string, book: AccessBook, id: string | null, input: Input) => T,
  ): ChangeableCollection<T, Input> {
    return {
      what,
      records: async (caller) => listOf(await this.book(caller.tenant.id)),
      save: async (caller, current, input) =>
        save(caller.tenant.id, await this.book(caller.tenant.id), current ? String(current.id) : null, input),
      remove: async (caller, record) => {
        const book = await this.book(caller.tenant.id);
        this.remove(caller.tenant.id, book, listOf(book), record.id, what);
      },
    };
  }

  find<T extends { readonly id: string | number }>(list: readonly T[], id: string | number, what: string): T {
    const record = list.find((item) => String(item.id) === String(id).trim());
    if (!record) throw notFound(what);
    return record;
  }

  remove<T extends { readonly id: string | number }>(tenant: string, book: AccessBook, list: T[], id: string | number, what: string): void {
    list.splice(list.indexOf(this.find(list, id, what)), 1);
    this.keep(tenant, book);
  }

  private put<T>(list: T[], current: T | null, record: T): void {
    if (current) list.splice(list.indexOf(current), 1, record);
    else list.unshift(record);
  }

  // ---- registrations ----

  decide(tenant: string, book: AccessBook, id: string | number, status: 'approved' | 'rejected'): access.Registration {
    const registration = this.find(book.registrations, id, 'Registration');
    if (registration.status !== 'pending') throw conflict(`Registration already ${registration.status}`);
    const decided: access.Registration = { ...registration, status };
    book.registrations.splice(book.registrations.indexOf(registration), 1, decided);
    this.keep(tenant, book);
    return decided;
  }

  // ---- read-only lists ----

  /**
   * The tenant's sign-in history: what its seeded users and devices did before the world's first look at it (the
   * users an administrator adds later have not signed in yet). Read from the build's (a browser's demo), else
   * generated with faker.
   */
  async signInRecords(tenant: string): Promise<access.SignInRecord[]> {
    let records = this.signIns.get(tenant);
    if (!records) {
      const now = this.world.clock.now();
      records = this.built?.signInsOf(this.world.seed, this.generatedUsers, tenant, now) ?? this.generatedSignIns(tenant, now);
      this.signIns.set(tenant, records);
    }
    return records;
  }

  /** The caller and the active users who signed in successfully in the last eight hours, newest first. */
  async signedIn(caller: DemoCaller): Promise<access.SignedInUser[]> {
    const tenant = caller.tenant.id;
    const [book, history] = await Promise.all([this.book(tenant), this.signInRecords(tenant)]);
    const now = this.world.clock.now();
    const you = book.users.find((u) => u.id === caller.account.id);
    const seen = new Map<string, access.SignedInUser>();
    if (you) {
      const key = `${tenant}/${you.id}`;
      const since = this.sessionStarts.get(key) ?? now;
      this.sessionStarts.set(key, since);
      seen.set(you.id, {
        id: `session-${you.id}`,
        userId: you.id,
        name: `${you.name} ${you.lastName}`.trim(),
        email: you.email,
        since: new Date(since).toISOString(),
        lastSeenAt: new Date(now).toISOString(),
        ip: '127.0.0.1',
        deviceHash: null,
      });
    }
    for (const record of history) {
      if (!record.success || record.userId === null || now - Date.parse(record.at) > 8 * 60 * MINUTE_MS) continue;
      const user = book.users.find((u) => u.id === record.userId && u.active);
      if (!user || seen.has(user.id)) continue;
      const lastSeen = Math.min(now, Date.parse(record.at) + ((seen.size * 7) % 50) * MINUTE_MS);
      seen.set(user.id, {
        id: `session-${user.id}`,
        userId: user.id,
        name: `${user.name} ${user.lastName}`.trim(),
        email: user.email,
        since: record.at,
        lastSeenAt: new Date(lastSeen).toISOString(),
        ip: record.ip,
        deviceHash: record.deviceHash,
      });
    }
    return [...seen.values()];
  }

  private async load(tenant: string): Promise<AccessBook> {
    const kept = keptBook(this.world.memory.read(MEMORY_KEY(tenant)));
    if (kept) {
      for (const [userId, roleIds] of Object.entries(kept.memberships ?? {})) this.setRoles(tenant, userId, roleIds);
      return kept;
    }
    // The build's books first: a browser's demo then never loads the stored books of Node's worlds.
    const book = await this.seededBook(tenant, this.world.clock.now());
    // Generated colleagues join the tenant's roles in turn, so every role has people in it; a world read back from its
    // file already holds them in its roles, and each stays in the role it joined once.
    const roles = this.admin.tenantRoles(tenant);
    const members = new Set(roles.flatMap((role) => role.userIds));
    book.users
      .filter((user) => !this.world.accounts.some((a) => a.tenant === tenant && a.id === user.id))
      .forEach((user, i) => {
        if (!members.has(user.id)) roles[i % Math.max(1, roles.length)]?.userIds.push(user.id);
      });
    return book;
  }

  /** The tenant's sign-in history generated now from its seeded book, with faker and the generator loaded only for it. */
  private async generatedSignIns(tenant: string, now: number): Promise<access.SignInRecord[]> {
    const [book, faker, { generateSignIns }] = await Promise.all([
      this.seededBook(tenant, now),
      this.world.faker(`sign-ins-${tenant}`),
      import('./access-generator'),
    ]);
    return generateSignIns(faker, tenant, book.users, book.devices, now);
  }

  /** The tenant's book as the seed makes it at `now`, whatever an administrator changed since. */
  private async seededBook(tenant: string, now: number): Promise<AccessBook> {
    return (
      (await this.built?.accessBookOf(this.world.seed, this.generatedUsers, tenant, now)) ??
      (await seededAccessBook(this.world.seed, this.generatedUsers, tenant, now)) ??
      (await this.generated(tenant, now))
    );
  }

  /** The tenant's book generated now, with faker and the generator loaded only for it. */
  private async generated(tenant: string, now: number): Promise<AccessBook> {
    const [faker, { generateAccessBook }] = await Promise.all([this.world.faker(`access-${tenant}`), import('./access-generator')]);
    return generateAccessBook(
      faker,
      tenant,
      this.world.accounts.filter((a) => a.tenant === tenant),
      now,
      this.generatedUsers,
    );
  }
}
