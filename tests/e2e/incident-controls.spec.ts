import { expect, test, type Page } from '@playwright/test';
import { installClock, createLiveIncident } from './support';

/**
 * SPEC §2 live controls (stop, blur-all toggle, link, share, operator mute; operator broadcast only with
 * allowOperatorBroadcast, SPEC §6). tenant_12 allows the broadcast; the public tenant does not. The page's timers run on
 * Playwright's clock (installed before the app opens): each test runs the seconds before the caller joins at once
 * (runFor) instead of waiting for them.
 */

async function goLive(page: Page, account: { email: string; tenant: string; digits: string }, title: string): Promise<string> {
  await installClock(page);
  const id = await createLiveIncident(page, account, { digits: account.digits, title, description: 'Live controls end-to-end test' });
  // The cooperative caller (phone ending in 1) joins 10 s after the link.
  await page.clock.runFor('00:12');
  return id;
}

test.describe('live controls (SPEC §2, §6)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('blur all, copy link, mute and broadcast toggle on tenant_12 (broadcast allowed)', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const id = await goLive(page, { email: 'operator@tenant12.demo', tenant: 'tenant_12', digits: '3001234561' }, 'Controls on tenant_12');
    const controls = page.getByRole('toolbar', { name: 'Live controls' });
    // Stop shows at once; the call's controls once the caller has joined (SPEC §2: not deleted and has remote users).
    await expect(controls.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 15_000 });
    const blur = controls.getByRole('button', { name: 'Blur all' });
    await expect(blur).toBeVisible({ timeout: 30_000 });
    await expect(blur).toHaveAttribute('aria-pressed', 'false');
    await blur.click();
    await expect(blur).toHaveAttribute('aria-pressed', 'true');
    // The state in its words too, not only for a screen reader.
    await expect(blur).toHaveText('Blur all On');
    await expect(page.getByLabel("Caller's live video")).toHaveCSS('filter', /blur/);
    await blur.click();
    await expect(blur).toHaveAttribute('aria-pressed', 'false');
    await expect(blur).toHaveText('Blur all');
    await expect(page.getByLabel("Caller's live video")).toHaveCSS('filter', 'none');

    await controls.getByRole('button', { name: 'Copy view link' }).click();
    // The in-browser demo says the link it made is a demo link.
    await expect(controls.getByRole('button', { name: 'Demo link copied to your clipboard' })).toBeVisible();
    // The link carries the incident's share token: the no-login view opens nothing without it.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${baseURL}/#/tenant_12/incident/live/${id}/view\\?share=[0-9a-f]{32}_[0-9a-z]+$`),
    );

    const mute = controls.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(mute).toHaveText('Mute On');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    const broadcast = controls.getByRole('button', { name: 'Talk to caller' });
    await broadcast.click();
    await expect(broadcast).toHaveAttribute('aria-pressed', 'true');
    await broadcast.click();
    await expect(broadcast).toHaveAttribute('aria-pressed', 'false');
  });

  test('the public tenant has no broadcast control (allowOperatorBroadcast off)', async ({ page }) => {
    test.setTimeout(90_000);
    await goLive(page, { email: 'admin@public.demo', tenant: 'public', digits: '21987654321' }, 'Controls on public');
    const controls = page.getByRole('toolbar', { name: 'Live controls' });
    await expect(controls.getByRole('button', { name: 'Blur all' })).toBeVisible({ timeout: 30_000 });
    await expect(controls.getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Talk to caller' })).toHaveCount(0);
  });
});
