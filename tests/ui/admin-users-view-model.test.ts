import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { settle, usersSection } from './admin-users-support';

async function opened() {
  const section = usersSection();
  section.vm.start();
  await settle();
  return section;
}

describe('UsersViewModel: create, edit, password, activation (the users section)', () => {
  it('create: the domain schema refuses fields one by one, nothing is sent, errors follow the typing', async () => {
    const { vm, gateway } = await opened();
    vm.openCreate();
    const form = vm.form!;
    form.set('email', 'not-an-email');
    await form.submit();
    expect(form.errors).toMatchObject({ name: 'required', email: 'invalid-email', password: 'required' });
    expect(gateway.users).toHaveLength(23);
    form.set('name', '<b>Ana</b>');
    expect(form.errors.name).toBe('markup');
    form.set('name', 'Ana');
    expect(form.errors.name).toBeUndefined();
  });

  it('create: saves with a password and roles, closes, toasts and reloads; the audit records CREATE_USER', async () => {
    const { vm, list, gateway, notify, recorded } = await opened();
    vm.openCreate();
    const form = vm.form!;
    form.set('name', 'Ana');
    form.set('lastName', 'Lima');
    form.set('email', 'ana@tenant.demo');
    form.set('password', 'correct horse');
    vm.toggleRole('2');
    const saving = form.submit();
    expect(form.saving).toBe(true);
    await saving;
    await settle();
    const created = gateway.users.find((u) => u.email === 'ana@tenant.demo');
    expect(created?.roles).toEqual([{ id: 2, name: 'Supervisors' }]);
    expect(vm.form).toBeNull();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', key: 'admin.users.created', values: { name: 'Ana Lima' } });
    expect(recorded).toContain('CREATE_USER');
    expect(list.total).toBe(24);
  });

  it("create: the server's refusal stays in the form with its words", async () => {
    const { vm } = await opened();
    vm.openCreate();
    const form = vm.form!;
    form.set('name', 'Dup');
    form.set('email', 'user3@tenant.demo');
    form.set('password', 'long enough');
    await form.submit();
    expect(vm.form).toBe(form);
    expect(form.failure).toEqual({ key: 'call_failure.server', serverText: 'Email already in use' });
  });

  it('a form with changes asks before it closes; an untouched one closes at once', async () => {
    const { vm, list } = await opened();
    vm.openEdit(list.items[0]!);
    vm.form!.requestClose();
    expect(vm.form).toBeNull();
    vm.openEdit(list.items[0]!);
    const form = vm.form!;
    form.set('phone', '+5511999990000');
    form.requestClose();
    expect(form.confirmingDiscard).toBe(true);
    form.keepEditing();
    expect(vm.form).toBe(form);
    form.requestClose();
    form.discard();
    expect(vm.form).toBeNull();
  });

  it('edit: saves the changed record; deactivating oneself in the form is refused with reason self', async () => {
    const { vm, list, gateway, recorded } = await opened();
    const other = list.items[0]!;
    vm.openEdit(other);
    vm.form!.set('lastName', 'Pereira');
    await vm.form!.submit();
    expect(gateway.users.find((u) => u.id === other.id)?.lastName).toBe('Pereira');
    expect(recorded).toContain('EDIT_USER');
    await settle();
    const self = list.items.find((u) => u.id === 2)!;
    vm.openEdit(self);
    vm.form!.set('active', false);
    await vm.form!.submit();
    expect(vm.form!.failure).toEqual({ key: ['admin.refused.update.self', 'admin.refused.generic'] });
    expect(gateway.users.find((u) => u.id === 2)?.active).toBe(true);
  });

  it('change password: the confirmation must match; a match saves and records EDIT_USER_PASSWORD', async () => {
    const { vm, list, gateway, notify, recorded } = await opened();
    const target = list.items[0]!;
    vm.openPassword(target);
    const form = vm.passwordForm!;
    form.set('password', 'new password 1');
    form.set('confirmation', 'new password 2');
    await form.submit();
    expect(form.errors).toEqual({ confirmation: 'mismatch' });
    form.set('confirmation', 'new password 1');
    await form.submit();
    expect(gateway.passwords.get(String(target.id))).toBe('new password 1');
    expect(vm.passwordForm).toBeNull();
    expect(recorded).toContain('EDIT_USER_PASSWORD');
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      key: 'admin.users.password_changed',
      values: { name: 'User 01 Souza' },
    });
  });

  it('activate and deactivate from the list; oneself is refused and said so; a failure is an error toast', async () => {
    const { vm, list, gateway, notify } = await opened();
    const other = list.items[0]!;
    await vm.setActive(other, false);
    expect(gateway.users.find((u) => u.id === other.id)?.active).toBe(false);
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.users.deactivated',
      values: { name: 'User 01 Souza' },
    });
    const self = list.items.find((u) => u.id === 2)!;
    await vm.setActive(self, false);
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      key: 'admin.users.activation_failed',
      values: { name: 'User 02 Silva' },
      detail: { key: ['admin.refused.update.self', 'admin.refused.generic'] },
    });
    gateway.failing = new GatewayError('network');
    await vm.setActive(other, true);
    expect(notify.mock.calls.at(-1)?.[0]).toMatchObject({ kind: 'error' });
  });

  it('offers the tenant roles for the filter and the form', async () => {
    const { vm } = await opened();
    expect(vm.roles.map((r) => r.name)).toEqual(['Operators', 'Supervisors']);
  });
});
