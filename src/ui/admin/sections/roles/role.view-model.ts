import { runInAction } from 'mobx';
import { RolesFacade } from '../../../../application/admin/roles.facade';
import { ResourceFacades } from '../../../../application/admin/resource-facades';
import { USERS } from '../../../../domain/admin/resources/users';
import type { CallFailure } from '../../../../application/shared/failure';
import type { AdminUser } from '../../../../domain/admin/access-entities';
import type { Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { navigateHash } from '../../../shared/hash-location';
import { failureMessage } from '../../resource/admin-messages';
import type { Notice, NoticeWords } from '../../../../domain/shared/notice';
import { permissionRows, permissionWords, type PermissionRow } from '../permissions/permissions.view-model';
import { allTenantUsers, holdsRole, type TenantUsers } from './roles.view-model';
import { makeObservableExcept } from '../../../shared/make-observable-except';

export type RoleCalls = Pick<
  RolesFacade,
  'listRoles' | 'rolePermissions' | 'listPermissions' | 'addPermission' | 'removePermission' | 'addUser' | 'removeUser'
>;

export interface RoleDeps {
  readonly roles: RoleCalls;
  readonly users: TenantUsers;
  readonly notify: (toast: Notice) => void;
  readonly navigate: (route: string) => void;
}

export interface RoleParams {
  readonly roleId: string;
  /** The roles list's route (with its query) the back link returns to. */
  readonly backRoute: string;
  /** The console's words in the reader's language: a toast names a permission as the page does. */
  readonly translate: (key: string) => string;
}

export type RoleStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/** A link of the role: a permission it grants or a user who holds it. */
export type RoleLink =
  { readonly kind: 'permission'; readonly record: PermissionRow } | { readonly kind: 'user'; readonly record: AdminUser };

export type RoleLinkKind = RoleLink['kind'];

export const userName = (user: AdminUser): string =>
  [user.name, user.lastName].filter((part) => part.trim() !== '').join(' ') || user.email;

/**
 * A role's page (SPEC §6 role management): its permissions, added from the tenant's permission list and removed after a
 * confirmation (ROLE_PERMISSION_ADD / _REMOVE), and its users, added from the tenant's console users and removed after a
 * confirmation (ROLE_ADD_USER / ROLE_REMOVE_USER). Each change says so in a toast and shows the role again as the
 * server has it.
 */
export class RoleViewModel {
  status: RoleStatus = 'loading';
  failure: NoticeWords | null = null;
  name = '';
  permissions: readonly PermissionRow[] = [];
  tenantPermissions: readonly PermissionRow[] = [];
  users: readonly AdminUser[] = [];
  /** The pickers' choices (an id as text, '' for none). */
  permissionToAdd = '';
  userToAdd = '';
  removing: RoleLink | null = null;
  busy = false;

  constructor(
    private readonly deps: RoleDeps,
    private readonly params: RoleParams,
  ) {
    makeObservableExcept(this, ['deps', 'params']);
  }

  start(): void {
    void this.load();
  }

  dispose(): void {}

  get roleId(): string {
    return this.params.roleId;
  }

  get members(): readonly AdminUser[] {
    return this.users.filter((user) => holdsRole(user, this.params.roleId));
  }

  /** The tenant's permissions the role does not have yet. */
  get availablePermissions(): readonly PermissionRow[] {
    const held = new Set(this.permissions.map((p) => String(p.id)));
    return this.tenantPermissions.filter((p) => !held.has(String(p.id)));
  }

  /** The tenant's users who do not hold the role yet. */
  get availableUsers(): readonly AdminUser[] {
    return this.users.filter((user) => !holdsRole(user, this.params.roleId));
  }

  /** The links of a kind the role has (held) or may still get, as the page's two panels show them. */
  links(kind: RoleLinkKind, held: boolean): readonly RoleLink[] {
    if (kind === 'permission') return (held ? this.permissions : this.availablePermissions).map((record) => ({ kind, record }));
    return (held ? this.members : this.availableUsers).map((record) => ({ kind, record }));
  }

  /** The picker's choice of a kind ('' for none). */
  choice(kind: RoleLinkKind): string {
    return kind === 'permission' ? this.permissionToAdd : this.userToAdd;
  }

  choose(kind: RoleLinkKind, id: string): void {
    if (kind === 'permission') this.setPermissionToAdd(id);
    else this.setUserToAdd(id);
  }

  add(kind: RoleLinkKind): Promise<void> {
    return kind === 'permission' ? this.addPermission() : this.addUser();
  }

  async load(): Promise<void> {
    const id = this.params.roleId;
    const [roles, held, tenant, users] = await Promise.all([
      this.deps.roles.listRoles(),
      permissionRows(() => this.deps.roles.rolePermissions(id)),
      permissionRows(() => this.deps.roles.listPermissions()),
      allTenantUsers(this.deps.users),
    ]);
    runInAction(() => {
      const failed = [roles, held, tenant, users].find((result) => !result.ok);
      if (failed && !failed.ok) {
        this.status = failed.error.kind === 'not-found' ? 'not-found' : 'failed';
        this.failure = failureMessage(failed.error);
        return;
      }
      const role = roles.ok ? roles.value.find((r) => String(r.id) === id) : undefined;
      if (!role) {
        this.status = 'not-found';
        return;
      }
      this.name = role.name ?? id;
      this.permissions = held.ok ? held.value : [];
      this.tenantPermissions = tenant.ok ? tenant.value : [];
      this.users = users.ok ? users.value : [];
      this.status = 'ready';
      this.failure = null;
    });
  }

  back(): void {
    this.deps.navigate(this.params.backRoute);
  }

  setPermissionToAdd(id: string): void {
    this.permissionToAdd = id;
  }

  setUserToAdd(id: string): void {
    this.userToAdd = id;
  }

  async addPermission(): Promise<void> {
    const permission = this.availablePermissions.find((p) => String(p.id) === this.permissionToAdd);
    if (!permission || this.busy) return;
    await this.change(
      () => this.deps.roles.addPermission(this.params.roleId, permission.id),
      'permission_added',
      permissionWords(permission.name, this.params.translate),
    );
    runInAction(() => (this.permissionToAdd = ''));
  }

  async addUser(): Promise<void> {
    const user = this.availableUsers.find((u) => String(u.id) === this.userToAdd);
    if (!user || this.busy) return;
    await this.change(() => this.deps.roles.addUser(this.params.roleId, user.id), 'user_added', userName(user));
    runInAction(() => (this.userToAdd = ''));
  }

  askRemove(link: RoleLink): void {
    if (!this.busy) this.removing = link;
  }

  cancelRemove(): void {
    if (!this.busy) this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const link = this.removing;
    if (!link || this.busy) return;
    const id = this.params.roleId;
    if (link.kind === 'permission')
      await this.change(
        () => this.deps.roles.removePermission(id, link.record.id),
        'permission_removed',
        permissionWords(link.record.name, this.params.translate),
      );
    else await this.change(() => this.deps.roles.removeUser(id, link.record.id), 'user_removed', userName(link.record));
    runInAction(() => (this.removing = null));
  }

  /** Makes a change, says how it went ('admin.roles.<done>' or '<done>_failed'), and reads the role again. */
  private async change(work: () => Promise<Result<void, CallFailure>>, done: string, name: string): Promise<void> {
    this.busy = true;
    const result = await work();
    const values = { name, role: this.name };
    if (result.ok) this.deps.notify({ kind: 'success', key: `admin.roles.${done}`, values });
    else this.deps.notify({ kind: 'error', key: `admin.roles.${done}_failed`, values, detail: failureMessage(result.error) });
    await this.load();
    runInAction(() => (this.busy = false));
  }
}

export function createRoleViewModel(services: Services, params: RoleParams & { readonly notify: (toast: Notice) => void }): RoleViewModel {
  return new RoleViewModel(
    { roles: services.get(RolesFacade), users: services.get(ResourceFacades).of(USERS), notify: params.notify, navigate: navigateHash },
    params,
  );
}
