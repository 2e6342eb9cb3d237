import { expect, test, type Page } from '@playwright/test';
import { createLiveIncident, hashOf } from './support';

/**
 * SPEC §2 "A list or landing is also reached at {tenant}/incident/live" and "After a stop the incident is cleared and
 * the operator goes back to the list": create mode shows the tenant's live incidents beside the form.
 */

const ADMIN = { email: 'admin@public.demo', tenant: 'public' } as const;

const liveList = (page: Page) => page.getByRole('list', { name: 'Live incidents' });
const entry = (page: Page, title: string) => liveList(page).getByRole('listitem').filter({ hasText: title });

test.describe('live incidents list in create mode (SPEC §2, §9)', () => {
  test('an incident created in create mode is listed when the operator comes back, and Open opens its live view', async ({ page }) => {
    const title = 'Live list: fallen tree on Rua A';
    const id = await createLiveIncident(page, ADMIN, { digits: '21987654321', title });
    expect(id).not.toBe('');

    await page.goto('/#/public/incident/live');
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Live incidents' })).toBeVisible();
    await expect(entry(page, title)).toHaveCount(1, { timeout: 15_000 });
    await expect(entry(page, title)).toContainText('Caller: +5521987654321');
    await expect(entry(page, title)).toContainText(/Started \S/);
    // The newest live incident comes first.
    await expect(liveList(page).getByRole('listitem').first()).toContainText(title);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(entry(page, title)).toHaveCount(1);

    await entry(page, title)
      .getByRole('button', { name: `Open ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/live/${id}$`), { timeout: 15_000 });
    expect(hashOf(page)).toBe(`#/public/incident/live/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  });

  test('after a stop the operator is back on create mode with the live list, without the stopped incident', async ({ page }) => {
    test.setTimeout(90_000);
    const title = 'Live list: stopped incident';
    const id = await createLiveIncident(page, ADMIN, { digits: '21987654321', title });
    const controls = page.getByRole('toolbar', { name: 'Live controls' });
    await controls.getByRole('button', { name: 'Stop' }).click({ timeout: 40_000 });
    await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
    await page.getByRole('region', { name: 'Call ended' }).getByRole('button', { name: 'New incident' }).click();
    await expect(page).toHaveURL(/#\/public\/incident\/live$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Live incidents' })).toBeVisible();
    await expect(liveList(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await expect(
      liveList(page)
        .getByRole('button', { name: /^Open / })
        .first(),
    ).toBeEnabled();
    // Its stream ended with the stop (SPEC §4: live incidents are those with a video stream): no longer listed, and
    // its live address says it is finished and leads back to the list (SPEC §8).
    await expect(entry(page, title)).toHaveCount(0);
    await page.goto(`/#/public/incident/live/${id}`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('This incident has already finished')).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/public\/incident\/live$/, { timeout: 15_000 });
  });
});
