import { expect, type Page } from '@playwright/test';
import { OPERATOR, openRoom, operatorBrowser, sendLink, servedOnly } from './server-support';
import { test } from './served-test';

/**
 * A room drill's recording survives the trainee's live page reloading mid-call: the browser sends what it records in
 * parts while the call goes on, so the part of the call before the reload is kept (and the part after it, whole, when
 * the trainee stops), each listed on the kept drill by where it runs in the drill.
 */
test.describe.configure({ timeout: 240_000 });

/** The caller's picture plays on the trainee's live page, and has played for `seconds` more. */
async function watchFor(page: Page, seconds: number): Promise<void> {
  const video = page.getByLabel("Caller's live video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 45_000 }).toBeGreaterThan(0);
  const since = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(since + seconds);
}

test('a drill whose trainee reloads the live page mid-call keeps its recordings, before and after the reload', async ({ browser }) => {
  servedOnly('The training room serves the served console only.');
  const trainerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const trainer = await trainerContext.newPage();
  await openRoom(trainer, '/#/training');
  const ana = await operatorBrowser(browser, OPERATOR);
  const desk = trainer.getByRole('region', { name: OPERATOR.email, exact: true });
  await expect(desk).toBeVisible({ timeout: 15_000 });
  await trainer.getByLabel('Your name').fill('Rita Trainer');
  await desk
    .getByRole('list', { name: 'Scenarios' })
    .getByRole('button', { name: /Cooperative caller/ })
    .click();
  await desk.getByRole('button', { name: /^Assign/ }).click();
  await expect(desk.getByText(`${OPERATOR.email} has the drill: it starts with the next link this account sends.`)).toBeVisible();
  await sendLink(ana, 'Drill recorded across a reload', '21987654327');
  await expect(desk.getByText('“Cooperative caller” is running')).toBeVisible({ timeout: 15_000 });

  // The trainee watches the caller for a while, then the live page reloads mid-call and picks the call up again.
  await watchFor(ana, 7);
  await ana.reload();
  await watchFor(ana, 5);
  await ana.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }).click();
  await ana.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await expect(desk.getByRole('region', { name: '5. Debrief' }).getByText(/\d+ \/ 100/)).toBeVisible({ timeout: 15_000 });
  // "First video" is when the caller published; under it, when this live page first drew the caller's picture (its
  // first rendered frame, told to the server), and how long after.
  const figures = desk.getByRole('region', { name: '5. Debrief' }).getByRole('table', { name: 'Figures' });
  await expect(figures.getByRole('row', { name: /^First video/ })).toContainText(/\d\d:\d\d/);
  await expect(figures.getByRole('row', { name: /^On the trainee's screen/ })).toContainText(
    /\d\d:\d\d, \d+\.\d s after the caller published it/,
  );
  await expect(desk.getByRole('table', { name: 'Timeline' }).getByRole('row', { name: /Trainee's screen showed the video/ })).toHaveCount(
    1,
  );

  // The kept drill lists both recordings, each by where it runs in the drill: the one before the reload (sent in parts
  // while it was made) ends before the one after it begins.
  const row = trainer
    .getByRole('table', { name: 'Kept drills' })
    .getByRole('row')
    .filter({ hasText: OPERATOR.email })
    .filter({ hasText: 'Cooperative caller' })
    .first();
  const recordings = row.getByRole('link', { name: /^Play recording [12] of 2, from \d\d:\d\d to \d\d:\d\d/ });
  await expect.poll(() => recordings.count(), { timeout: 30_000 }).toBe(2);
  // Each reads as a control, as the PDF and JSON buttons beside it do: outlined, padded, with a play mark.
  const pdf = row.getByRole('button', { name: /^Export the debrief of .* as PDF$/ });
  const look = (control: typeof pdf) =>
    control.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopWidth, height: element.getBoundingClientRect().height, padding: style.paddingLeft };
    });
  for (const recording of await recordings.all()) {
    expect(await look(recording)).toEqual(await look(pdf));
    await expect(recording.locator('svg')).toBeVisible();
  }
  const spans = (await recordings.allInnerTexts()).map((text) => {
    const [, from, to, length] = /^Recording (\d\d:\d\d)–(\d\d:\d\d), (\d+(?:\.\d)?) s$/.exec(text) ?? [];
    const seconds = (time = '') => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    return { from: seconds(from), to: seconds(to), length: Number(length) };
  });
  expect(spans[0]!.length).toBeGreaterThanOrEqual(5);
  expect(spans[1]!.length).toBeGreaterThanOrEqual(3);
  expect(spans[0]!.to).toBeLessThanOrEqual(spans[1]!.from + 1);
  // The recording kept from before the reload plays from the server, with its picture.
  await trainer.goto((await recordings.first().getAttribute('href')) ?? '');
  const video = trainer.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(2);
  await Promise.all([trainerContext.close(), ana.context().close()]);
});
