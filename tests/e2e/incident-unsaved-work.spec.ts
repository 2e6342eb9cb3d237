import { expect, test, type Page } from '@playwright/test';
import { createLiveIncident, installClock, signIn } from './support';

/**
 * Nothing the operator types in the edit form is lost: the save state shows inline beside the form, a run of failed
 * saves gives one notice (never a dialog per attempt), leaving with unsaved text asks first, and text typed while the
 * session expires is kept as a draft, offered again after signing in (back on the incident, SPEC §4 redirect).
 */

const ADMIN = { email: 'admin@public.demo', tenant: 'public' } as const;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

const description = (page: Page) => page.getByLabel('Description', { exact: true });
const saveState = (page: Page) => page.getByRole('status', { name: /^Save state/ });
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your latest changes are not saved yet' });

async function openLive(page: Page, title: string, query = ''): Promise<string> {
  await page.setViewportSize({ width: 1366, height: 768 });
  const id = await createLiveIncident(page, { ...ADMIN, query }, { digits: '21987654321', title, description: 'Unsaved work test' });
  await expect(page.getByLabel('Incident title')).toHaveValue(title, { timeout: 15_000 });
  return id;
}

test.describe('unsaved work in the edit form', () => {
  test('a save the server refuses: inline state and one notice while it retries; leaving asks first; saved once accepted', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The page's timers on Playwright's clock: the test runs the 3 s the form waits before it saves at once.
    await installClock(page);
    // The drill's server refuses every save of the incident for its first 20 s (README "Refused saves").
    await openLive(page, 'Unsaved work: refused save', 'scenario=refused-save');

    const typed = 'Caller says the water is at the second step';
    await description(page).fill(typed);
    await page.clock.runFor('00:04');
    await expect(saveState(page)).toHaveText('Not saved, retrying', { timeout: 10_000 });
    await expect(notice(page)).toHaveCount(1);
    await expect(notice(page)).toContainText('One of the values is too long');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/edits-save-state.png' });

    // A retry fails again: still one notice, no dialog.
    await page.getByRole('button', { name: 'Retry now' }).click();
    await expect(saveState(page)).toHaveText('Not saved, retrying');
    await expect(notice(page)).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Leaving asks first; staying keeps the operator on the incident with the text.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await expect(leave).toBeVisible({ timeout: 10_000 });
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/edits-leave-prompt.png' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/);
    await expect(description(page)).toHaveValue(typed);

    // Once the server accepts saves again (after its 20 s), a later retry saves the same text and the notice goes:
    // the clock runs on a second at a time until it has.
    await page.clock.runFor('00:20');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return (await saveState(page).textContent())?.trim();
        },
        { timeout: 30_000 },
      )
      .toBe('Saved');
    await expect(notice(page)).toHaveCount(0);
    await expect(description(page)).toHaveValue(typed);
  });

  test('session expiry mid-edit: the text is kept, offered after signing in again on the same incident, and saved', async ({ page }) => {
    test.setTimeout(60_000);
    const id = await openLive(page, 'Unsaved work: session expiry');
    const live = new RegExp(`#/public/incident/live/${id}$`);

    // The operator types, and the token expires (issued long ago, as the server sees it) before the form saves: the
    // permission check every 2 s (SPEC §9) or the save finds it expired.
    const typed = 'Caller now on the roof, two children with him';
    await description(page).fill(typed);
    await page.evaluate(() => {
      const token = window.localStorage.getItem('token') ?? '';
      window.localStorage.setItem('token', token.replace(/\.\d+$/, '.0'));
    });

    // The next check finds the session expired: login, with the incident as the redirect.
    await expect(page).toHaveURL(/#\/login\?redirect=/, { timeout: 20_000 });
    await signIn(page, ADMIN.email, ADMIN.tenant);
    await expect(page).toHaveURL(live, { timeout: 15_000 });

    const offer = page.getByRole('region', { name: 'Unsaved changes from an earlier visit' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offer).toContainText(typed);
    if (SCREENSHOTS) await page.screenshot({ path: '/tmp/edits-draft-offer.png' });
    await offer.getByRole('button', { name: 'Restore and save' }).click();
    await expect(offer).toBeHidden();
    await expect(description(page)).toHaveValue(typed);
    await expect(saveState(page)).toHaveText('Saved', { timeout: 10_000 });
  });
});
