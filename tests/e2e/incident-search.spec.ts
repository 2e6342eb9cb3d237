import { expect, test } from '@playwright/test';
import { openCreateMode as openCreate } from './support';

test.describe('search-incidents modal (SPEC §2, §5, §8)', () => {
  test('the search button shows with hasAccess (operator@tenant5.demo holds the video-history permission)', async ({ page }) => {
    await openCreate(page, 'operator@tenant5.demo', 'tenant_5');
    await expect(page.getByRole('button', { name: 'Search incidents' })).toBeVisible();
  });

  test('finds a past incident by phone and opens its view route', async ({ page }) => {
    test.setTimeout(60_000);
    await openCreate(page, 'admin@public.demo', 'public');
    await page.getByRole('button', { name: 'Search incidents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search incidents' });
    const confirm = dialog.getByRole('button', { name: 'Search', exact: true });
    await expect(confirm).toBeDisabled();

    // Only one date: confirm stays disabled and the missing-date message shows.
    await dialog.getByLabel('Start date').fill('2026-01-01');
    await expect(confirm).toBeDisabled();
    await expect(dialog.getByText('Fill in both the start date and the end date')).toBeVisible();
    await dialog.getByLabel('Start date').fill('');

    // A generated incident's phone: found first by its title ("Flooding" is one of the demo's incident kinds).
    await dialog.getByLabel('Name').fill('Flooding');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    const results = dialog.getByRole('list', { name: 'Search results' });
    const first = results.getByRole('button').first();
    await expect(first).toBeVisible({ timeout: 10_000 });
    const text = await first.innerText();
    const id = /^(\d+) - /.exec(text)?.[1];
    const phone = /\+55(\d+)/.exec(text)?.[1];
    expect(id, text).toBeTruthy();
    expect(phone, text).toBeTruthy();

    // Now by phone alone (prefix +55 and the national digits).
    await dialog.getByRole('button', { name: 'New search' }).click();
    await dialog.getByLabel('Name').fill('');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Phone prefix').selectOption('+55');
    await dialog.getByLabel('Phone', { exact: true }).fill(phone ?? '');
    await confirm.click();
    const match = results.getByRole('button', { name: new RegExp(`^${id} - `) });
    await expect(match).toBeVisible({ timeout: 10_000 });
    const title = (/^\d+ - (.*)$/m.exec(await match.innerText())?.[1] ?? '').trim();
    await match.click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${id}$`));

    // The incident view page shows the incident found: its title, id and phone, its map and its panels.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(id ?? '', { exact: true })).toBeVisible();
    await expect(details.getByText(new RegExp(`${phone}$`))).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map: / })).toBeVisible();
    await expect(page.getByLabel('Incident title')).toHaveValue(title);
  });

  test('an unknown incident id on the view route says it was not found and leads back', async ({ page }) => {
    await openCreate(page, 'admin@public.demo', 'public');
    await page.goto('/#/public/incident/view/999999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Incident 999999999 was not found' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Back to the incident list' }).click();
    await expect(page).toHaveURL(/#\/public\/incident\/live$/);
  });

  test('no result shows the no-results warning', async ({ page }) => {
    await openCreate(page, 'admin@public.demo', 'public');
    await page.getByRole('button', { name: 'Search incidents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search incidents' });
    await dialog.getByLabel('Name').fill('zzzz no such incident zzzz');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog.getByRole('alert').getByText('No results')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText('No incident matches this search').first()).toBeVisible();
  });

  test('the search button is hidden without hasAccess (tenant_5 defines the video-history permission; noperm lacks it)', async ({
    page,
  }) => {
    await openCreate(page, 'noperm@tenant5.demo', 'tenant_5');
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search incidents' })).toHaveCount(0);
  });

  test('without hasAccess the incident view goes to live, whatever the query says (SPEC §2, §6)', async ({ page }) => {
    await openCreate(page, 'noperm@tenant5.demo', 'tenant_5');
    await page.goto('/#/tenant_5/incident/view/999999999');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
    // Access comes from the loaded permissions: the fromIncidentDetail query opens nothing.
    await page.goto('/#/tenant_5/incident/view/999999999?fromIncidentDetail=true');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
  });
});
