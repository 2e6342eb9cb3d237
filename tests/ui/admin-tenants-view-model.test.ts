import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { CallFailure } from '../../src/application/shared/failure';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { MAX_TENANT_PHOTO_BYTES } from '../../src/domain/admin/tenant-form';
import type { Tenant } from '../../src/domain/admin/admin-entities';
import type { TenantInput } from '../../src/domain/admin/resources/tenants';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { TenantsViewModel } from '../../src/ui/admin/sections/tenants/tenants.view-model';
import { settle } from './admin-users-support';

function tenantsSection(query = {}) {
  const progressSeen: (number | null)[] = [];
  const tenants: Tenant[] = [
    { id: 'public', name: 'Public', apiKey: 'k-p', totalAdminUsers: 25, allowedIps: '', photo: 'tenant-photos/public.jpg' },
    {
      id: 'tenant_5',
      name: 'Ciudad de México',
      apiKey: 'k-5',
      totalAdminUsers: '10',
      allowedIps: ['10.0.0.0/8', '192.168.0.0/16'],
      photo: 'bare-key',
    },
    { id: 'tenant_12', name: 'Bogotá', apiKey: 'k-12', totalAdminUsers: 6, allowedIps: null, photo: null },
  ];
  const calls = {
    all: vi.fn(async (filter: { readonly name?: string }) =>
      ok(tenants.filter((t) => typeof filter.name !== 'string' || (t.name ?? '').toLowerCase().includes(filter.name.toLowerCase()))),
    ),
    fileAddress: vi.fn(async (key: string): Promise<Result<string, CallFailure>> =>
      key.startsWith('tenant-photos/') ? ok(`https://signed.example/${key}?sig=1`) : err({ kind: 'not-found' }),
    ),
    create: vi.fn(async (input: TenantInput, onProgress?: (fraction: number) => void) => {
      onProgress?.(0.5);
      progressSeen.push(vm.uploadProgress);
      return ok({ id: 'tenant_100', ...input, photo: input.photo ? 'tenant-photos/new.jpg' : null });
    }),
    update: vi.fn(async (id: string | number, input: TenantInput) => ok({ id, ...input, photo: null })),
    remove: vi.fn(async () => ok(undefined)),
  };
  const previews = { create: vi.fn(() => `blob:preview-${previews.create.mock.calls.length}`), revoke: vi.fn() };
  const notify = vi.fn();
  const vm = new TenantsViewModel(
    {
      tenants: calls,
      previews,
      navigate: vi.fn(),
      notify,
      searchDelay: new DelayFlow(new VirtualClock()),
      download: vi.fn(),
    },
    { route: { name: 'admin-section', tenant: 'public', section: 'tenants' }, query },
  );
  return { vm, calls, previews, notify, progressSeen };
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('TenantsViewModel (SPEC §7 /tenant)', () => {
  it('filters on the server by the search, shows each photo through its signed URL (none when it cannot be signed)', async () => {
    const { vm, calls } = tenantsSection({ q: 'bog' });
    vm.start();
    await settle();
    expect(calls.all).toHaveBeenCalledWith({ name: 'bog' });
    expect(vm.list.items.map((t) => t.name)).toEqual(['Bogotá']);
    vm.list.clearFilters();
    await settle();
    expect(calls.all).toHaveBeenLastCalledWith({});
    expect(vm.list.items.map((t) => [t.name, t.photoUrl, t.allowedIps, t.totalAdminUsers])).toEqual([
      ['Bogotá', null, '', 6],
      ['Ciudad de México', null, '10.0.0.0/8, 192.168.0.0/16', 10],
      ['Public', 'https://signed.example/tenant-photos/public.jpg?sig=1', '', 25],
    ]);
    // The public tenant cannot be deleted from its own console.
    expect(vm.list.items.map((t) => vm.list.mayRemove(t))).toEqual([true, true, false]);
  });

  it('refuses a photo of another type or too large before any upload; a picture is previewed and sent in the multipart', async () => {
    const { vm, calls, previews, progressSeen } = tenantsSection();
    vm.start();
    await settle();
    vm.openCreate();
    vm.choosePhoto(file('notes.pdf', 'application/pdf', 10));
    expect(vm.photoProblem).toBe('photo-type');
    expect(vm.form!.values.photo).toBeNull();
    vm.choosePhoto(file('huge.png', 'image/png', MAX_TENANT_PHOTO_BYTES + 1));
    expect(vm.photoProblem).toBe('photo-too-large');
    expect(vm.preview).toBeNull();
    const photo = file('lima.png', 'image/png', 100);
    vm.choosePhoto(photo);
    expect(vm.photoProblem).toBeNull();
    expect(vm.preview).toBe('blob:preview-1');
    expect(vm.form!.dirty).toBe(true);

    vm.form!.set('name', ' Lima ');
    vm.form!.set('apiKey', 'k-l');
    vm.form!.set('totalAdminUsers', '3 users');
    vm.form!.set('allowedIps', '999.1.1.1, hello');
    await vm.form!.submit();
    // Every refused field at once, and the screen is told to move the focus to the first.
    expect(vm.form!.errors).toEqual({ apiKey: 'invalid-api-key', totalAdminUsers: 'out-of-range', allowedIps: 'invalid-ips' });
    expect(vm.form!.refusals).toBe(1);
    expect(calls.create).not.toHaveBeenCalled();
    vm.form!.set('apiKey', 'lima-7f3a9c2e1b4d');
    vm.form!.set('totalAdminUsers', '3');
    vm.form!.set('allowedIps', '');
    await vm.form!.submit();
    expect(calls.create).toHaveBeenCalledWith(
      { name: ' Lima ', apiKey: 'lima-7f3a9c2e1b4d', totalAdminUsers: 3, allowedIps: '', photo },
      expect.any(Function),
    );
    // The upload's progress shows while the photo goes up, and goes once it is saved.
    expect(progressSeen).toEqual([0.5]);
    expect(vm.uploadProgress).toBeNull();
    expect(vm.form).toBeNull();
    expect(previews.revoke).toHaveBeenCalledWith('blob:preview-1');
  });

  it('edits with the current values; no photo chosen keeps the current one', async () => {
    const { vm, calls, notify } = tenantsSection();
    vm.start();
    await settle();
    const bogota = vm.list.items[0]!;
    vm.openEdit(bogota);
    expect(vm.form!.values).toEqual({ name: 'Bogotá', apiKey: 'k-12', totalAdminUsers: '6', allowedIps: '', photo: null });
    vm.form!.set('totalAdminUsers', '7');
    await vm.form!.submit();
    // Nothing to upload: no progress listener.
    expect(calls.update).toHaveBeenCalledWith(
      'tenant_12',
      { name: 'Bogotá', apiKey: 'k-12', totalAdminUsers: 7, allowedIps: '', photo: null },
      undefined,
    );
    expect(notify).toHaveBeenCalledWith({ kind: 'success', key: 'admin.tenants.updated', values: { name: 'Bogotá' } });
  });
});
