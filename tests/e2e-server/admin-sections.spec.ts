import { expect, type Page } from '@playwright/test';
import { CRUD_SECTIONS, LIST_SECTIONS, PRODUCTION_SECTIONS, RUN, rowAction, type Wire } from './admin-sections.table';
import { ADMIN, buildOf, servedOnly, signIn, tokenOf } from './server-support';
import { test } from './served-test';

/**
 * Every administration section of SPEC §2 on the served console, one signed-in page for all: the sections that
 * create, edit and delete do so over the wire to the demo world, each change checked on screen and in the server's own
 * list (asked with the console's token); the others list what the server holds; roles, features and speed tests do
 * what their calls allow (a role given a permission, a feature switched and back, a speed test run and saved).
 * The production build walks a sample of the same table (PRODUCTION_SECTIONS): its admin screens are the same code.
 */
test.describe.serial('administration sections over the wire', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await signIn(page, ADMIN);
  });
  test.afterAll(() => page.close());

  /** The section's records as the server holds them, as text (asked with the token of the page `on`). */
  const onServer = async (wire: Wire, on = page): Promise<string> => {
    const headers = { authorization: `Bearer ${await tokenOf(on)}` };
    const response = wire.body
      ? await on.request.post(wire.path, { headers, data: wire.body })
      : await on.request.get(wire.path, { headers });
    expect(response.status()).toBe(200);
    return response.text();
  };

  const heading = (name: string, on = page) => on.getByRole('heading', { level: 1, name });
  const table = (on = page) => on.getByRole('main').getByRole('table').first();
  const open = async (name: string, route?: string, on = page) => {
    if (route) await on.goto(`/#/public/${route}`);
    else await on.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    await expect(heading(name, on)).toBeVisible({ timeout: 15_000 });
  };

  for (const [index, section] of CRUD_SECTIONS.entries()) {
    test(`${section.name} ${index}: list, create, edit and delete`, async ({ browser }) => {
      test.skip(
        buildOf() === 'production' && !PRODUCTION_SECTIONS.includes(section.name),
        'the production build walks a sample of the sections',
      );
      // A section of another account signs in a browser of its own first.
      if (section.account) test.setTimeout(120_000);
      const on = section.account ? await browser.newPage({ viewport: { width: 1280, height: 720 } }) : page;
      if (section.account) await signIn(on, section.account);
      /** The change is on screen and in the server's own list. */
      const shown = async (label: string, present: boolean) => {
        await expect(table(on).getByRole('row').filter({ hasText: label })).toHaveCount(present ? 1 : 0);
        await expect.poll(async () => (await onServer(section.wire, on)).includes(label)).toBe(present);
      };
      const created = `Wire ${index} ${RUN} one`;
      const edited = `Wire ${index} ${RUN} two`;
      await open(section.name, undefined, on);
      await section.open?.(on);
      await expect(table(on).getByRole('row').filter({ hasText: section.seeded }).first()).toBeVisible();
      expect(await onServer(section.wire, on)).toContain(section.seeded);

      await section.create(on, created);
      await expect(on.getByRole('dialog')).toBeHidden();
      // A long list pages its records: the run's own are found by their name.
      const search = on.getByRole('main').getByRole('searchbox');
      if ((await search.count()) > 0) await search.first().fill(`Wire ${index} ${RUN}`);
      await shown(created, true);
      await section.created?.(on, created);

      await section.edit(on, created, edited);
      await expect(on.getByRole('dialog')).toBeHidden();
      await shown(edited, true);

      await rowAction(on, 'Delete', section.rowName?.(edited) ?? edited);
      await on.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await shown(edited, false);
      if (on !== page) await on.close();
    });
  }

  test('every other section lists what the server holds', async () => {
    const sections = buildOf() === 'production' ? LIST_SECTIONS.filter((s) => PRODUCTION_SECTIONS.includes(s.name)) : LIST_SECTIONS;
    for (const section of sections) {
      await test.step(section.name, async () => {
        await open(section.name, section.route);
        const shows = section.shows?.(page) ?? table().getByRole('row').nth(1);
        await expect(shows).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
        if (section.wire) await onServer(section.wire);
      });
    }
  });

  test('Roles: a new role is given a permission, which is then removed', async () => {
    servedOnly('the production build walks a sample of the sections');
    const role = `Wire role ${RUN}`;
    await open('Roles');
    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill(role);
    await page.getByRole('dialog').getByRole('button', { name: 'New role' }).click();
    await expect(heading(role)).toBeVisible();
    expect(await onServer({ path: '/api/role' })).toContain(role);
    const permissions = page.getByRole('table', { name: `Permissions of ${role}` });
    await page.getByLabel('Permission to add').selectOption({ label: 'Reports — A sidebar entry' });
    await page.getByRole('button', { name: 'Add permission' }).click();
    await expect(permissions.getByRole('cell', { name: 'Reports', exact: true })).toBeVisible();
    const id = /role=(\d+)/.exec(page.url())?.[1];
    await expect.poll(async () => onServer({ path: `/api/role/${id}/permissions` })).toContain('reports');
    await permissions.getByRole('button', { name: 'Remove Reports' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(permissions.getByRole('cell', { name: 'Reports', exact: true })).toBeHidden();
    await expect.poll(async () => onServer({ path: `/api/role/${id}/permissions` })).not.toContain('reports');
  });

  test('Features: a switch saves on the server at once, and Undo puts it back', async () => {
    servedOnly('the production build walks a sample of the sections');
    const chatOn = async () =>
      (JSON.parse(await onServer({ path: '/api/features' })) as { key: string; enabled: boolean }[]).find((f) => f.key === 'chat')?.enabled;
    await open('Features');
    const chat = page.getByRole('table', { name: 'Features' }).getByRole('checkbox', { name: 'Chat with the caller' });
    await expect(chat).toBeChecked();
    await chat.click({ force: true });
    await expect(chat).not.toBeChecked();
    await expect.poll(chatOn).toBe(false);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(chat).toBeChecked();
    await expect.poll(chatOn).toBe(true);
  });

  test('Speed tests: a run is saved on the server and heads the list', async () => {
    servedOnly('the production build walks a sample of the sections');
    const count = async () => (JSON.parse(await onServer({ path: '/speed-test' })) as unknown[]).length;
    await open('Speed tests');
    const before = await count();
    await page.getByRole('button', { name: 'Run a speed test' }).click();
    await expect(page.getByText('Speed test saved')).toBeVisible({ timeout: 30_000 });
    await expect.poll(count).toBe(before + 1);
  });
});
