import { expect, test, type Locator, type Page } from '@playwright/test';
import { installClock, createLiveIncident } from './support';

/**
 * SPEC §7 collab broadcast against the built demo: a collaborator invited through the share modal streams into the
 * incident, shows in a tile under the caller's video with their name (the demo names them by the invited phone's last
 * digit: ...3 is Camila Rojas), can be swapped into the main area, and their tile says so when they leave (the demo's
 * invited collaborator stays 30 s). The page keeps to one screen at 1440x900. The page's timers run on Playwright's clock
 * (installed before the app opens): the test runs the seconds the caller and the collaborator wait at once (runFor).
 */

const NAME = 'Camila Rojas';

/** The element shows frames and its time advances. */
async function expectPlaying(video: Locator): Promise<void> {
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start);
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.width > 0 && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

test('invite a collaborator → their tile plays beside the caller → swap into the main area → they leave', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await installClock(page);
  await createLiveIncident(page, { email: 'admin@public.demo', tenant: 'public' }, { digits: '21987654321', title: 'Collaborator' });
  // The caller streams 11 s after the link.
  await page.clock.runFor('00:12');
  const share = page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Share' });
  await expect(share).toBeVisible({ timeout: 40_000 });

  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share this incident' });
  await dialog.getByText('Invite a collaborator to broadcast').click();
  await dialog.getByLabel('Phone number').pressSequentially('21912345673');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('The collaboration link was sent to +5521912345673')).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // The collaborator starts streaming 4 s after the invitation.
  await page.clock.runFor('00:05');

  const tile = page.getByRole('group', { name: `Collaborator: ${NAME}` });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  const collaboratorVideo = tile.getByLabel(`${NAME}'s live video (collaborator)`);
  await expectPlaying(collaboratorVideo);
  await expectPlaying(page.getByLabel("Caller's live video"));
  expect(await inViewport(page, tile)).toBe(true);
  expect(await inViewport(page, page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight + 1)).toBe(false);

  // Swapped: the collaborator takes the main area, the caller a tile; and back.
  const before = (await tile.boundingBox())!.width;
  await tile.getByRole('button', { name: `Watch ${NAME} in the main view` }).click();
  await expect.poll(async () => (await tile.boundingBox())!.width).toBeGreaterThan(before * 2);
  await expectPlaying(collaboratorVideo);
  await tile.getByRole('button', { name: 'Back to caller' }).click();
  await expect.poll(async () => (await tile.boundingBox())!.width).toBeLessThan(before * 1.5);

  // They leave 30 s after they started.
  await page.clock.runFor('00:30');
  await expect(tile.getByText(`${NAME} left the broadcast`)).toBeVisible({ timeout: 15_000 });
  await expect(collaboratorVideo).toBeHidden();
});
