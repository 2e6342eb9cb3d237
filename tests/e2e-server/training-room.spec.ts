import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { lanAddresses } from '../../server/lan';
import { ADMIN, OPERATOR, PASSWORD, openRoom, operatorBrowser, sendLink, unlockRoom } from './server-support';
import { test } from './served-test';

/**
 * `npm run serve -- --lan`: the same served console, opened at the computer's network address over HTTPS, as a
 * trainee's computer and the caller's phone open it (each browser having accepted the room's certificate once).
 */
let server: ChildProcess | null = null;
let origin = '';
let port = 0;
/** The room's world is kept in a file of its own, so a restart reads its kept drills back. */
const worldFolder = mkdtempSync(path.join(tmpdir(), 'training-room-'));
const worldFile = path.join(worldFolder, 'world.json');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// A second server starts (about 30 s on a busy two-core machine, twice in the restart's test) and more browsers load
// the console.
test.describe.configure({ timeout: 240_000 });

/** `npm run serve -- --lan --world FILE` on the room's port, ready once it has printed the room's guide. */
async function startRoom(): Promise<void> {
  // The build the suite's own server made serves every address: this server only serves it.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--lan', '--world', worldFile], {
    env: { ...process.env, PORT: String(port), PRODUCTION_PORT: '', SERVE_SKIP_BUILD: 'true', WORLD_FILE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const address = lanAddresses(networkInterfaces())[0] ?? '127.0.0.1';
  origin = `https://${address}:${port}`;
  // The caller address is the one a phone scans. (The server builds its world first: a while on a busy machine.)
  await expect.poll(() => printed, { timeout: 180_000 }).toContain(`${origin}/#/training/caller`);
}

/** Stops the room's server as Ctrl+C does: it saves its world to the file on the way out. */
async function stopRoom(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.afterAll(async () => {
  await stopRoom();
  rmSync(worldFolder, { recursive: true, force: true });
});

test('the room over HTTPS: a trainee signs in at its address, the phone gets a secure page, and a finished drill is listed again after the server restarts', async ({
  browser,
}) => {
  // The room's server starts, then a second time (about a minute each on a busy two-core machine). Started here, not
  // before every test of the file: the other tests run on the suite's server and need not wait for this one.
  test.setTimeout(600_000);
  port = await freePort();
  await startRoom();
  const desk = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 720 } });
  const trainee = await desk.newPage();
  await trainee.goto(`${origin}/#/login`);
  await trainee.getByLabel('Email').fill(OPERATOR.email);
  await trainee.getByLabel('Password').fill(PASSWORD);
  await trainee.getByLabel('Tenant').fill(OPERATOR.tenant);
  await trainee.getByRole('button', { name: 'Sign in' }).click();
  await expect(trainee).toHaveURL(new RegExp(`#/${OPERATOR.tenant}/`), { timeout: 30_000 });
  await expect(trainee.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  // The console called the address it was opened at, over TLS: its token is the room server's.
  expect(await trainee.evaluate(() => localStorage.getItem('token'))).toMatch(/^demo\.public\./);

  const phone = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 }, isMobile: true });
  const caller = await phone.newPage();
  await caller.goto(`${origin}/#/training/caller`);
  await expect(caller.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await caller.evaluate(() => window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function')).toBe(true);
  await phone.close();

  // A drill runs in the room and the trainer ends it early: the server keeps it.
  const trainerContext = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const trainer = await trainerContext.newPage();
  await openRoom(trainer, `${origin}/#/training`);
  const deskA = trainer.getByRole('region', { name: OPERATOR.email, exact: true });
  await expect(deskA).toBeVisible({ timeout: 15_000 });
  await trainer.getByLabel('Your name').fill('Rita Trainer');
  await deskA
    .getByRole('list', { name: 'Scenarios' })
    .getByRole('button', { name: /Cooperative caller/ })
    .click();
  await deskA.getByRole('button', { name: /^Assign/ }).click();
  await sendLink(trainee, 'Drill kept across a restart', '21987654323');
  await expect(deskA.getByText('“Cooperative caller” is running')).toBeVisible({ timeout: 15_000 });
  await deskA.getByRole('group', { name: '4. Inject events' }).getByRole('button', { name: 'End the call' }).click();
  const debrief = deskA.getByRole('region', { name: '5. Debrief' });
  // Ended by the trainer: the debrief says what it was scored on, or (ended before anything was due, as it is when the
  // trainer is quick) that it is not scored and what was left out, never 100 / 100 for nothing.
  await expect(debrief.getByText(/^(\d+ \/ 100|Not scored)$/)).toBeVisible({ timeout: 15_000 });
  const unscored = await debrief.getByText('Not scored', { exact: true }).isVisible();
  await expect(
    debrief.getByText(
      unscored ? /^Not scored: the call was ended at .*, before anything was due\. Left out: / : /The server ended the call at/,
    ),
  ).toBeVisible();
  const kept = trainer.getByRole('table', { name: 'Kept drills' });
  const row = kept.getByRole('row').filter({ hasText: OPERATOR.email }).filter({ hasText: 'Cooperative caller' });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  // Its score as the debrief says it (a number, or not scored), the same after the restart.
  // (Read from its own cell: the row's text runs the duration's digits into the score's.)
  const score = (await row.getByRole('cell').nth(5).textContent())?.match(/^(\d+ \/ 100|Not scored)$/)?.[0];
  expect(score).toEqual(unscored ? 'Not scored' : expect.stringMatching(/^\d+ \/ 100$/));

  // The server restarts from its world file: the trainer's console lists the drill again, replayable and exportable.
  await stopRoom();
  await startRoom();
  // The trainer's console, reloaded, follows the new server (the tab keeps the trainer's password).
  await trainer.reload();
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(score!);
  await expect(row.getByRole('button', { name: /^Run “Cooperative caller” .* again$/ })).toBeEnabled();
  const pdf = trainer.waitForEvent('download');
  await row.getByRole('button', { name: /as PDF$/ }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  const json = trainer.waitForEvent('download');
  await row.getByRole('button', { name: /as JSON$/ }).click();
  expect((await json).suggestedFilename()).toMatch(/\.json$/);
  await Promise.all([desk.close(), trainerContext.close()]);
});

async function expectVideoPlaying(page: Page): Promise<void> {
  const video = page.getByLabel("Caller's live video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
}

test('a trainer and two trainees at their own computers: a drill per desk at once, an injection into one desk, an actor’s phone as one caller, a debrief each', async ({
  browser,
}) => {
  const trainerContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const trainer = await trainerContext.newPage();
  await trainer.goto('/#/training');
  await expect(trainer.getByRole('heading', { level: 1, name: "Trainer's console" })).toBeVisible({ timeout: 30_000 });
  // Only the trainer assigns and injects: the room asks the password the server printed, and says when it is not that.
  const password = trainer.getByLabel("Trainer's password", { exact: true });
  await password.fill('not the password');
  await trainer.getByRole('button', { name: 'Open the room' }).click();
  await expect(trainer.getByText("That is not this room's trainer's password.")).toBeVisible({ timeout: 15_000 });
  await expect(trainer.getByLabel('Your name')).toHaveCount(0);
  if (process.env.E2E_SCREENSHOTS) await trainer.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-password-1280.png` });
  await unlockRoom(trainer);
  const [ana, bea] = await Promise.all([operatorBrowser(browser, OPERATOR), operatorBrowser(browser, ADMIN)]);
  const deskA = trainer.getByRole('region', { name: OPERATOR.email, exact: true });
  const deskB = trainer.getByRole('region', { name: ADMIN.email, exact: true });
  await expect(deskA).toBeVisible({ timeout: 15_000 });
  await expect(deskB).toBeVisible();

  // The trainer's name, given once, signs every desk's debrief.
  await trainer.getByLabel('Your name').fill('Rita Trainer');
  for (const [desk, scenario, email] of [
    [deskA, /Cooperative caller/, OPERATOR.email],
    [deskB, /Another operator takes control/, ADMIN.email],
  ] as const) {
    await desk.getByRole('list', { name: 'Scenarios' }).getByRole('button', { name: scenario }).click();
    await desk.getByRole('button', { name: /^Assign/ }).click();
    await expect(desk.getByText(`${email} has the drill: it starts with the next link this account sends.`)).toBeVisible();
  }
  if (process.env.E2E_SCREENSHOTS) {
    await trainer.evaluate(() => window.scrollTo(0, 0));
    await trainer.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-1280.png` });
    await trainer.setViewportSize({ width: 1920, height: 1080 });
    await trainer.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-1920.png` });
    await trainer.setViewportSize({ width: 1280, height: 720 });
  }

  // Titles of this attempt's own: the world outlives a failed attempt, whose calls may still be live on a retry (its
  // caller page would list two links of one title).
  const attempt = `${test.info().retry + 1}.${Date.now() % 100_000}`;
  const firstTitle = `Drill of the first desk ${attempt}`;
  await Promise.all([sendLink(ana, firstTitle, '21987654321'), sendLink(bea, `Drill of the second desk ${attempt}`, '21987654322')]);
  await expect(deskA.getByText('“Cooperative caller” is running')).toBeVisible({ timeout: 30_000 });
  await expect(deskB.getByText(/“Another operator takes control” is running/)).toBeVisible({ timeout: 30_000 });
  // A desk runs one drill at a time: Assign waits for the running drill's call to end, and says so.
  await expect(deskA.getByRole('button', { name: /^Assign/ })).toBeDisabled();
  await expect(deskA.getByText(/^A desk runs one drill at a time: assign the next one once this drill's call ends/)).toBeVisible();
  // A second trainer's console, opened after the drill began, does not know it runs: the server refuses its drill for
  // that desk (409), and the console says why.
  const second = await trainerContext.newPage();
  await openRoom(second, '/#/training');
  const secondDeskA = second.getByRole('region', { name: OPERATOR.email, exact: true });
  await secondDeskA
    .getByRole('list', { name: 'Scenarios' })
    .getByRole('button', { name: /Another operator takes control/ })
    .click();
  await secondDeskA.getByRole('button', { name: /^Assign/ }).click();
  await expect(secondDeskA.getByText('The desk is running “Cooperative caller”')).toBeVisible({ timeout: 15_000 });
  await second.close();
  await expect(deskA.getByText('“Cooperative caller” is running')).toBeVisible();

  // A caller's line injected into the first desk reaches that trainee's live chat, and only that desk's timeline.
  await deskA.getByLabel("Caller's chat line").fill('Is anyone there?');
  await deskA.getByRole('button', { name: 'Send as caller' }).click();
  await expect(ana.getByRole('log', { name: 'Chat messages' }).getByText('Is anyone there?')).toBeVisible({ timeout: 15_000 });
  // The first desk's timeline tells the injection with its words, then the caller's line; the second tells neither.
  const timelineA = deskA.getByRole('table', { name: 'Timeline' });
  await expect(timelineA.getByRole('row', { name: /Trainer injected.*Is anyone there\?/ })).toBeVisible();
  await expect(timelineA.getByRole('row', { name: /Caller wrote.*Is anyone there\?/ })).toBeVisible();
  await expect(deskB.getByRole('table', { name: 'Timeline' }).getByRole('row', { name: /Is anyone there\?/ })).toHaveCount(0);

  // An actor's phone (a phone-sized browser of its own, Chromium's fake camera) claims the first desk's link: the
  // simulated caller stands down, and the phone's video, location and chat reach that trainee's live page.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['camera', 'microphone', 'geolocation'],
    geolocation: { latitude: -22.9512, longitude: -43.1944 },
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/#/training/caller');
  // The phone is no tab of the trainee's browser: the page says whose links it plays in a room.
  await expect(phone.getByText(/a trainee's console in the training room/)).toBeVisible();
  await phone.getByRole('link', { name: `Play the caller of ${firstTitle}`, exact: true }).click();
  await phone.getByLabel('Your name (the operator sees it)').fill('Ana Actor');
  await phone.getByRole('button', { name: 'Accept and start the video' }).click();
  await expect(phone.getByText('Camera and microphone: shared with the operator')).toBeVisible({ timeout: 15_000 });
  await expectVideoPlaying(ana);
  await expect(ana.getByRole('img', { name: /^Map: .* [1-9]\d* caller positions?$/ }).first()).toBeVisible({ timeout: 15_000 });
  await phone.getByLabel('Message', { exact: true }).fill('I am the actor on the phone');
  await phone.getByRole('button', { name: 'Send' }).click();
  const anaChat = ana.getByRole('log', { name: 'Chat messages' });
  await expect(anaChat.getByText('I am the actor on the phone')).toBeVisible({ timeout: 15_000 });
  await expect(deskA.getByRole('table', { name: 'Timeline' }).getByRole('row', { name: /I am the actor on the phone/ })).toBeVisible();
  // The hand-over from the simulated caller to the actor is told once on the trainer's timeline, not twice, with the
  // moment the actor's phone claimed the link; the scenario's steps after it say why they were not run.
  for (const told of [/Caller opened the link/, /Caller joined the video/, /Actor took the caller over/])
    await expect(deskA.getByRole('table', { name: 'Timeline' }).getByRole('row', { name: told })).toHaveCount(1);
  const stepsA = deskA.getByRole('list', { name: 'Scenario steps' });
  await expect(stepsA.getByText(/^The actor played the caller from \d\d:\d\d: the caller's steps below were not run$/)).toBeVisible();
  await expect(stepsA.getByText('Not run', { exact: true }).first()).toBeVisible();
  await expect(stepsA.getByText('Skipped', { exact: true })).toHaveCount(0);
  await expect(bea.getByRole('log', { name: 'Chat messages' }).getByText('I am the actor on the phone')).toHaveCount(0);

  // The trainer still injects into the desk the actor plays: a slow network, and a caller line the actor's phone shows
  // as a prompt to say (the simulated caller, stood down, does not write it); the trainee answers it.
  await deskA.getByRole('group', { name: '4. Inject events' }).getByRole('button', { name: 'Slow the network' }).click();
  await deskA.getByLabel("Caller's chat line").fill('Is the door open?');
  await deskA.getByRole('button', { name: 'Send as caller' }).click();
  const prompt = phone.getByRole('status', { name: "The trainer's prompt" });
  await expect(prompt).toContainText('Is the door open?', { timeout: 15_000 });
  await expect(anaChat.getByText('Is the door open?')).toHaveCount(0);
  // The trainee answers as the actor says the line (within the reaction window, however busy the machine).
  await ana.getByLabel('Message to the caller').fill('We are on our way');
  await ana.getByRole('button', { name: 'Send message' }).click();
  await phone.getByLabel('Message', { exact: true }).fill('The door is open, come in');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(anaChat.getByText('The door is open, come in')).toBeVisible({ timeout: 15_000 });
  await expect(deskA.getByRole('table', { name: 'Timeline' }).getByRole('row', { name: /We are on our way/ })).toBeVisible({
    timeout: 15_000,
  });
  // The newest line stays in sight at the bottom of the timeline's box as the drill unfolds.
  const timelineBox = deskA.getByRole('table', { name: 'Timeline' }).locator('xpath=..');
  await expect.poll(() => timelineBox.evaluate((box) => box.scrollHeight - box.clientHeight - box.scrollTop)).toBeLessThan(2);
  if (process.env.E2E_SCREENSHOTS) {
    await phone.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-phone.png` });
    await ana.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-trainee-1280.png` });
    await ana.setViewportSize({ width: 1920, height: 1080 });
    await ana.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-trainee-1920.png` });
    await ana.setViewportSize({ width: 1280, height: 720 });
  }

  // The trainee's Stop reaches the phone and ends that desk's drill; the trainer ends the other desk's call.
  await ana.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }).click();
  await ana.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await expect(phone.getByText('The operator ended the call.')).toBeVisible({ timeout: 15_000 });
  // The trainer ends the second desk's call once its trainee saw the caller's video, so its debrief has a figure to score
  // (a call ended before anything was due reads "Not scored", which the next test covers).
  await expect(
    deskB
      .getByRole('table', { name: 'Timeline' })
      .getByRole('row', { name: /First video/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await deskB.getByRole('group', { name: '4. Inject events' }).getByRole('button', { name: 'End the call' }).click();
  for (const [desk, email] of [
    [deskA, OPERATOR.email],
    [deskB, ADMIN.email],
  ] as const) {
    const debrief = desk.getByRole('region', { name: '5. Debrief' });
    await expect(debrief.getByText(/\d+ \/ 100/)).toBeVisible({ timeout: 15_000 });
    await expect(debrief.getByText(email)).toBeVisible();
    await expect(debrief.getByText(/Rita Trainer/)).toBeVisible();
  }
  // Under "First video" (when the caller published), when the second trainee's live page first drew the caller's
  // picture, and how long after: told by that trainee's own computer.
  await expect(deskB.getByRole('table', { name: 'Figures' }).getByRole('row', { name: /^On the trainee's screen/ })).toContainText(
    /\d\d:\d\d, \d+\.\d s after the caller published it/,
  );
  // The debrief says when the actor's phone took the caller over, and leaves the scenario caller's part out of the score.
  await expect(
    deskA.getByRole('region', { name: '5. Debrief' }).getByText(/^An actor's phone took the caller over at \d\d:\d\d: /),
  ).toBeVisible();
  // The line injected while the actor played the caller is scored: the trainee answered it. It is the last caller's
  // line (the scenario's own steps stopped at the hand-over); the first injected line, and the scenario's own at 00:20
  // when the phone claimed the link after it, are scored too, answered or not as the trainee's timing fell.
  const alertsA = deskA.getByRole('region', { name: '5. Debrief' }).getByRole('table', { name: 'Alerts and reactions' });
  const wrote = alertsA.getByRole('row', { name: /Caller wrote in the chat/ });
  await expect.poll(() => wrote.count()).toBeGreaterThanOrEqual(2);
  await expect(wrote.last()).toContainText(/reacted after/);
  // The server keeps both finished drills: listed on the trainer's console, each ready to export.
  const kept = trainer.getByRole('table', { name: 'Kept drills' });
  for (const [email, scenario] of [
    [OPERATOR.email, 'Cooperative caller'],
    [ADMIN.email, 'Another operator takes control'],
  ] as const) {
    const row = kept.getByRole('row').filter({ hasText: email }).filter({ hasText: scenario }).first();
    await expect(row).toContainText(/\d+ \/ 100/, { timeout: 15_000 });
    await expect(row.getByRole('button', { name: new RegExp(`as PDF$`) })).toBeEnabled();
  }
  if (process.env.E2E_SCREENSHOTS) {
    const pdf = trainer.waitForEvent('download');
    await kept
      .getByRole('button', { name: /as PDF$/ })
      .first()
      .click();
    await (await pdf).saveAs(`${process.env.E2E_SCREENSHOTS}/training-room-debrief.pdf`);
    await kept.scrollIntoViewIfNeeded();
    await trainer.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-kept-1280.png` });
    // The trainer's own computer: the debriefs side by side, and the kept drills, at 1440×900.
    await trainer.setViewportSize({ width: 1440, height: 900 });
    await deskA.getByRole('region', { name: '5. Debrief' }).scrollIntoViewIfNeeded();
    await trainer.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-debrief-1440.png` });
    await kept.scrollIntoViewIfNeeded();
    await trainer.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/training-room-kept-1440.png` });
  }
  await Promise.all([trainerContext.close(), ana.context().close(), bea.context().close(), phoneContext.close()]);
});
