import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { RolesFacade } from '../../../../application/admin/roles.facade';
import { SessionStore } from '../../../../application/session/session.store';
import type { AdminUser, AdminUserInput } from '../../../../domain/admin/access-entities';
import { newUserSchema, passwordChangeSchema, userSchema } from '../../../../domain/admin/access-schemas';
import { formTextRules, validateForm } from '../../../../domain/admin/form-validation';
import { ownAccount, USERS, withActive } from '../../../../domain/admin/resources/users';
import type { Role } from '../../../../domain/admin/admin-entities';
import type { EntityId } from '../../../../domain/incident/incident';
import type { Services } from '../../../shared/services';
import { rowUpdateToast } from '../../resource/admin-messages';
import { adminListDeps } from '../../resource/admin-list-deps';
import { FormSlot } from '../../resource/form-slot.model';
import type { DeclaredFields } from '../../resource/declared-fields';
import type { ResourceFormModel } from '../../resource/resource-form.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The user form's values; roles by their ids as text (a checkbox's value), the password only when creating. */
export interface UserFormValues extends Omit<AdminUserInput, 'roleIds'> {
  readonly roleIds: readonly string[];
  readonly password: string;
}

/** The form's fields: its texts, then its switches (the password and the roles are fields of their own). */
export const USER_FIELDS: { readonly texts: DeclaredFields<UserFormValues>; readonly switches: DeclaredFields<UserFormValues> } = {
  texts: [
    { field: 'name', required: true },
    { field: 'lastName' },
    { field: 'email', type: 'email', required: true },
    { field: 'phone', type: 'tel', hint: true },
  ],
  switches: [
    { field: 'active', kind: 'switch' },
    { field: 'isHqAdmin', kind: 'switch', hint: true },
    { field: 'isSuperUser', kind: 'switch', hint: true },
  ],
};

export interface PasswordFormValues {
  readonly password: string;
  readonly confirmation: string;
}

export type UsersFacadeCalls = Pick<FacadeOf<typeof USERS>, 'list' | 'create' | 'update' | 'remove' | 'removeMany' | 'act'>;

export interface UsersDeps extends Omit<ResourceListDeps<AdminUser>, 'source'> {
  readonly users: UsersFacadeCalls;
  readonly roles: Pick<RolesFacade, 'listRoles'>;
  /** The signed-in administrator's id (their own account is neither deleted nor deactivated from the list). */
  readonly signedIn: () => EntityId | null;
}

/** What the users section is made with (its route, its query, words for its export). */
export type UsersParams = SectionParams;

const fullName = (user: AdminUser) => [user.name, user.lastName].filter((part) => part.trim() !== '').join(' ');
const userName = (user: AdminUser) => fullName(user) || user.email;

/** The users section's list: what it sorts by, filters by (a role's id, 'true' or 'false' for active). */
export const USERS_SECTION: SectionDescriptor<AdminUser> = {
  key: USERS.key,
  spec: USERS.list,
  nameOf: userName,
  csv: {
    columns: ['name', 'lastName', 'email', 'phone', 'active', 'isHqAdmin', 'isSuperUser', 'roles'],
    row: (u) => [u.name, u.lastName, u.email, u.phone, u.active, u.isHqAdmin, u.isSuperUser, roleNames(u)],
  },
};

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
  /** The create or edit form while it is open, and the user edited (null when creating). */
  readonly editor: FormSlot<UserFormValues, AdminUser>;
  /** The change-password form while it is open, and whose password it changes. */
  readonly password: FormSlot<PasswordFormValues, void, AdminUser>;
  toggling: EntityId | null = null;

  constructor(
    private readonly deps: UsersDeps,
    params: UsersParams,
  ) {
    this.list = sectionList({ ...deps, source: deps.users }, params, {
      ...USERS_SECTION,
      canRemove: (user) => !ownAccount(user.id, deps.signedIn()),
    });
    this.editor = new FormSlot((toast) => this.list.changed(toast));
    this.password = new FormSlot((toast) => deps.notify(toast));
    makeObservableExcept(this, ['deps', 'list', 'editor', 'password']);
  }

  get form(): ResourceFormModel<UserFormValues, AdminUser> | null {
    return this.editor.form;
  }

  get editing(): AdminUser | null {
    return this.editor.subject;
  }

  get passwordForm(): ResourceFormModel<PasswordFormValues, void> | null {
    return this.password.form;
  }

  /** The roles as the role filter and the form's checkboxes offer them. */
  get roleOptions(): readonly { readonly value: string; readonly label: string }[] {
    return this.roles.map((role) => ({ value: String(role.id), label: role.name ?? String(role.id) }));
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
    return ownAccount(user.id, this.deps.signedIn());
  }

  openCreate(): void {
    this.editor.open(null, {
      initial: emptyUser,
      validate: (values) => validateForm(newUserSchema, { ...values, roleIds: [...values.roleIds] }),
      textRules: formTextRules(newUserSchema),
      save: (values) => this.deps.users.create({ ...this.input(values), password: values.password }),
      savedMessage: (user) => ({ key: 'admin.users.created', values: { name: userName(user) } }),
    });
  }

  openEdit(user: AdminUser): void {
    this.editor.open(user, {
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
      textRules: formTextRules(userSchema),
      save: (values) => this.deps.users.update(user.id, this.input(values)),
      savedMessage: (saved) => ({ key: 'admin.users.updated', values: { name: userName(saved) } }),
    });
  }

  toggleRole(roleId: string): void {
    const form = this.form;
    if (!form) return;
    const ids = form.values.roleIds;
    form.set('roleIds', ids.includes(roleId) ? ids.filter((id) => id !== roleId) : [...ids, roleId]);
  }

  openPassword(user: AdminUser): void {
    this.password.open(user, {
      initial: { password: '', confirmation: '' },
      validate: (values) => validateForm(passwordChangeSchema, values),
      textRules: formTextRules(passwordChangeSchema),
      save: (values) => this.deps.users.act('password', user, { password: values.password }),
      savedMessage: () => ({ key: 'admin.users.password_changed', values: { name: this.list.nameOf(user) } }),
    });
  }

  /** Activates or deactivates a user from the list (never the signed-in administrator's own account). */
  async setActive(user: AdminUser, active: boolean): Promise<void> {
    if (this.toggling !== null) return;
    this.toggling = user.id;
    const result = await this.deps.users.update(user.id, withActive(user, active));
    runInAction(() => (this.toggling = null));
    const toast = rowUpdateToast(result, this.list.nameOf(user), {
      done: active ? 'admin.users.activated' : 'admin.users.deactivated',
      failed: 'admin.users.activation_failed',
      invalid: 'admin.users.activation_invalid',
    });
    if (toast.kind === 'success') this.list.changed(toast);
    else this.deps.notify(toast);
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
}

export function roleNames(user: AdminUser): string {
  return user.roles
    .map((role) => role.name ?? '')
    .filter((name) => name !== '')
    .join(', ');
}

export function createUsersViewModel(services: Services, params: AdminSectionParams): UsersViewModel {
  const sessions = services.get(SessionStore);
  return new UsersViewModel(
    {
      users: services.get(ResourceFacades).of(USERS),
      roles: services.get(RolesFacade),
      signedIn: () => sessions.current()?.user.id ?? null,
      ...adminListDeps(services, params.notify),
    },
    params,
  );
}
