import { expect, test, type Page } from '@playwright/test';
import { createLiveIncident } from './support';

/**
 * README "Playing the caller yourself": the operator sends a link; a trainer opens the demo's caller page in a second
 * tab of the same browser, claims the link, and streams Chromium's fake camera to the operator's live page, with the
 * chat going both ways and the operator's stop ending the call on the caller's page.
 */
test.use({
  permissions: ['camera', 'microphone', 'geolocation'],
  geolocation: { latitude: -22.9512, longitude: -43.1944 },
});

async function expectVideoPlaying(page: Page): Promise<void> {
  const video = page.getByLabel("Caller's live video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start);
}

test('a trainer plays the caller in a second tab: webcam to the live page, chat both ways, the stop reaches the caller, the call is recorded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A phone ending in 5: the simulated caller would never open the link, so everything the console sees is the person's.
  const id = await createLiveIncident(
    page,
    { email: 'admin@public.demo', tenant: 'public' },
    { digits: '21987654325', title: 'Kitchen fire drill' },
  );

  const caller = await page.context().newPage();
  await caller.setViewportSize({ width: 390, height: 844 });
  await caller.goto('/#/training/caller');
  await caller.getByRole('link', { name: 'Play the caller of Kitchen fire drill' }).click();
  await caller.getByLabel('Your name (the operator sees it)').fill('Ana Trainer');
  await caller.getByRole('button', { name: 'Accept and start the video' }).click();
  await expect(caller.getByText('Camera and microphone: shared with the operator')).toBeVisible({ timeout: 15_000 });
  await expect(caller.getByText(/^Location: shared/)).toBeVisible({ timeout: 15_000 });

  await expectVideoPlaying(page);

  await caller.getByLabel('Message', { exact: true }).fill('Smoke is coming from the kitchen');
  await caller.getByRole('button', { name: 'Send' }).click();
  const operatorChat = page.getByRole('log', { name: 'Chat messages' });
  await expect(operatorChat.getByText('Smoke is coming from the kitchen')).toBeVisible({ timeout: 15_000 });
  await expect(operatorChat.getByRole('listitem').first()).toContainText('Ana Trainer');

  await page.getByLabel('Message to the caller').fill('Leave the building now');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(caller.getByRole('log', { name: 'Messages with the operator' }).getByText('Leave the building now')).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await expect(caller.getByText('The operator ended the call.')).toBeVisible({ timeout: 15_000 });

  // What the caller page streamed is the incident's recording, as the simulated caller's would be: it plays back.
  await page.evaluate((hash) => (window.location.hash = hash), `#/public/incident/view/${id}`);
  const recordings = page.getByRole('region', { name: 'Video history' }).getByRole('list', { name: 'Recordings' });
  await expect(recordings.getByRole('button', { name: new RegExp(`^Play call-${id}-1\\.(mp4|webm)$`) })).toBeVisible({ timeout: 15_000 });
  const player = page.getByLabel(/^Recording player:/);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const start = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start);
});
