import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { LOGGED_USERS_REFRESH_MS } from '../../src/ui/admin/sections/logged-users/logged-users.view-model';
import { devicesSection, ipsSection, loggedUsersSection, registrationsSection, settle, signInsSection } from './admin-access-support';

const lastRoute = (navigate: { mock: { calls: unknown[][] } }) => navigate.mock.calls.at(-1)?.[0];

async function opened<S extends { vm: { start(): void } }>(section: S): Promise<S> {
  section.vm.start();
  await settle();
  return section;
}

describe('allowed devices: the row actions', () => {
  it('approves a pending device at once: the status is sent with its hash and label, a toast, the list again', async () => {
    const { vm, list, gateway, notify } = await opened(devicesSection());
    const pending = list.items.find((d) => d.status === 'pending')!;
    const loads = gateway.listCalls.length;
    await vm.approve(pending);
    expect(gateway.writes.at(-1)).toEqual({ id: pending.id, input: { hash: pending.hash, label: pending.label, status: 'approved' } });
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.allowed-devices.approved',
      values: { name: 'Desk 3' },
    });
    await settle();
    expect(gateway.listCalls.length).toBe(loads + 1);
    expect(list.items.find((d) => d.id === pending.id)?.status).toBe('approved');
    // Approving an approved device sends nothing.
    const writes = gateway.writes.length;
    await vm.approve(list.items.find((d) => d.id === pending.id)!);
    expect(gateway.writes).toHaveLength(writes);
  });

  it('revoking asks first: cancel keeps the device, confirm revokes it and says so', async () => {
    const { vm, list, gateway, notify } = await opened(devicesSection());
    const approved = list.items.find((d) => d.status === 'approved')!;
    vm.askRevoke(approved);
    expect(vm.revoking).toBe(approved);
    vm.cancelRevoke();
    expect(vm.revoking).toBeNull();
    expect(gateway.writes).toHaveLength(0);
    vm.askRevoke(approved);
    const confirming = vm.confirmRevoke();
    expect(vm.changing).toBe(approved.id);
    await confirming;
    expect(vm.revoking).toBeNull();
    expect(vm.changing).toBeNull();
    expect(gateway.records.find((d) => d.id === approved.id)?.status).toBe('revoked');
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.allowed-devices.revoked',
      values: { name: approved.label },
    });
    // A revoked device offers no revoke.
    vm.askRevoke(gateway.records.find((d) => d.id === approved.id)!);
    expect(vm.revoking).toBeNull();
  });

  it("a status change the server refuses is an error toast with the server's words; the device keeps its status", async () => {
    const { vm, list, gateway, notify } = await opened(devicesSection());
    const pending = list.items.find((d) => d.status === 'pending')!;
    gateway.failing = new GatewayError('server', 'Device locked', 423);
    await vm.approve(pending);
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.allowed-devices.status_failed',
      values: { name: 'Desk 3' },
      detail: { key: 'call_failure.server', serverText: 'Device locked' },
    });
    expect(gateway.records.find((d) => d.id === pending.id)?.status).toBe('pending');
    expect(vm.changing).toBeNull();
  });

  it('adding checks the hash with the domain rule, then adds the device approved; renaming keeps hash and status', async () => {
    const { vm, list, gateway, notify } = await opened(devicesSection());
    vm.openAdd();
    const form = vm.form!;
    form.set('label', 'Front desk');
    form.set('hash', 'ab cd');
    await form.submit();
    expect(form.errors).toEqual({ hash: 'invalid-device-hash' });
    expect(gateway.writes).toHaveLength(0);
    form.set('hash', 'f0e1d2c3b4a5');
    expect(form.errors).toEqual({});
    await form.submit();
    expect(gateway.writes.at(-1)).toEqual({ id: null, input: { hash: 'f0e1d2c3b4a5', label: 'Front desk', status: 'approved' } });
    expect(vm.form).toBeNull();
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.allowed-devices.added',
      values: { name: 'Front desk' },
    });

    const revoked = list.items.find((d) => d.status === 'revoked')!;
    vm.openRename(revoked);
    vm.form!.set('label', 'Old desk');
    await vm.form!.submit();
    expect(gateway.writes.at(-1)).toEqual({ id: revoked.id, input: { hash: revoked.hash, label: 'Old desk', status: 'revoked' } });
  });

  it('filters by status through the route', async () => {
    const { list, navigate, gateway } = await opened(devicesSection());
    list.setFilter('status', 'pending');
    expect(lastRoute(navigate)).toBe('tenant_24/allowed-devices?f.status=pending');
    await settle();
    expect(gateway.listCalls.at(-1)?.filters).toEqual({ status: 'pending' });
    expect(list.items.map((d) => d.status)).toEqual(['pending']);
  });
});

describe('allowed IPs: the address checked under the field', () => {
  it('refuses an invalid CIDR with its reason, says what a valid value is as it is typed, and adds it', async () => {
    const { vm, gateway, notify } = await opened(ipsSection());
    vm.openAdd();
    const form = vm.form!;
    form.set('value', '10.0.0.0/33');
    expect(vm.valueKind).toBeNull();
    await form.submit();
    expect(form.errors).toEqual({ value: 'invalid-ip' });
    expect(gateway.writes).toHaveLength(0);
    for (const [value, kind] of [
      ['192.168.1.7', 'ipv4'],
      ['2001:db8::1', 'ipv6'],
      ['2001:db8::/32', 'ipv6-range'],
      ['172.16.0.0/12', 'ipv4-range'],
    ] as const) {
      form.set('value', value);
      expect(vm.valueKind).toBe(kind);
    }
    form.set('label', 'Branch');
    await form.submit();
    expect(gateway.writes.at(-1)).toEqual({ id: null, input: { value: '172.16.0.0/12', label: 'Branch' } });
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.ips-admin.added',
      values: { name: 'Branch (172.16.0.0/12)' },
    });
  });

  it('edits an address and deletes one after the confirmation', async () => {
    const { vm, list, gateway } = await opened(ipsSection());
    const ip = list.items[0]!;
    vm.openEdit(ip);
    expect(vm.form!.values).toEqual({ value: '10.0.0.0/8', label: 'HQ' });
    vm.form!.set('value', '10.0.0.0/16');
    await vm.form!.submit();
    expect(gateway.records[0]?.value).toBe('10.0.0.0/16');
    await settle();
    list.askRemove(list.items[0]!);
    await list.confirmRemove();
    expect(gateway.records).toHaveLength(0);
  });
});

describe('auth data: the sign-in history', () => {
  it('opens newest first; result and day filters go to the route and the query', async () => {
    const { list, navigate, gateway } = await opened(signInsSection());
    expect(gateway.listCalls[0]?.sort).toEqual({ field: 'at', order: 'desc' });
    expect(list.items[0]?.id).toBe('s20');
    list.setFilter('result', 'failure');
    list.setFilter('from', '2026-11-05');
    list.setFilter('to', '2026-11-12');
    expect(lastRoute(navigate)).toBe('tenant_24/auth-data?f.result=failure&f.from=2026-11-05&f.to=2026-11-12');
    await settle();
    expect(gateway.listCalls.at(-1)?.filters).toEqual({ result: 'failure', from: '2026-11-05', to: '2026-11-12' });
    expect(list.items.map((r) => r.id)).toEqual(['s12', 's9', 's6']);
  });

  it("narrows to one row's user and back; an unknown email has no user to narrow to", async () => {
    const { vm, list } = await opened(signInsSection());
    const unknown = { ...list.items[0]!, userId: null };
    vm.onlyUserOf(unknown);
    expect(list.filterValue('userId')).toBe('');
    const record = list.items[0]!;
    vm.onlyUserOf(record);
    expect(vm.user).toBe(record.email);
    expect(list.filterValue('userId')).toBe(record.userId);
    await settle();
    // That user's sign-ins, and only theirs (a filter the gateway matched to nobody would leave none).
    expect(list.items.map((r) => r.userId)).toContain(record.userId);
    expect(list.items.every((r) => r.userId === record.userId)).toBe(true);
    vm.clearUser();
    expect(vm.user).toBeNull();
    expect(list.filterValue('userId')).toBe('');
  });

  it('exports the filtered history as CSV with the result and the reason in words', async () => {
    const { list, download } = await opened(signInsSection({ 'f.result': 'failure', 'f.from': '2026-11-06', 'f.to': '2026-11-09' }));
    await list.exportCsv();
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('sign-ins.csv');
    expect(text.trim().split(/\r?\n/)).toEqual([
      't:admin.auth-data.columns.at (t:admin.list.csv_date_format),t:admin.auth-data.columns.email,t:admin.auth-data.columns.ip,t:admin.auth-data.columns.device,t:admin.auth-data.columns.result,t:admin.auth-data.columns.reason',
      '2026-11-09T09:00:00.000Z,stranger@example.org,10.0.0.9,,t:admin.auth-data.result.failure,t:admin.auth-data.failure.unknown-user',
      '2026-11-06T09:00:00.000Z,user2@tenant.demo,10.0.0.6,hash-6,t:admin.auth-data.result.failure,t:admin.auth-data.failure.other',
    ]);
  });
});

describe('logged users: refreshed every 30 s while open', () => {
  it('reads once on opening, again every 30 s of the Clock, and never after the section closes', async () => {
    const { vm, list, gateway, clock, session } = loggedUsersSection();
    vm.start();
    await settle();
    expect(gateway.listCalls).toHaveLength(1);
    expect(vm.updatedAt).toBe(clock.now());
    await clock.advance(LOGGED_USERS_REFRESH_MS - 1);
    expect(gateway.listCalls).toHaveLength(1);
    gateway.records = [...gateway.records, session(3)];
    await clock.advance(1);
    expect(gateway.listCalls).toHaveLength(2);
    expect(list.total).toBe(3);
    expect(vm.updatedAt).toBe(clock.now());
    await clock.advance(LOGGED_USERS_REFRESH_MS * 2);
    expect(gateway.listCalls).toHaveLength(4);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(LOGGED_USERS_REFRESH_MS * 3);
    expect(gateway.listCalls).toHaveLength(4);
  });

  it('a refresh keeps the rows on screen; a failed one keeps them and says they are stale, the next one recovers', async () => {
    const { vm, list, gateway, clock } = loggedUsersSection();
    vm.start();
    await settle();
    const statuses: string[] = [];
    const stop = reaction(
      () => list.status,
      (status) => statuses.push(status),
    );
    const before = vm.updatedAt;
    gateway.failing = new GatewayError('network');
    await clock.advance(LOGGED_USERS_REFRESH_MS);
    expect(gateway.listCalls).toHaveLength(2);
    expect(statuses).toEqual([]);
    expect(list.status).toBe('ready');
    expect(list.stale).toBe(true);
    expect(list.items).toHaveLength(2);
    expect(vm.updatedAt).toBe(before);
    gateway.failing = null;
    await clock.advance(LOGGED_USERS_REFRESH_MS);
    expect(list.stale).toBe(false);
    expect(vm.updatedAt).toBe(clock.now());
    expect(statuses).toEqual([]);
    stop();
    vm.dispose();
  });

  it('opens again after a close (a screen mounted twice) and refreshes again', async () => {
    const { vm, gateway, clock } = loggedUsersSection();
    vm.start();
    vm.dispose();
    vm.start();
    await settle();
    const calls = gateway.listCalls.length;
    await clock.advance(LOGGED_USERS_REFRESH_MS);
    expect(gateway.listCalls).toHaveLength(calls + 1);
    vm.dispose();
  });
});

describe('new users register: pending by default, each decision confirmed', () => {
  it('opens on the pending registrations with a plain route; All is written f.status=all and shows every one', async () => {
    const { list, gateway, navigate } = await opened(registrationsSection());
    expect(gateway.listCalls[0]?.filters).toEqual({ status: 'pending' });
    expect(list.filterValue('status')).toBe('pending');
    expect(list.total).toBe(3);
    expect(list.isFiltered).toBe(false);
    list.setFilter('status', '');
    expect(lastRoute(navigate)).toBe('public/new-users-register?f.status=all');
    await settle();
    expect(gateway.listCalls.at(-1)?.filters).toEqual({});
    expect(list.total).toBe(5);
    expect(list.isFiltered).toBe(true);
    list.clearFilters();
    expect(lastRoute(navigate)).toBe('public/new-users-register');
    expect(list.filterValue('status')).toBe('pending');
  });

  it('approving asks first, then creates the user (CREATE_USER), says so and reads the list again', async () => {
    const { vm, list, gateway, notify, recorded } = await opened(registrationsSection());
    const first = list.items[0]!;
    vm.ask(first, 'approve');
    expect(vm.deciding).toEqual({ registration: first, decision: 'approve' });
    vm.cancel();
    expect(gateway.created).toHaveLength(0);
    vm.ask(first, 'approve');
    await vm.confirm();
    expect(gateway.created.map((u) => u.email)).toEqual([first.email]);
    expect(recorded).toContain('CREATE_USER');
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.new-users-register.approved',
      values: { name: 'Person1 Lima' },
    });
    expect(vm.deciding).toBeNull();
    await settle();
    expect(list.total).toBe(2);
  });

  it('rejecting creates nobody; a request decided meanwhile is an error toast and the list is read again', async () => {
    const { vm, list, gateway, notify } = await opened(registrationsSection());
    const [first, second] = list.items;
    vm.ask(first!, 'reject');
    await vm.confirm();
    expect(gateway.records.find((r) => r.id === first!.id)?.status).toBe('rejected');
    expect(gateway.created).toHaveLength(0);
    // Someone else approved it in the meantime.
    gateway.records = gateway.records.map((r) => (r.id === second!.id ? { ...r, status: 'approved' } : r));
    vm.ask(second!, 'approve');
    const loads = gateway.listCalls.length;
    await vm.confirm();
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.new-users-register.approve_failed',
      values: { name: 'Person2 Lima' },
      detail: { key: 'call_failure.server', serverText: 'Registration already approved' },
    });
    await settle();
    expect(gateway.listCalls.length).toBe(loads + 1);
    // A decided registration cannot be asked about.
    vm.ask(
      gateway.records.find((r) => r.status === 'rejected')!,
      'approve',
    );
    expect(vm.deciding).toBeNull();
  });
});
