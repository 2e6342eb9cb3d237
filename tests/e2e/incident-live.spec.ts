import { expect, test, type Locator, type Page } from '@playwright/test';
import { installClock, fillIncidentForm, openCreateMode, sendSmsAndOpenLive } from './support';

/**
 * SPEC §2 Live incident page (with §4, §8, §9) against the built demo: the simulated caller's scenario is chosen by the
 * phone's last digit (README "Writing a training scenario"). The caller clicks within seconds and joins ~10 s after
 * the link. Each page's timers run on Playwright's clock (installed before the app opens): time flows as usual, and a
 * test runs the seconds the caller's script waits at once (runFor: every timer due in them fires, in order).
 */

const TENANT = 'public';

/** Creates a live incident with a phone ending in `lastDigit` (the caller's scenario) and waits for its title. */
async function createLiveIncident(
  page: Page,
  lastDigit: string,
  title: string,
  account: { email: string; tenant: string; prefix: string; digits: string } = {
    email: 'admin@public.demo',
    tenant: TENANT,
    prefix: '+55',
    digits: '2198765432',
  },
): Promise<void> {
  await installClock(page);
  await openCreateMode(page, account.email, account.tenant);
  await expect(page.getByLabel('Country prefix')).toHaveValue(account.prefix);
  await fillIncidentForm(page, { digits: `${account.digits}${lastDigit}`, title, description: 'Live page end-to-end test' });
  await sendSmsAndOpenLive(page, account.tenant);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

const video = (page: Page): Locator => page.getByLabel("Caller's live video");

async function expectVideoPlaying(page: Page, timeout = 30_000): Promise<void> {
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout }).toBeGreaterThan(0);
  const start = await video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start);
}

/**
 * What of the message status table its scroll container cuts off: the permission badges not wholly inside it, and
 * 'scrolls sideways' when the table is wider than the panel.
 */
async function cutOffInStatusTable(panel: Locator): Promise<string[]> {
  return panel.getByRole('group', { name: 'Message status' }).evaluate((scroller) => {
    const frame = scroller.getBoundingClientRect();
    const badges = [...scroller.querySelectorAll('tbody td:last-child *')].filter((el) => el.children.length === 0);
    const cut = badges
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < frame.left - 0.5 || box.right > frame.right + 0.5;
      })
      .map((el) => el.textContent ?? '');
    return scroller.scrollWidth > scroller.clientWidth + 1 ? [...cut, 'scrolls sideways'] : cut;
  });
}

/** The number of caller positions the built-in map's accessible name reports. */
async function mapPositions(page: Page): Promise<number> {
  const label = (await page.getByRole('img', { name: /^Map: incident and \d+ caller position/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) caller position/.exec(label)?.[1] ?? '0');
}

test.describe('live incident page (SPEC §2, §4, §8, §9)', () => {
  test('cooperative caller (…1): status toasts, video plays, map track grows, stop returns to create mode', async ({ page }) => {
    test.setTimeout(90_000);
    await createLiveIncident(page, '1', 'Live cooperative caller');
    // Read at 4 s, camera accepted at 8 s, streaming at 11 s, walking from 15 s (a position every 5 s).
    await page.clock.runFor('00:20');
    // The chosen address's coordinates reached the incident, even with Send clicked at once.
    await expect(page.getByRole('img', { name: /^Map: incident and \d+ caller position/ })).toBeVisible();
    const latitude = page.getByRole('term').filter({ hasText: 'Latitude' }).locator('xpath=following-sibling::dd[1]');
    await expect(latitude).toHaveText(/^-?\d+(\.\d+)?$/);

    await expect(page.getByRole('region', { name: 'Call log' }).getByText('The caller read the link')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Call log' }).getByText('The caller accepted camera access')).toBeVisible({
      timeout: 20_000,
    });

    await expectVideoPlaying(page);
    await expect(page.getByRole('status').filter({ hasText: 'Connection: Connected' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Remote streams' }).getByRole('button')).not.toHaveCount(0);

    // Message status panel: receiver and the pt-BR date.
    const statusPanel = page.getByRole('region', { name: 'Message status' });
    await expect(statusPanel.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/ }).first()).toBeVisible();
    // Every permission reads whole inside the panel on 1440 px and 1280 px wide windows.
    await expect(statusPanel.getByText('Camera: yes').first()).toBeVisible({ timeout: 20_000 });
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await expect.poll(() => cutOffInStatusTable(statusPanel), { message: `at ${width} px` }).toEqual([]);
    }

    await expect.poll(() => mapPositions(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const first = await mapPositions(page);
    await page.clock.runFor('00:06');
    await expect.poll(() => mapPositions(page), { timeout: 20_000 }).toBeGreaterThan(first);

    const controls = page.getByRole('toolbar', { name: 'Live controls' });
    await expect(controls.getByRole('button', { name: 'Blur all' })).toBeVisible();
    await controls.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
    await page.getByRole('region', { name: 'Call ended' }).getByRole('button', { name: 'New incident' }).click();
    await expect(page).toHaveURL(new RegExp(`#/${TENANT}/incident/live$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
  });

  test('caller denies location (…3): the refused-location toast shows and the video still plays', async ({ page }) => {
    test.setTimeout(60_000);
    await createLiveIncident(page, '3', 'Live denies location');
    await page.clock.runFor('00:12');
    await expect(page.getByRole('region', { name: 'Call log' }).getByText('The caller refused location access')).toBeVisible({
      timeout: 25_000,
    });
    await expectVideoPlaying(page);
  });

  test('caller drops twice (…8): the video goes away and comes back', async ({ page }) => {
    test.setTimeout(100_000);
    await createLiveIncident(page, '8', 'Live drops and rejoins');
    // The link went out before this moment: the caller's script is at least this far along.
    const sent = await page.evaluate(() => Date.now());
    await page.clock.runFor('00:12');
    await expectVideoPlaying(page);
    // The video drops 30 s after the link and is back at 38 s.
    await page.clock.runFor(sent + 31_000 - (await page.evaluate(() => Date.now())));
    await expect(page.getByText('The caller is not sending video right now')).toBeVisible({ timeout: 15_000 });
    await page.clock.runFor('00:08');
    await expect(page.getByText('The caller is not sending video right now')).toBeHidden({ timeout: 15_000 });
    await expectVideoPlaying(page);
  });

  test('taken over (…9): the take-over warning ends the session; closing it stays on the incident', async ({ page }) => {
    test.setTimeout(100_000);
    await createLiveIncident(page, '9', 'Live taken over');
    await page.clock.runFor('00:12');
    await expectVideoPlaying(page);
    // Another operator takes control 40 s after the link.
    await page.clock.runFor('00:30');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(/took control of this incident$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('toolbar', { name: 'Live controls' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`#/${TENANT}/incident/live/[^/?]+$`));
  });

  test('the read-only live view ({id}/view) plays the video without controls', async ({ page }) => {
    test.setTimeout(90_000);
    await createLiveIncident(page, '1', 'Live read-only view');
    await page.clock.runFor('00:12');
    await expectVideoPlaying(page);
    // The view link (with its share token) as the operator copies it.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Copy view link' }).click();
    await expect(page.getByRole('button', { name: 'Demo link copied to your clipboard' })).toBeVisible();
    const viewHash = new URL(await page.evaluate(() => navigator.clipboard.readText())).hash;
    expect(viewHash).toMatch(/\/view\?share=[0-9a-f]{32}_[0-9a-z]+$/);
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, viewHash);
    await expect(page.getByText('View only', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expectVideoPlaying(page);
    await expect(page.getByRole('toolbar', { name: 'Live controls' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to HQ' })).toHaveCount(0);
  });

  test("requireIncidentTitle (tenant_5): stop without a title is blocked with 'required.title'", async ({ page }) => {
    test.setTimeout(90_000);
    await createLiveIncident(page, '1', 'Live title required', {
      email: 'super@tenant5.demo',
      tenant: 'tenant_5',
      prefix: '+52',
      digits: '551234567',
    });
    await page.clock.runFor('00:12');
    const stop = page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Incident title').fill('');
    await stop.click();
    await expect(page.getByText('A title is required before leaving, stopping or saving the incident').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live\/[^/?]+$/);
    await page.getByLabel('Incident title').fill('Live title required');
    await stop.click();
    await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
    await expect(page.getByRole('region', { name: 'Call ended' })).toBeVisible({ timeout: 15_000 });
  });

  test('slow network (…0): network quality shows the §4 red level', async ({ page }) => {
    test.setTimeout(60_000);
    await createLiveIncident(page, '0', 'Live slow network');
    // The network quality drops 18 s after the link.
    await page.clock.runFor('00:20');
    await expect(page.locator('[data-quality="red"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/(Upload|Download) quality: Poor/).first()).toBeVisible();
  });

  test('caller denies camera (…2): refused-media notice, no video, only Stop, the map still gets positions', async ({ page }) => {
    test.setTimeout(60_000);
    await createLiveIncident(page, '2', 'Live denies camera');
    // Camera refused at 8 s, the caller walks from 10 s (a position every 10 s).
    await page.clock.runFor('00:12');
    await expect(page.getByRole('region', { name: 'Call log' }).getByText('The caller refused camera/microphone access')).toBeVisible({
      timeout: 25_000,
    });
    await expect.poll(() => mapPositions(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByText('The caller refused the camera', { exact: true })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button')).toHaveText(['Stop']);
  });

  test('caller denies both (…4): the refused-both toast shows', async ({ page }) => {
    test.setTimeout(60_000);
    await createLiveIncident(page, '4', 'Live denies both');
    await page.clock.runFor('00:10');
    await expect(
      page.getByRole('region', { name: 'Call log' }).getByText('The caller refused both media and location permissions'),
    ).toBeVisible({ timeout: 25_000 });
  });
});
