import { GatewayError } from '../../application/ports/gateway-error';
import type { UsersGateway } from '../../application/ports/users-gateway.port';
import type * as access from '../../domain/admin/access-entities';
import { MAX_PASSWORD_LENGTH } from '../../domain/admin/access-schemas';
import { applyListQuery, type ListFields, type ListQuery, type Page } from '../../domain/admin/list-query';
import type { EntityId } from '../../domain/incident/incident';
import type { DemoAccessStore } from './demo-world/access-store';
import type { AccessBook, DemoUserRecord } from './demo-world/access-generator';
import type { Role } from '../../domain/admin/admin-entities';
import type { DemoCaller } from './demo-world/demo-world';
import { SortedOrders } from '../../domain/admin/sorted-orders';
import { DemoBookList } from './demo-book-list';

type Value = string | number | boolean | null;

/** The value of a record's field by name, for sorting: a string, number or boolean field, else null. */
function field(record: object, name: string): Value {
  const value = (record as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

const yesNo = (value: boolean, wanted: string): boolean => String(value) === wanted;

/** How the users list searches, sorts and filters a user whose roles `rolesOf` gives. */
function userFields<U extends Pick<access.AdminUser, 'name' | 'lastName' | 'email' | 'phone' | 'active'>>(
  rolesOf: (user: U) => readonly Role[],
): ListFields<U> {
  return {
    text: (u) => `${u.name} ${u.lastName} ${u.email} ${u.phone}`,
    sortValue: field,
    matches: (u, filter, value) =>
      filter === 'role' ? rolesOf(u).some((r) => String(r.id) === value) : filter === 'active' ? yesNo(u.active, value) : true,
  };
}

/** A read-only access list of the demo world (see DemoBookList). */
abstract class DemoAccessList<T extends { readonly id: EntityId }> extends DemoBookList<T, AccessBook, DemoAccessStore> {}

export class FakeUsersGateway extends DemoAccessList<access.AdminUser> implements UsersGateway {
  protected readonly what = 'User';
  protected readonly fields: ListFields<access.AdminUser> = userFields((u: access.AdminUser) => u.roles);

  protected records(caller: DemoCaller, book: AccessBook): access.AdminUser[] {
    const roles = this.store.rolesByUser(caller.tenant.id);
    return book.users.map((u) => ({ ...u, roles: roles.get(u.id) ?? [] }));
  }

  /** The records' sort orders, kept while the users stay the same (sorting thousands by a column is the costly part). */
  private readonly orders = new SortedOrders<DemoUserRecord>(userFields(() => []));

  /** The query runs over the stored records; only the page's users are given their roles (a list may hold thousands). */
  override list(query: ListQuery): Promise<Page<access.AdminUser>> {
    return this.answer((caller, book) => {
      const roles = this.store.rolesByUser(caller.tenant.id);
      const rolesOf = (u: DemoUserRecord): readonly Role[] => roles.get(u.id) ?? [];
      const sorted = this.orders.sorted(caller.tenant.id, book.users, query.sort);
      const page = applyListQuery(sorted, { ...query, sort: null }, userFields(rolesOf));
      return { items: page.items.map((u) => ({ ...u, roles: rolesOf(u) })), total: page.total };
    });
  }

  create(input: access.NewAdminUserInput): Promise<access.AdminUser> {
    return this.answer((caller, book) => {
      if (input.isSuperUser) this.world.authorization.requireSuperUser(caller);
      return this.store.userOf(caller.tenant.id, this.store.saveUser(caller.tenant.id, book, null, input));
    });
  }

  update(id: EntityId, input: access.AdminUserInput): Promise<access.AdminUser> {
    return this.answer((caller, book) => {
      const current = this.store.findUser(book, id);
      if (input.isSuperUser !== current.isSuperUser) this.world.authorization.requireSuperUser(caller);
      return this.store.userOf(caller.tenant.id, this.store.saveUser(caller.tenant.id, book, current.id, input));
    });
  }

  remove(id: EntityId): Promise<void> {
    return this.answer((caller, book) => this.store.removeUser(caller.tenant.id, book, id));
  }

  changePassword(id: EntityId, password: string): Promise<void> {
    return this.answer((_caller, book) => {
      this.store.findUser(book, id);
      if (password.length > MAX_PASSWORD_LENGTH) throw new GatewayError('server', 'Password too long', 400);
    });
  }
}
