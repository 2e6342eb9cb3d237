import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { AdminUser } from '../../src/domain/admin/access-entities';
import { applyListQuery, type ListQuery } from '../../src/domain/admin/list-query';
import type { Permission, Role } from '../../src/domain/admin/admin-entities';
import { err, ok, type Result } from '../../src/domain/shared/result';
import type { CallFailure } from '../../src/application/shared/failure';
import { PermissionsViewModel } from '../../src/ui/admin/sections/permissions/permissions.view-model';
import { RoleViewModel } from '../../src/ui/admin/sections/roles/role.view-model';
import { RolesViewModel } from '../../src/ui/admin/sections/roles/roles.view-model';
import { settle } from './admin-users-support';

/** The console's words, as a Spanish reader reads them (a key it has none for, as itself). */
const SPANISH: Record<string, string> = {
  'admin.users.sidebar': 'Usuarios',
  'sidebar.reports': 'Informes',
  'admin.permissions.controls.video_history': 'Historial de vídeo',
  'admin.permissions.kinds.entry': 'Entrada del menú',
  'admin.permissions.kinds.control': 'Permiso de control',
  'admin.permissions.kinds.other': 'No concede nada',
};
const WORDS = (key: string): string => SPANISH[key] ?? key;

/** A tenant's roles, permissions and users as the roles calls answer them (whole lists), the users list paged. */
function world() {
  const permissions: Permission[] = [
    { id: 1, name: 'users' },
    { id: 2, name: 'reports' },
    { id: 3, name: 'control-access-to-video-history' },
    { id: 4, name: 'legacy-thing' },
    { id: null, name: 'broken' },
  ];
  const roles: Role[] = [
    { id: 10, name: 'Operator' },
    { id: 11, name: 'Admin' },
    { id: null, name: 'no id' },
  ];
  const held = new Map<string, number[]>([
    ['10', [2]],
    ['11', [1, 2, 3]],
  ]);
  const users: AdminUser[] = Array.from({ length: 130 }, (_, i) => ({
    id: i + 1,
    name: `User ${i + 1}`,
    lastName: '',
    email: `u${i + 1}@t.demo`,
    phone: '',
    active: true,
    isHqAdmin: true,
    isSuperUser: false,
    roles: [i % 2 === 0 ? roles[0]! : roles[1]!],
    createdAt: null,
  }));
  const roleCalls = {
    listRoles: vi.fn(async () => ok(roles)),
    rolePermissions: vi.fn(async (id: string | number): Promise<Result<readonly Permission[], CallFailure>> =>
      ok((held.get(String(id)) ?? []).map((p) => permissions.find((x) => x.id === p)!)),
    ),
    listPermissions: vi.fn(async () => ok(permissions)),
    createRole: vi.fn(async (name: string) => ok({ id: 12, name: name.trim() })),
    createPermission: vi.fn(async (name: string) => ok({ id: 9, name })),
    addPermission: vi.fn(async (role: string | number, permission: string | number) => {
      held.get(String(role))?.push(Number(permission));
      return ok(undefined);
    }),
    removePermission: vi.fn(async (role: string | number, permission: string | number) => {
      held.set(
        String(role),
        (held.get(String(role)) ?? []).filter((p) => p !== Number(permission)),
      );
      return ok(undefined);
    }),
    addUser: vi.fn(async () => err({ kind: 'server' as const, message: 'User already has the role' })),
    removeUser: vi.fn(async () => ok(undefined)),
  };
  const userCalls = {
    list: vi.fn(async (query: ListQuery) => ok(applyListQuery(users, query, { text: (u) => u.name, sortValue: () => null }))),
  };
  const common = {
    navigate: vi.fn<(route: string, options?: { replace?: boolean }) => void>(),
    notify: vi.fn(),
    searchDelay: new DelayFlow(new VirtualClock()),
    download: vi.fn(),
  };
  return { roleCalls, userCalls, common, held };
}

describe('RolesViewModel: the whole roles list cut into pages, with counts', () => {
  it('shows each role with an id, its number of permissions and of users (all pages of users read); sorts by a count', async () => {
    const { roleCalls, userCalls, common } = world();
    const vm = new RolesViewModel(
      { ...common, roles: roleCalls, users: userCalls },
      { route: { name: 'admin-section', tenant: 'public', section: 'roles' }, query: { sort: '-users' }, translate: (k) => k },
    );
    vm.start();
    await settle();
    expect(vm.list.items.map((r) => [r.name, r.permissions.length, r.users.length])).toEqual([
      ['Operator', 1, 65],
      ['Admin', 3, 65],
    ]);
    expect(userCalls.list).toHaveBeenCalledTimes(2);
    vm.list.toggleSort('permissions');
    await settle();
    expect(vm.list.items.map((r) => r.name)).toEqual(['Operator', 'Admin']);
  });

  it("the CSV names each role's permissions by their words in the reader's language, as the role's page does", async () => {
    const { roleCalls, userCalls, common } = world();
    const vm = new RolesViewModel(
      { ...common, roles: roleCalls, users: userCalls },
      { route: { name: 'admin-section', tenant: 'public', section: 'roles' }, query: { sort: 'name' }, translate: WORDS },
    );
    vm.start();
    await settle();
    await vm.list.exportCsv();
    const text = String(common.download.mock.calls[0]?.[1]);
    expect(text).toContain('"Usuarios, Informes, Historial de vídeo"');
    expect(text).not.toMatch(/control-access-to-video-history|[",]reports[",]/);
  });

  it('a failed permissions call fails the list (Retry), not a list with wrong counts', async () => {
    const { roleCalls, userCalls, common } = world();
    roleCalls.rolePermissions.mockResolvedValueOnce(err({ kind: 'network' }));
    const vm = new RolesViewModel(
      { ...common, roles: roleCalls, users: userCalls },
      {
        route: { name: 'admin-section', tenant: 'public', section: 'roles' },
        query: {},
        translate: (k) => k,
      },
    );
    vm.start();
    await settle();
    expect(vm.list.status).toBe('failed');
  });

  it('a name the rules refuse stays in the form; a created role opens on its page, the list query kept for back', async () => {
    const { roleCalls, userCalls, common } = world();
    const vm = new RolesViewModel(
      { ...common, roles: roleCalls, users: userCalls },
      {
        route: { name: 'admin-section', tenant: 'public', section: 'roles' },
        query: { q: 'op' },
        translate: (k) => k,
      },
    );
    vm.start();
    await settle();
    vm.openCreate();
    await vm.form!.submit();
    expect(vm.form!.error('name')).toBe('required');
    // The field stops at the 100 characters a name may have, so a longer paste is never refused for its length.
    vm.form!.set('name', 'x'.repeat(101));
    expect(vm.form!.values.name).toBe('x'.repeat(100));
    expect(vm.form!.error('name')).toBeNull();
    expect(vm.form!.lengthHint('name')).toMatchObject({ count: 100, limit: 100, show: true, band: 'full' });
    vm.form!.set('name', 'Night <b>');
    expect(vm.form!.error('name')).toBe('markup');
    vm.form!.set('name', ' Night shift ');
    await vm.form!.submit();
    expect(roleCalls.createRole).toHaveBeenCalledWith(' Night shift ');
    expect(vm.form).toBeNull();
    expect(common.navigate).toHaveBeenLastCalledWith('public/roles?q=op&role=12');
    expect(common.notify).toHaveBeenCalledWith({
      kind: 'success',
      key: 'admin.roles.created',
      values: { name: 'Night shift' },
    });
  });
});

describe("RoleViewModel: a role's permissions and users", () => {
  function rolePage(roleId = '10') {
    const w = world();
    const vm = new RoleViewModel(
      { roles: w.roleCalls, users: w.userCalls, notify: w.common.notify, navigate: w.common.navigate },
      { roleId, backRoute: 'public/roles?q=op', translate: WORDS },
    );
    return { ...w, vm };
  }

  it('offers only what the role lacks; adding a permission records it and shows the role again', async () => {
    const { vm, roleCalls, common } = rolePage();
    vm.start();
    await settle();
    expect(vm.name).toBe('Operator');
    expect(vm.permissions.map((p) => p.name)).toEqual(['reports']);
    // The record without an id cannot be linked: never offered.
    expect(vm.availablePermissions.map((p) => p.name)).toEqual(['users', 'control-access-to-video-history', 'legacy-thing']);
    expect(vm.members).toHaveLength(65);
    expect(vm.availableUsers.length).toBeGreaterThan(0);
    expect(vm.availableUsers.every((u) => u.roles[0]?.id === 11)).toBe(true);
    vm.setPermissionToAdd('1');
    await vm.addPermission();
    expect(roleCalls.addPermission).toHaveBeenCalledWith('10', 1);
    expect(vm.permissions.map((p) => p.name)).toEqual(['reports', 'users']);
    expect(vm.permissionToAdd).toBe('');
    expect(common.notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.roles.permission_added',
      // The permission by its words, as the page names it (never its key).
      values: { name: 'Usuarios', role: 'Operator' },
    });
  });

  it('removes only after the question is answered; a cancelled question changes nothing', async () => {
    const { vm, roleCalls } = rolePage();
    vm.start();
    await settle();
    const reports = vm.permissions[0]!;
    vm.askRemove({ kind: 'permission', record: reports });
    vm.cancelRemove();
    expect(vm.removing).toBeNull();
    expect(roleCalls.removePermission).not.toHaveBeenCalled();
    vm.askRemove({ kind: 'permission', record: reports });
    await vm.confirmRemove();
    expect(roleCalls.removePermission).toHaveBeenCalledWith('10', 2);
    expect(vm.permissions).toEqual([]);
    expect(vm.removing).toBeNull();
  });

  it("a refused change says so with the server's words", async () => {
    const { vm, common } = rolePage();
    vm.start();
    await settle();
    vm.setUserToAdd(String(vm.availableUsers[0]!.id));
    await vm.addUser();
    expect(common.notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.roles.user_added_failed',
      values: { name: 'User 2', role: 'Operator' },
      detail: { key: 'call_failure.server', serverText: 'User already has the role' },
    });
  });

  it('a role the tenant does not have is not found; back returns to the list as it was', async () => {
    const { vm, common } = rolePage('99');
    vm.start();
    await settle();
    expect(vm.status).toBe('not-found');
    vm.back();
    expect(common.navigate).toHaveBeenCalledWith('public/roles?q=op');
  });
});

describe('PermissionsViewModel: names that grant something', () => {
  function permissionsSection(query = {}) {
    const w = world();
    const vm = new PermissionsViewModel(
      { ...w.common, roles: w.roleCalls },
      { route: { name: 'admin-section', tenant: 'public', section: 'permissions' }, query, translate: (k) => k },
    );
    return { ...w, vm };
  }

  it("the CSV and the toasts name a permission by its words and its kind, in the reader's language", async () => {
    const w = world();
    const vm = new PermissionsViewModel(
      { ...w.common, roles: w.roleCalls },
      { route: { name: 'admin-section', tenant: 'public', section: 'permissions' }, query: {}, translate: WORDS },
    );
    vm.start();
    await settle();
    await vm.list.exportCsv();
    const rows = String(w.common.download.mock.calls[0]?.[1]).trim().split(/\r?\n/).slice(1).sort();
    expect(rows).toEqual([
      'Historial de vídeo,Permiso de control',
      'Informes,Entrada del menú',
      'Legacy thing,No concede nada',
      'Usuarios,Entrada del menú',
    ]);
    vm.openCreate();
    vm.form!.set('name', 'logs');
    await vm.form!.submit();
    expect(w.common.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ key: 'admin.permissions.created', values: { name: 'sidebar.logs' } }),
    );
  });

  it('filters by what a permission grants', async () => {
    const { vm } = permissionsSection({ 'f.kind': 'other' });
    vm.start();
    await settle();
    expect(vm.list.items.map((p) => p.name)).toEqual(['legacy-thing']);
    vm.list.setFilter('kind', 'control');
    await settle();
    expect(vm.list.items.map((p) => p.name)).toEqual(['control-access-to-video-history']);
  });

  it('refuses a name that grants nothing or that the tenant has, before any call; suggests the missing ones', async () => {
    const { vm, roleCalls } = permissionsSection();
    vm.start();
    await settle();
    expect(vm.suggestions).not.toContain('users');
    expect(vm.suggestions).toContain('logs');
    expect(vm.suggestions).toContain('control-access-to-edit-incident-history');
    vm.openCreate();
    vm.form!.set('name', 'night-shift');
    await vm.form!.submit();
    expect(vm.form!.error('name')).toBe('not-menu-entry');
    vm.form!.set('name', 'reports');
    expect(vm.form!.error('name')).toBe('taken');
    expect(roleCalls.createPermission).not.toHaveBeenCalled();
    vm.form!.set('name', 'logs');
    await vm.form!.submit();
    expect(roleCalls.createPermission).toHaveBeenCalledWith('logs');
    expect(vm.form).toBeNull();
  });
});
