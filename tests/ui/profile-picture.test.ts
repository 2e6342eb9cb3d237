import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/domain/incident/settings';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import { ok } from '../../src/domain/shared/result';
import { AdminLayoutViewModel } from '../../src/ui/admin/admin-layout.view-model';
import { sidebarBranding } from '../../src/domain/routing/sidebar';

const withThumbnail = (thumbnail: string | null) =>
  new AdminLayoutViewModel({
    user: {
      current: () => ({
        token: 't',
        tenantId: 'public',
        user: { id: '1', email: 'a@demo', thumbnail, isSuperUser: false },
        permissions: [],
      }),
      settings: () => defaultSettings(),
      customLogo: () => false,
    },
    logout: { execute: () => Promise.resolve(ok({ route: 'login' })) },
    navigate: () => {},
    currentRoute: () => 'public/users',
    config: defaultTenantConfig(),
    branding: (tenant, flag) => sidebarBranding(tenant, flag, defaultTenantConfig()),
    leave: () => Promise.resolve(false),
  });

describe('header profile picture (SPEC §2)', () => {
  it.each([
    ['https://cdn.example/u/1.jpg', 'https://cdn.example/u/1.jpg'],
    [' https://cdn.example/u/1.jpg ', 'https://cdn.example/u/1.jpg'],
    ['http://cdn.example/u/1.jpg', null],
    ['javascript:alert(1)', null],
    ['https://cdn.example/a"onerror=x', null],
    ['', null],
    [null, null],
  ])('%s → %s', (thumbnail, shown) => expect(withThumbnail(thumbnail).profilePicture).toBe(shown));
});
