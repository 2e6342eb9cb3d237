import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { PAST_INCIDENT } from '../e2e/route-list';
import { ADMIN, operatorBrowser } from './server-support';
import { test } from './served-test';

/**
 * SPEC §2, §4, §7, §9 video history on the served console: the call just made over the wire (a caller page in a
 * browser of its own, streaming Chromium's fake camera through the relay) is recorded by the operator's browser, kept
 * by the server and played back from the server's address with a picture; a seeded recording plays from the server
 * too; each downloads as the file its button names.
 */
test.use({ permissions: ['camera', 'microphone', 'geolocation'], geolocation: { latitude: -22.9512, longitude: -43.1944 } });

const player = (page: Page): Locator => page.getByLabel(/^Recording player:/);

async function expectRecordingPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^http:\/\/localhost:\d+\/demo\/recordings\/files\//);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start + 0.5);
}

/** The first bytes of the file a click downloads, and its name. */
async function download(page: Page, button: Locator): Promise<{ readonly name: string; readonly head: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), head: (await readFile(await file.path())).subarray(0, 12) };
}

/** The file is what its extension says: an ISO-BMFF `ftyp` box for mp4, the EBML header for WebM. */
function expectContainer(head: Buffer, format: string): void {
  if (format === 'mp4') expect(head.subarray(4, 8).toString('latin1')).toBe('ftyp');
  else expect([...head.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
}

test('a call made over the wire is recorded, kept by the server, plays back with a picture and downloads as what it says', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await operatorBrowser(browser, ADMIN);
  await page.goto('/#/public/incident/live');
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Phone number').pressSequentially('21987654325');
  await page.getByLabel('Title', { exact: true }).fill('Recorded over the wire');
  await page.getByRole('combobox', { name: 'Address', exact: true }).fill('Rua do Catete 100, Rio de Janeiro');
  await page.getByLabel('Description', { exact: true }).fill('Smoke seen from the street');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
  const id = /live\/([^/?]+)$/.exec(page.url())?.[1] ?? '';
  const callerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const caller = await callerContext.newPage();
  await caller.goto('/#/training/caller');
  await caller.getByRole('link', { name: 'Play the caller of Recorded over the wire' }).click();
  await caller.getByLabel('Your name (the operator sees it)').fill('Ana Caller');
  await caller.getByRole('button', { name: 'Accept and start the video' }).click();

  const live = page.getByLabel("Caller's live video");
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 45_000 }).toBeGreaterThan(0);
  const joined = await live.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(joined + 4);
  await page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await expect(page.getByRole('region', { name: 'Call ended' })).toBeVisible({ timeout: 15_000 });
  await callerContext.close();

  // A page of its own: the recording is the server's now, not this page's memory.
  await page.goto(`/#/public/incident/view/${id}`);
  const history = page.getByRole('region', { name: 'Video history' });
  const play = history
    .getByRole('list', { name: 'Recordings' })
    .getByRole('button', { name: new RegExp(`^Play call-${id}-1\\.(mp4|webm)$`) });
  await expect(play).toBeVisible({ timeout: 20_000 });
  const listed = await history.getByRole('list', { name: 'Recordings' }).innerText();
  const format = new RegExp(`call-${id}-1\\.(mp4|webm)`).exec(listed)?.[1] ?? 'mp4';
  await expectRecordingPlays(player(page));
  const duration = await player(page).evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeLessThan(300);

  const label = format === 'mp4' ? 'mp4' : 'WebM';
  const saved = await download(page, history.getByRole('button', { name: `Download call-${id}-1.${format} as ${label}` }));
  expect(saved.name).toBe(`incident-${id}-call-${id}-1.${format}`);
  expectContainer(saved.head, format);
  await page.context().close();
});

test('a seeded recording plays from the server with a picture from the default seek and downloads as mp4', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await operatorBrowser(browser, ADMIN);
  await page.goto(`/#/public/incident/view/${PAST_INCIDENT}`);
  const video = player(page);
  await expectRecordingPlays(video);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(1266);
  const clip = page
    .getByRole('region', { name: 'Video history' })
    .getByRole('list', { name: 'Recordings' })
    .getByRole('button', { name: /^Download .* as mp4$/ })
    .first();
  const saved = await download(page, clip);
  expect(saved.name).toMatch(new RegExp(`^incident-${PAST_INCIDENT}-.+\\.mp4$`));
  expectContainer(saved.head, 'mp4');
  await page.context().close();
});
