import { RolesFacade } from '../../../../application/admin/roles.facade';
import type { FacadeOf } from '../../../../application/admin/resource-facades';
import { ResourceFacades } from '../../../../application/admin/resource-facades';
import { USERS } from '../../../../domain/admin/resources/users';
import type { CallFailure } from '../../../../application/shared/failure';
import type { AdminUser } from '../../../../domain/admin/access-entities';
import { NAME_TEXT_RULES, validateRoleName } from '../../../../domain/admin/admin-validation';
import { defaultListQuery, writeListQuery, type ListQuerySpec } from '../../../../domain/admin/list-query';
import type { Permission, Role } from '../../../../domain/admin/admin-entities';
import type { EntityId } from '../../../../domain/incident/incident';
import { routePath } from '../../../../domain/routing/routes';
import { err, ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { Notice } from '../../../../domain/shared/notice';
import { fieldErrorsOf, ResourceFormModel } from '../../resource/resource-form.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionParams } from '../../resource/resource-section';
import { readAllPages } from '../../../../application/admin/read-all-pages';
import { wholeListSource } from '../../resource/whole-list-source';
import { permissionWords } from '../permissions/permissions.view-model';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** A role as the list shows it: its name, its permissions and the users who hold it. */
export interface RoleRow {
  readonly id: EntityId;
  readonly name: string;
  readonly permissions: readonly Permission[];
  readonly users: readonly AdminUser[];
}

/** The route query naming the role whose page is open ({tenant}/roles?role=ID). */
export const ROLE_QUERY = 'role';

/** The roles list: by name, number of permissions or of users. */
export const ROLES_LIST: ListQuerySpec = {
  sortable: ['name', 'permissions', 'users'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
};

export type RolesFacadeCalls = Pick<RolesFacade, 'listRoles' | 'rolePermissions' | 'createRole'>;
export type TenantUsers = Pick<FacadeOf<typeof USERS>, 'list'>;

/** Every console user of the tenant (the users list read whole). */
export function allTenantUsers(users: TenantUsers): Promise<Result<AdminUser[], CallFailure>> {
  return readAllPages((query) => users.list(query), defaultListQuery({ sortable: [], filters: [] }));
}

/** Whether a user holds a role (ids compared as text: the server may send either). */
export function holdsRole(user: AdminUser, roleId: EntityId): boolean {
  return user.roles.some((role) => String(role.id) === String(roleId));
}

/** The tenant's roles with an id, each with its permissions (GET /api/role/{id}/permissions) and its users. */
export async function roleRows(
  roles: Pick<RolesFacade, 'listRoles' | 'rolePermissions'>,
  users: TenantUsers,
): Promise<Result<RoleRow[], CallFailure>> {
  const [listed, people] = await Promise.all([roles.listRoles(), allTenantUsers(users)]);
  if (!listed.ok) return listed;
  if (!people.ok) return people;
  const withId = listed.value.flatMap((role) =>
    role.id !== null && role.id !== undefined ? [{ id: role.id, name: role.name ?? '' }] : [],
  );
  const permissions = await Promise.all(withId.map((role) => roles.rolePermissions(role.id)));
  const rows: RoleRow[] = [];
  for (const [index, role] of withId.entries()) {
    const held = permissions[index];
    if (!held) continue;
    if (!held.ok) return err(held.error);
    rows.push({ ...role, permissions: held.value, users: people.value.filter((user) => holdsRole(user, role.id)) });
  }
  return ok(rows);
}

export interface RolesDeps extends Omit<ResourceListDeps<RoleRow>, 'source'> {
  readonly roles: RolesFacadeCalls;
  readonly users: TenantUsers;
}

export type RolesParams = SectionParams;

export interface RoleFormValues {
  readonly name: string;
}

/**
 * The roles section's list (SPEC §6 role management, §7 /api/role): each role with how many permissions and users it
 * has, searched and sorted in the console (the call answers the whole list); a form creating a role, after which the
 * new role's page opens so its permissions and users can be added.
 */
export class RolesViewModel {
  readonly list: ResourceListViewModel<RoleRow>;
  form: ResourceFormModel<RoleFormValues, Role> | null = null;

  constructor(
    private readonly deps: RolesDeps,
    private readonly params: RolesParams,
  ) {
    const source = wholeListSource(() => roleRows(deps.roles, deps.users), {
      text: (role) => role.name,
      sortValue: (role, field) => (field === 'permissions' ? role.permissions.length : field === 'users' ? role.users.length : role.name),
    });
    this.list = sectionList({ ...deps, source }, params, {
      key: 'roles',
      spec: ROLES_LIST,
      nameOf: (role) => role.name,
      csv: {
        columns: ['name', 'permissions', 'users'],
        // A role's permissions read as on its page: by their words, never their keys.
        row: (role, translate) => [
          role.name,
          role.permissions.map((p) => permissionWords(p.name ?? '', translate)).join(', '),
          role.users.map((u) => u.email).join(', '),
        ],
      },
    });
    makeObservableExcept(this, ['deps', 'params', 'list']);
  }

  /** The list is all this section runs. */
  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** The route of a role's page: the list's route and query (back shows the same page), and the role. */
  roleRoute(id: EntityId): string {
    return routePath(this.params.route, { ...writeListQuery(this.list.query, ROLES_LIST), [ROLE_QUERY]: String(id) });
  }

  openRole(id: EntityId): void {
    this.deps.navigate(this.roleRoute(id));
  }

  openCreate(): void {
    this.form = new ResourceFormModel<RoleFormValues, Role>({
      initial: { name: '' },
      validate: (values) => fieldErrorsOf(validateRoleName(values.name)),
      textRules: NAME_TEXT_RULES,
      save: async (values) => fieldErrorsOf(await this.deps.roles.createRole(values.name)),
      onSaved: (role) => {
        this.form = null;
        this.deps.notify({ kind: 'success', key: 'admin.roles.created', values: { name: role.name ?? '' } });
        if (role.id !== null && role.id !== undefined) this.openRole(role.id);
        else void this.list.load();
      },
      onClosed: () => (this.form = null),
    });
  }
}

export function createRolesViewModel(
  services: Services,
  params: RolesParams & { readonly notify: (toast: Notice) => void },
): RolesViewModel {
  return new RolesViewModel(
    { ...adminListDeps(services, params.notify), roles: services.get(RolesFacade), users: services.get(ResourceFacades).of(USERS) },
    params,
  );
}
