import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createLiveIncident, signInStored } from './support';
import { PAST_INCIDENT } from './route-list';

/**
 * SPEC §2, §4, §7, §9 video history against the built demo: the call just made plays back with a picture and sound,
 * a seeded recording plays with a picture from where §9 says, and the download is the file its button names.
 * Real time here (no page clock): MediaRecorder records what the caller streams as it happens.
 */

const TENANT = 'public';
const ACCOUNT = { email: 'admin@public.demo', tenant: TENANT };

const player = (page: Page): Locator => page.getByLabel(/^Recording player:/);

/** Starts the player (muted: no user gesture needed) and waits for a decoded picture and time moving. */
async function expectRecordingPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
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
  const stored = await file.path();
  return { name: file.suggestedFilename(), head: (await readFile(stored)).subarray(0, 12) };
}

/** Creates a live incident, lets the simulated caller stream a few seconds, stops the call; the incident's id. */
async function makeCall(page: Page, title: string): Promise<string> {
  const id = await createLiveIncident(page, ACCOUNT, { digits: '21987654321', title });
  const live = page.getByLabel("Caller's live video");
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 45_000 }).toBeGreaterThan(0);
  // A few seconds of the call on screen, so the recording has something to show.
  const joined = await live.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => live.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(joined + 4);
  const controls = page.getByRole('toolbar', { name: 'Live controls' });
  await controls.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await expect(page.getByRole('region', { name: 'Call ended' })).toBeVisible({ timeout: 15_000 });
  return id;
}

test.describe('video history (SPEC §2, §4, §7, §9)', () => {
  test('the call just made is recorded: its video history plays it with a picture and sound, and downloads it as mp4', async ({ page }) => {
    test.setTimeout(120_000);
    const id = await makeCall(page, 'Recorded call');

    // The same page (the recording lives in its memory): the incident view by its address.
    await page.evaluate((hash) => (window.location.hash = hash), `#/${TENANT}/incident/view/${id}`);
    const history = page.getByRole('region', { name: 'Video history' });
    await expect(history.getByRole('list', { name: 'Recordings' }).getByRole('button', { name: `Play call-${id}-1.mp4` })).toBeVisible({
      timeout: 15_000,
    });
    const video = player(page);
    await expectRecordingPlays(video);
    const facts = await video.evaluate((v: HTMLVideoElement) => ({
      duration: v.duration,
      audio: ((v as unknown as { captureStream(): MediaStream }).captureStream?.().getAudioTracks().length ?? 0) > 0,
    }));
    // A short recording (seconds, not the 22 minutes of a seeded one), with its sound track.
    expect(facts.duration).toBeGreaterThan(3);
    expect(facts.duration).toBeLessThan(300);
    expect(facts.audio).toBe(true);

    const saved = await download(page, history.getByRole('button', { name: `Download call-${id}-1.mp4 as mp4` }));
    expect(saved.name).toBe(`incident-${id}-call-${id}-1.mp4`);
    expect(saved.head.subarray(4, 8).toString('latin1')).toBe('ftyp');
    await expect(page.getByText('The mp4 file is downloading')).toBeVisible();
  });

  test('a seeded recording plays with a picture from the default seek (21:06), turns live near its end, and downloads as mp4', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInStored(page, ACCOUNT, { at: `incident/view/${PAST_INCIDENT}` });
    const video = player(page);
    await expectRecordingPlays(video);
    const at = await video.evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, duration: v.duration }));
    expect(at.duration).toBeGreaterThan(1266 + 30);
    expect(at.time).toBeGreaterThanOrEqual(1266);
    const history = page.getByRole('region', { name: 'Video history' });
    await expect(history.getByText('Recorded', { exact: true })).toBeVisible();
    // Within 30 s of the end: live.
    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 20));
    await expect(history.getByText('Live', { exact: true })).toBeVisible();

    const clip = history
      .getByRole('list', { name: 'Recordings' })
      .getByRole('button', { name: /^Download .* as mp4$/ })
      .first();
    const saved = await download(page, clip);
    expect(saved.name).toMatch(new RegExp(`^incident-${PAST_INCIDENT}-.+\\.mp4$`));
    expect(saved.head.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  test('where the browser records WebM only, the recording is offered as WebM: its button, its toast and its bytes say so', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A browser whose MediaRecorder makes no mp4 (as Firefox, or Chromium before it could).
    await page.addInitScript(() => {
      const supported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
      MediaRecorder.isTypeSupported = (type: string) => !/mp4/i.test(type) && supported(type);
    });
    const id = await makeCall(page, 'Recorded as WebM');
    await page.evaluate((hash) => (window.location.hash = hash), `#/${TENANT}/incident/view/${id}`);
    const history = page.getByRole('region', { name: 'Video history' });
    await expect(history.getByRole('list', { name: 'Recordings' }).getByRole('button', { name: `Play call-${id}-1.webm` })).toBeVisible({
      timeout: 15_000,
    });
    await expectRecordingPlays(player(page));
    // The file carries its length (MediaRecorder leaves it out of a WebM): a seconds-long recording, played from its start.
    const duration = await player(page).evaluate((v: HTMLVideoElement) => v.duration);
    expect(duration).toBeGreaterThan(3);
    expect(duration).toBeLessThan(300);
    const button = history.getByRole('button', { name: `Download call-${id}-1.webm as WebM (not converted to mp4)` });
    await expect(button).toHaveText(/WebM/);
    await expect(history.getByRole('button', { name: /as mp4$/ })).toHaveCount(0);
    const saved = await download(page, button);
    expect(saved.name).toBe(`incident-${id}-call-${id}-1.webm`);
    // The EBML header every WebM file starts with.
    expect([...saved.head.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    await expect(page.getByText(/^The WebM file is downloading/)).toBeVisible();
  });
});
