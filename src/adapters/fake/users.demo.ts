import type { AdminUser } from '../../domain/admin/access-entities';
import type { Role } from '../../domain/admin/admin-entities';
import type { CreateOf, UpdateOf } from '../../domain/admin/admin-resource';
import { userListFields, type USERS } from '../../domain/admin/resources/users';
import { KeptMatches, SortedOrders } from '../../domain/admin/sorted-orders';
import type { DemoUserRecord } from './demo-world/access-generator';
import type { DemoAccessStore } from './demo-world/access-store';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import type { ChangeableCollection, DemoCollection } from './resource-gateway.fake';

/** A user who holds no role (one array, so a user answered again is the same record). */
const NO_ROLES: readonly Role[] = [];

/** The demo world's users, answering the list query itself, with the password verb's answer (the demo keeps no passwords). */
export type UsersDemo = ChangeableCollection<AdminUser, CreateOf<typeof USERS>, UpdateOf<typeof USERS>> &
  Required<Pick<DemoCollection<AdminUser>, 'list'>> & {
    readonly verbs: { readonly password: (caller: DemoCaller, user: AdminUser) => void };
  };

/**
 * SPEC §2 users in the demo world, kept in the tenant's access book: a list of thousands is queried over the stored
 * records through a sort index kept while they stay the same (sorting thousands by a column is the costly part), the
 * search's and filters' matches kept while they stay the same (another page only cuts them), and only the page's users
 * are given their roles. Making a super user, or changing whether one is, is a super user's.
 */
export function usersDemo(world: DemoWorld, access: DemoAccessStore): UsersDemo {
  const orders = new SortedOrders<DemoUserRecord>(userListFields(() => []));
  // What the last query's search and filters left, per tenant: another page of it is a cut of these.
  const matches = new Map<string, KeptMatches<DemoUserRecord>>();
  const matchesOf = (tenant: string): KeptMatches<DemoUserRecord> => {
    let kept = matches.get(tenant);
    if (!kept) matches.set(tenant, (kept = new KeptMatches()));
    return kept;
  };
  // Each stored user as the list answers it, kept while its record and its roles stay the same: a page answered again
  // hands the console the same records, whose rows then need not render again.
  const answered = new WeakMap<DemoUserRecord, AdminUser>();
  const userWith = (user: DemoUserRecord, roles: readonly Role[]): AdminUser => {
    let kept = answered.get(user);
    if (kept?.roles !== roles) answered.set(user, (kept = { ...user, roles }));
    return kept;
  };
  const book = (caller: DemoCaller) => access.book(caller.tenant.id);
  return {
    what: 'User',
    records: async (caller) => {
      // The book first: loading it is what makes the generated colleagues join their roles.
      const { users } = await book(caller);
      const roles = access.rolesByUser(caller.tenant.id);
      return users.map((u) => ({ ...u, roles: roles.get(u.id) ?? [] }));
    },
    list: async (caller, query) => {
      const { users } = await book(caller);
      const roles = access.rolesByUser(caller.tenant.id);
      const rolesOf = (u: DemoUserRecord): readonly Role[] => roles.get(u.id) ?? NO_ROLES;
      const sorted = orders.sorted(caller.tenant.id, users, query.sort);
      const page = matchesOf(caller.tenant.id).page(sorted, query, userListFields(rolesOf), roles);
      return { items: page.items.map((u) => userWith(u, rolesOf(u))), total: page.total };
    },
    save: async (caller, current, input) => {
      if (current ? input.isSuperUser !== current.isSuperUser : input.isSuperUser) world.authorization.requireSuperUser(caller);
      const tenant = caller.tenant.id;
      return access.userOf(tenant, access.saveUser(tenant, await book(caller), current ? String(current.id) : null, input));
    },
    remove: async (caller, user) => access.removeUser(caller.tenant.id, await book(caller), user.id),
    // The user was found (404 otherwise) and the body was read with the verb's rules (400 otherwise).
    verbs: { password: () => undefined },
  };
}
