import { makeAutoObservable, runInAction } from 'mobx';
import { RolesFacade } from '../../../../application/admin/roles.facade';
import { UsersFacade } from '../../../../application/admin/users.facade';
import type { AdminUser, AdminUserInput } from '../../../../domain/admin/access-entities';
import { newUserSchema, passwordChangeSchema, userSchema } from '../../../../domain/admin/access-schemas';
import { validateForm } from '../../../../domain/admin/form-validation';
import type { ListQuerySpec } from '../../../../domain/admin/list-query';
import type { Role } from '../../../../domain/incident/admin-entities';
import type { EntityId } from '../../../../domain/incident/incident';
import type { AppRoute, RouteQuery } from '../../../../domain/routing/routes';
import type { Services } from '../../../app/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { AdminToast } from '../../resource/admin-messages';
import { ResourceFormModel } from '../../resource/resource-form.model';
import { ResourceListViewModel, type ResourceListDeps } from '../../resource/resource-list.view-model';

/** The user form's values; roles by their ids as text (a checkbox's value), the password only when creating. */
export interface UserFormValues extends Omit<AdminUserInput, 'roleIds'> {
  readonly roleIds: readonly string[];
  readonly password: string;
}

export interface PasswordFormValues {
  readonly password: string;
  readonly confirmation: string;
}

/** The users section's list: what it sorts by, filters by (a role's id, 'true' or 'false' for active). */
export const USERS_LIST: ListQuerySpec = {
  sortable: ['name', 'lastName', 'email', 'phone', 'active', 'isHqAdmin', 'isSuperUser'],
  filters: ['role', 'active'],
  defaultSort: { field: 'name', order: 'asc' },
};

export type UsersFacadeCalls = Pick<
  UsersFacade,
  'list' | 'create' | 'update' | 'remove' | 'removeMany' | 'isSelf' | 'setActive' | 'changePassword'
>;

export interface UsersDeps extends Omit<ResourceListDeps<AdminUser>, 'source'> {
  readonly users: UsersFacadeCalls;
  readonly roles: Pick<RolesFacade, 'listRoles'>;
}

export interface UsersParams {
  readonly route: AppRoute;
  readonly query: RouteQuery;
  /** Words the export's header row. */
  readonly translate: (key: string) => string;
}

const fullName = (user: AdminUser) => [user.name, user.lastName].filter((part) => part.trim() !== '').join(' ');

const emptyUser: UserFormValues = {
  name: '',
  lastName: '',
  email: '',
  phone: '',
  active: true,
  isHqAdmin: true,
  isSuperUser: false,
  roleIds: [],
  password: '',
};

/**
 * The users section (SPEC §3 user fields): the tenant's console users in a list filtered by role and active; create
 * (with a password), edit, change the password, activate or deactivate, delete. The signed-in administrator's own
 * account cannot be deleted or deactivated: the list offers neither, and the facade refuses with reason 'self'.
 */
export class UsersViewModel {
  readonly list: ResourceListViewModel<AdminUser>;
  roles: readonly Role[] = [];
  /** The create or edit form while it is open; `editing` is the user edited (null when creating). */
  form: ResourceFormModel<UserFormValues, AdminUser> | null = null;
  editing: AdminUser | null = null;
  passwordForm: ResourceFormModel<PasswordFormValues, void> | null = null;
  passwordFor: AdminUser | null = null;
  toggling: EntityId | null = null;

  constructor(
    private readonly deps: UsersDeps,
    params: UsersParams,
  ) {
    this.list = new ResourceListViewModel<AdminUser>(
      { ...deps, source: deps.users },
      {
        route: params.route,
        query: params.query,
        spec: USERS_LIST,
        idOf: (user) => user.id,
        nameOf: (user) => fullName(user) || user.email,
        canRemove: (user) => !deps.users.isSelf(user.id),
        csv: {
          fileName: 'users.csv',
          header: () =>
            ['name', 'last_name', 'email', 'phone', 'active', 'hq_admin', 'super_user', 'roles'].map((k) =>
              params.translate(`admin.users.columns.${k}`),
            ),
          row: (u) => [u.name, u.lastName, u.email, u.phone, u.active, u.isHqAdmin, u.isSuperUser, roleNames(u)],
        },
      },
    );
    makeAutoObservable<UsersViewModel, 'deps'>(this, { deps: false, list: false });
  }

  start(): void {
    this.list.start();
    void this.loadRoles();
  }

  dispose(): void {
    this.list.dispose();
  }

  private async loadRoles(): Promise<void> {
    const result = await this.deps.roles.listRoles();
    // Without roles the list still works; the role filter and the form's roles are only empty.
    if (result.ok) runInAction(() => (this.roles = result.value.filter((role) => role.id !== null && role.id !== undefined)));
  }

  isSelf(user: AdminUser): boolean {
    return this.deps.users.isSelf(user.id);
  }

  openCreate(): void {
    this.editing = null;
    this.form = new ResourceFormModel<UserFormValues, AdminUser>({
      initial: emptyUser,
      validate: (values) => validateForm(newUserSchema, { ...values, roleIds: [...values.roleIds] }),
      save: (values) => this.deps.users.create({ ...this.input(values), password: values.password }),
      onSaved: (user) => this.saved({ key: 'admin.users.created', params: { name: fullName(user) || user.email } }),
      onClosed: () => this.closeForm(),
    });
  }

  openEdit(user: AdminUser): void {
    this.editing = user;
    this.form = new ResourceFormModel<UserFormValues, AdminUser>({
      initial: {
        name: user.name,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        active: user.active,
        isHqAdmin: user.isHqAdmin,
        isSuperUser: user.isSuperUser,
        roleIds: user.roles.map((role) => String(role.id)),
        password: '',
      },
      validate: (values) => validateForm(userSchema, this.input(values)),
      save: (values) => this.deps.users.update(user.id, this.input(values)),
      onSaved: (saved) => this.saved({ key: 'admin.users.updated', params: { name: fullName(saved) || saved.email } }),
      onClosed: () => this.closeForm(),
    });
  }

  toggleRole(roleId: string): void {
    const form = this.form;
    if (!form) return;
    const ids = form.values.roleIds;
    form.set('roleIds', ids.includes(roleId) ? ids.filter((id) => id !== roleId) : [...ids, roleId]);
  }

  openPassword(user: AdminUser): void {
    this.passwordFor = user;
    this.passwordForm = new ResourceFormModel<PasswordFormValues, void>({
      initial: { password: '', confirmation: '' },
      validate: (values) => validateForm(passwordChangeSchema, values),
      save: (values) => this.deps.users.changePassword(user.id, values),
      onSaved: () => {
        this.closePassword();
        this.deps.notify({ type: 'success', message: { key: 'admin.users.password_changed', params: { name: this.list.nameOf(user) } } });
      },
      onClosed: () => this.closePassword(),
    });
  }

  /** Activates or deactivates a user from the list (never the signed-in administrator's own account). */
  async setActive(user: AdminUser, active: boolean): Promise<void> {
    if (this.toggling !== null) return;
    this.toggling = user.id;
    const result = await this.deps.users.setActive(user, active);
    runInAction(() => (this.toggling = null));
    const name = this.list.nameOf(user);
    if (result.ok) {
      this.list.changed({
        type: 'success',
        message: { key: active ? 'admin.users.activated' : 'admin.users.deactivated', params: { name } },
      });
      return;
    }
    const error = result.error;
    this.deps.notify({
      type: 'error',
      message: { key: 'admin.users.activation_failed', params: { name } },
      detail:
        error.kind === 'refused'
          ? { key: [`admin.refused.update.${error.reason}`, 'admin.refused.generic'] }
          : error.kind === 'invalid'
            ? { key: 'admin.users.activation_invalid' }
            : undefined,
    });
  }

  private input(values: UserFormValues): AdminUserInput {
    return {
      name: values.name,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      active: values.active,
      isHqAdmin: values.isHqAdmin,
      isSuperUser: values.isSuperUser,
      roleIds: values.roleIds.map((id) => this.roles.find((role) => String(role.id) === id)?.id ?? id),
    };
  }

  private saved(message: AdminToast['message']): void {
    this.closeForm();
    this.list.changed({ type: 'success', message });
  }

  private closeForm(): void {
    this.form = null;
    this.editing = null;
  }

  private closePassword(): void {
    this.passwordForm = null;
    this.passwordFor = null;
  }
}

export function roleNames(user: AdminUser): string {
  return user.roles
    .map((role) => role.name ?? '')
    .filter((name) => name !== '')
    .join(', ');
}

export function createUsersViewModel(
  services: Services,
  params: UsersParams & { readonly notify: (toast: AdminToast) => void },
): UsersViewModel {
  return new UsersViewModel(
    {
      users: services.get(UsersFacade),
      roles: services.get(RolesFacade),
      ...adminListDeps(services, params.notify),
    },
    params,
  );
}
