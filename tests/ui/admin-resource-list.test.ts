import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { SEARCH_DELAY_MS } from '../../src/ui/admin/resource/resource-list.view-model';
import { InMemoryUsers, settle, usersSection } from './admin-users-support';

const lastRoute = (navigate: { mock: { calls: unknown[][] } }) => navigate.mock.calls.at(-1)?.[0];

describe('ResourceListViewModel: the query lives in the route (SPEC §9 paginator)', () => {
  it('opens on the first page of 10, sorted by name, with the total', async () => {
    const { vm, list } = usersSection();
    vm.start();
    expect(list.status).toBe('loading');
    await settle();
    expect(list.status).toBe('ready');
    expect(list.items).toHaveLength(10);
    expect(list.total).toBe(23);
    expect(list.range).toEqual({ from: 1, to: 10 });
    expect(list.lastPage).toBe(3);
    expect(list.items[0]?.name).toBe('User 01');
    expect(list.sortOrder('name')).toBe('ascending');
  });

  it('restores page, size, sort, search and filters from a copied link, ignoring what it does not know', async () => {
    const { vm, list, gateway } = usersSection({ page: '2', perPage: '5', sort: '-email', q: 'silva', 'f.active': 'true', 'f.bogus': 'x' });
    vm.start();
    await settle();
    expect(gateway.listCalls[0]).toEqual({
      page: 2,
      perPage: 5,
      sort: { field: 'email', order: 'desc' },
      search: 'silva',
      filters: { active: 'true' },
    });
    expect(list.searchText).toBe('silva');
    expect(list.filterValue('active')).toBe('true');
  });

  it('each page, size, sort and filter change writes the route and loads; back to a known query loads it again', async () => {
    const { vm, list, navigate, gateway } = usersSection();
    vm.start();
    await settle();
    list.goToPage(3);
    expect(lastRoute(navigate)).toBe('tenant_5/users?page=3');
    // Until page 3 arrives, the range still describes the rows on screen.
    expect(list.range).toEqual({ from: 1, to: 10 });
    await settle();
    expect(list.items).toHaveLength(3);
    expect(list.range).toEqual({ from: 21, to: 23 });
    list.setPerPage(20);
    // The first record shown (21st) stays on screen: page 2 of 20.
    expect(lastRoute(navigate)).toBe('tenant_5/users?page=2&perPage=20');
    list.toggleSort('email');
    expect(lastRoute(navigate)).toBe('tenant_5/users?perPage=20&sort=email');
    list.toggleSort('email');
    expect(lastRoute(navigate)).toBe('tenant_5/users?perPage=20&sort=-email');
    list.setFilter('role', '2');
    expect(lastRoute(navigate)).toBe('tenant_5/users?perPage=20&sort=-email&f.role=2');
    await settle();
    expect(gateway.listCalls.at(-1)?.filters).toEqual({ role: '2' });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((u) => u.roles.some((r) => r.id === 2))).toBe(true);
    const calls = gateway.listCalls.length;
    // The route the list wrote comes back (the hash changed): nothing to load.
    list.syncFromRoute({ perPage: '20', sort: '-email', 'f.role': '2' });
    expect(gateway.listCalls).toHaveLength(calls);
    // Back: the earlier query loads again.
    list.syncFromRoute({ page: '3' });
    await settle();
    expect(list.query.page).toBe(3);
    expect(list.query.filters).toEqual({});
    expect(gateway.listCalls).toHaveLength(calls + 1);
  });

  it('searches once typing pauses (on the Clock), replacing the route entry; Enter searches at once', async () => {
    const { vm, list, navigate, clock } = usersSection({ page: '2' });
    vm.start();
    await settle();
    list.setSearchText('user 0');
    list.setSearchText('user 07');
    expect(navigate).not.toHaveBeenCalled();
    await clock.advance(SEARCH_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith('tenant_5/users?q=user+07', { replace: true });
    await settle();
    expect(list.items.map((u) => u.name)).toEqual(['User 07']);
    list.setSearchText('souza');
    list.applySearch();
    expect(lastRoute(navigate)).toBe('tenant_5/users?q=souza');
    await clock.advance(SEARCH_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('a failed load shows the failure and Retry loads again', async () => {
    const gateway = new InMemoryUsers();
    gateway.failing = new GatewayError('network');
    const { vm, list } = usersSection({}, gateway);
    vm.start();
    await settle();
    expect(list.status).toBe('failed');
    expect(list.failure).toEqual({ key: 'call_failure.network' });
    gateway.failing = null;
    list.retry();
    await settle();
    expect(list.status).toBe('ready');
    expect(list.total).toBe(23);
  });

  it('tells an empty resource from a search that matches nothing', async () => {
    const empty = usersSection({}, new InMemoryUsers(0));
    empty.vm.start();
    await settle();
    expect(empty.list.isEmpty).toBe(true);
    expect(empty.list.isFiltered).toBe(false);
    const none = usersSection({ q: 'nobody' });
    none.vm.start();
    await settle();
    expect(none.list.isEmpty && none.list.isFiltered).toBe(true);
    none.list.clearFilters();
    expect(lastRoute(none.navigate)).toBe('tenant_5/users');
  });

  it('a page past the end (a stale link) shows the last page instead', async () => {
    const { vm, list, navigate } = usersSection({ page: '9' });
    vm.start();
    await settle();
    await settle();
    expect(navigate).toHaveBeenLastCalledWith('tenant_5/users?page=3', { replace: true });
    expect(list.items).toHaveLength(3);
  });
});

describe('ResourceListViewModel: deleting, bulk deleting and export', () => {
  it('deletes after a confirmation naming the record, says so and reloads', async () => {
    const { vm, list, notify, gateway, recorded } = usersSection();
    vm.start();
    await settle();
    const target = list.items[2]!;
    list.askRemove(target);
    expect(list.removing).toBe(target);
    expect(list.nameOf(target)).toBe('User 03 Souza');
    await list.confirmRemove();
    await settle();
    expect(gateway.users.some((u) => u.id === target.id)).toBe(false);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', key: 'admin.list.removed', values: { name: 'User 03 Souza' } });
    expect(recorded).toContain('DELETE_USER');
    expect(list.total).toBe(22);
    expect(list.removing).toBeNull();
  });

  it('a failed delete is an error toast with the reason', async () => {
    const { vm, list, notify, gateway } = usersSection();
    vm.start();
    await settle();
    gateway.failing = new GatewayError('server', 'Last super user cannot be removed');
    list.askRemove(list.items[0]!);
    await list.confirmRemove();
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.list.remove_failed',
      values: { name: 'User 01 Souza' },
      detail: { key: 'call_failure.server', serverText: 'Last super user cannot be removed' },
    });
  });

  it('the signed-in user cannot be selected or asked about; select-all takes the others on the page', async () => {
    const { vm, list } = usersSection();
    vm.start();
    await settle();
    const self = list.items.find((u) => u.id === 2)!;
    expect(vm.isSelf(self)).toBe(true);
    expect(list.mayRemove(self)).toBe(false);
    list.askRemove(self);
    expect(list.removing).toBeNull();
    list.toggleSelected(self);
    expect(list.selected).toEqual([]);
    list.toggleAll();
    expect(list.selected).toHaveLength(9);
    expect(list.allSelected).toBe(true);
    list.toggleSelected(list.items[0]!);
    expect(list.someSelected).toBe(true);
  });

  it('bulk delete removes the selected records and reports the count', async () => {
    const { vm, list, notify, gateway } = usersSection();
    vm.start();
    await settle();
    list.toggleSelected(list.items[0]!);
    list.toggleSelected(list.items[2]!);
    list.askBulkRemove();
    expect(list.confirmingBulkRemove).toBe(true);
    await list.confirmBulkRemove();
    await settle();
    expect(gateway.users).toHaveLength(21);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', key: 'admin.list.bulk_removed', values: { count: 2 } });
    expect(list.selected).toEqual([]);
  });

  it('exports every filtered record through the facade, page by page, escaping formula cells', async () => {
    const gateway = new InMemoryUsers(230);
    gateway.users[0] = { ...gateway.users[0]!, name: '=HYPERLINK("http://evil")', lastName: 'Souza' };
    const { vm, list, download, notify } = usersSection({ 'f.active': 'true', perPage: '5' }, gateway);
    vm.start();
    await settle();
    await list.exportCsv();
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('users.csv');
    const lines = text.trimEnd().split('\r\n');
    const active = gateway.users.filter((u) => u.active).length;
    expect(lines).toHaveLength(active + 1);
    expect(lines[0]).toBe('name,lastName,email,phone,active,isHqAdmin,isSuperUser,roles');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",Souza,user1@tenant.demo,'+551190000001,true,true,true,Supervisors`);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', key: 'admin.list.exported', values: { count: active } });
    // The screen's own page did not move.
    expect(list.query.perPage).toBe(5);
  });
});
