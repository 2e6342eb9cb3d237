import { expect, test, type Page } from '@playwright/test';
import { reportSecurityFigure } from './security-figures';
import { signInStored } from './support';

/**
 * Permissions come from the server, never from browser storage: an attacker with a signed-in browser edits each key
 * the console writes about the user (SPEC §3 local state), reloads, and types each guarded route. Every route is
 * refused and no data shows, because the console asks the demo world whose the token is and what it may do.
 */

const ACCOUNT = { email: 'noperm@tenant5.demo', tenant: 'tenant_5' } as const;

const EVERY_SECTION = ['teleport', 'users', 'roles', 'settings', 'permissions', 'tenants', 'reports', 'logs', 'features', 'files'];

/** Each stored key as an attacker would rewrite it. */
const EDITS: readonly (readonly [string, string])[] = [
  ['permissions', JSON.stringify([...EVERY_SECTION, 'control-panel', 'auth-data', 'control-access-to-video-history'])],
  ['user', JSON.stringify({ id: '3', email: 'super@tenant5.demo', thumbnail: null, isSuperUser: true })],
  ['tenantControls', JSON.stringify([])],
  ['tenantId', 'public'],
];

/** The guarded routes typed after each edit: tenant_5's sections, a past incident's history, the public tenant's users. */
const ROUTES = [
  'tenant_5/users',
  'tenant_5/roles',
  'tenant_5/settings',
  'tenant_5/permissions',
  'tenant_5/reports',
  'tenant_5/logs',
  'tenant_5/features',
  'tenant_5/files',
  'tenant_5/control-panel',
  'tenant_5/auth-data',
  'tenant_5/dashboard',
  'tenant_5/incident/view/42?fromIncidentDetail=true',
  'public/users',
];

/** The no-access heading in each language (the tenant's settings may switch the console's language after a reload). */
const NO_ACCESS = new RegExp(
  `^(${['You do not have access to this section', 'No tiene acceso a esta sección', 'Você não tem acesso a esta seção'].join('|')})$`,
);

/** What only a route that opened would show: other accounts of the tenants, a role's name. */
const DATA = /operator@tenant5\.demo|super@tenant5\.demo|@public\.demo|Supervisor/;

/** Whether the typed route was refused: the no-access heading, or the console sent the user elsewhere. */
async function refused(page: Page, route: string): Promise<boolean> {
  const wanted = `#/${route.split('?')[0] ?? route}`;
  const denied = page.getByRole('heading', { level: 1, name: NO_ACCESS });
  try {
    await expect
      .poll(async () => (await denied.isVisible()) || !new URL(page.url()).hash.startsWith(wanted), { timeout: 8_000 })
      .toBe(true);
  } catch {
    return false;
  }
  return !DATA.test(await page.locator('body').innerText());
}

test.describe('stored-key edits open nothing (permissions are the server word)', () => {
  for (const [key, value] of EDITS) {
    test(`an edited ${key}, then a reload: every guarded route is refused and shows no data`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInStored(page, ACCOUNT);
      await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
      await page.reload();
      const opened: string[] = [];
      for (const route of ROUTES) {
        // Written again before each route: the server's answer after the reload rewrites the stored copy.
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
        await page.goto(`/#/${route}`);
        if (!(await refused(page, route))) opened.push(route);
      }
      reportSecurityFigure({
        measure: 'stored-key edits that opened a route or a call',
        tried: ROUTES.length,
        unit: 'routes',
        through: opened.length,
        throughUnit: 'opened or showed data',
        note: `each of ${EDITS.map(([k]) => k).join(', ')} edited, then a reload`,
      });
      expect(opened).toEqual([]);
    });
  }
});
