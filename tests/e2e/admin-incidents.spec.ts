import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoColumnUnderPinned } from './layout-problems';
import { openAdminSection, signInStored } from './support';

/** The incidents section as a supervisor uses it: one signed-in page, reused by every step. */
test.describe.serial('admin incidents section (quick range, filters, sort, open, finish, export)', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await openAdminSection(browser, { email: 'admin@public.demo', tenant: 'public' }, 'Incidents');
  });

  test.afterAll(() => page.close());

  const table = () => page.getByRole('table', { name: 'Incidents' });
  const rows = () => table().locator('tbody').getByRole('row');
  const column = (name: string) => table().getByRole('columnheader', { name, exact: true });
  const total = async () => Number((await page.getByText(/^[\d,]+ records?$/).textContent())?.replace(/\D/g, ''));

  test('lists the history newest first; 7 days, live and a sort narrow it, all in the URL', async () => {
    await expect(column('Created')).toHaveAttribute('aria-sort', 'descending');
    await expect(rows()).toHaveCount(10);
    const all = await total();
    expect(all).toBeGreaterThan(100);

    const range = page.getByRole('group', { name: 'Created' });
    await range.getByRole('button', { name: '7 days' }).click();
    await expect(range.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/f\.from=\d{4}-\d{2}-\d{2}&f\.to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByLabel('From', { exact: true })).not.toHaveValue('');
    await expect.poll(total).toBeLessThan(all);

    await page.getByLabel('Live', { exact: true }).selectOption({ label: 'Yes' });
    await expect(page).toHaveURL(/f\.live=yes/);
    await expect(table()).toHaveAttribute('aria-busy', 'false');
    const live = await total();
    expect(live).toBeGreaterThan(0);
    await expect(rows()).toHaveCount(Math.min(live, 10));
    for (const row of await rows().all()) await expect(row.getByText('Live', { exact: true })).toBeVisible();

    await column('Id').getByRole('button').click();
    await expect(column('Id')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=id/);
    const ids = (await rows().locator('td:nth-child(2)').allInnerTexts()).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('fits each screen: a narrow one leaves out the reactions rather than hiding a column under the pinned actions', async () => {
    await expectNoColumnUnderPinned(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(column('Reactions')).toBeHidden();
    await expect(column('Title')).toBeVisible();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(column('Reactions')).toBeVisible();
  });

  test('opens an incident in the incident view', async () => {
    const first = rows().first();
    const id = (await first.locator('td:nth-child(2)').innerText()).trim();
    await first.getByRole('button', { name: /^Open #/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${id}$`), { timeout: 15_000 });
    await page.goBack();
    await expect(page).toHaveURL(/#\/public\/incidents\?.*f\.live=yes/);
    await expect(table()).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  });

  test('finishes a live incident after the confirmation; it leaves the live list', async () => {
    const before = await total();
    const first = rows().first();
    const id = (await first.locator('td:nth-child(2)').innerText()).trim();
    const finish = async () => {
      await first.getByRole('button', { name: /^More actions for #/ }).click();
      await page.getByRole('menuitem', { name: 'Finish', exact: true }).click();
    };
    await finish();
    const dialog = page.getByRole('alertdialog', { name: new RegExp(`^Finish #${id}`) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(total).toBe(before);

    await finish();
    await dialog.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page.getByText(new RegExp(`^#${id} .* was finished\\.$`))).toBeVisible();
    await expect.poll(total).toBe(before - 1);
    await expect(table().getByRole('cell', { name: id, exact: true })).toHaveCount(0);
  });

  test('exports what the filters leave as CSV', async () => {
    await page.getByLabel('Live', { exact: true }).selectOption({ label: 'All' });
    // Seven days rather than today: just after midnight the demo has made nothing yet today.
    await page.getByRole('group', { name: 'Created' }).getByRole('button', { name: '7 days' }).click();
    await expect(table()).toHaveAttribute('aria-busy', 'false');
    const count = await total();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('incidents.csv');
    const text = await readFile((await download.path()) ?? '', 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .replace(/^sep=,\r\n/, '')
      .trim()
      .split(/\r?\n/);
    // The date column's header names its one format (ISO 8601 in UTC), quoted for its comma.
    expect(lines[0]).toBe('Id,Title,"Created (UTC, YYYY-MM-DDThh:mm:ss.sssZ)",Status,Live,Phone,Address,Operator,Media,Reactions');
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).some((line) => line.includes(',Finished,'))).toBe(true);
  });
});

test('while the first page loads, the paginator shows no false zero ("0–0 of 0", "Page 1 of 1")', async ({ page }) => {
  // Every text the paginator shows, from the first: the loading state passes too quickly to be read by polling.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { paginatorTexts: string[] }).paginatorTexts = seen;
    new MutationObserver(() => {
      const nav = document.querySelector('nav[aria-label="Pagination"]');
      if (nav && seen.at(-1) !== nav.textContent) seen.push(nav.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { at: 'incidents' });
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText(/^1–10 of \d+$/)).toBeVisible({ timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { paginatorTexts: string[] }).paginatorTexts);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => /0–0 of 0(?!\d)|Page 1 of 1(?!\d)/.test(text))).toEqual([]);
});
