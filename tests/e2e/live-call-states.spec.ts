import { expect, test, type Page } from '@playwright/test';
import { fillIncidentForm, openCreateMode, sendSmsAndOpenLive } from './support';

/**
 * SPEC §2, §4, §8 every call state of the live page says what is happening and what to do next, against the built
 * demo: the simulated caller's scenario is the phone's last digit (README "Writing a training scenario"). One signed-in
 * page for the whole file; each test starts a call of its own from create mode.
 */

const TENANT = 'public';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await openCreateMode(page, 'admin@public.demo', TENANT);
});

test.afterAll(async () => {
  await page.close();
});

/** From create mode, a call to a phone ending in `lastDigit`; waits for its live page. */
async function startCall(lastDigit: string, title: string): Promise<void> {
  await page.goto(`/#/${TENANT}/incident/live`);
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await fillIncidentForm(page, { digits: `2198765432${lastDigit}`, title });
  await sendSmsAndOpenLive(page, TENANT);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

const callState = (p: Page) => p.locator('[data-call-state]');
const callLog = (p: Page) => p.getByRole('region', { name: 'Call log' });
const stop = (p: Page) => p.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' });

test('waiting, then the caller refuses the camera (…2): the video area says so and the call log keeps it', async () => {
  test.setTimeout(60_000);
  await startCall('2', 'Refused camera call');
  // Waiting: what the link is doing, how long ago it went out, and Stop before anyone joined.
  await expect(callState(page)).toContainText('Waiting for the caller to open the link');
  await expect(callState(page)).toContainText(/Link by SMS: .+ · Sent \d+:\d\d ago/);
  await expect(stop(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Call actions' }).getByRole('button', { name: 'Send by WhatsApp instead' })).toBeVisible();

  await expect(callState(page)).toContainText('The caller refused the camera', { timeout: 20_000 });
  await expect(callState(page)).toContainText('Talk to the caller in the chat and follow their location on the map.');
  await expect(callLog(page).getByText('The caller refused camera/microphone access')).toBeVisible();
});

test('never clicks (…5): the countdown to giving up, and the link sent again before then', async () => {
  await startCall('5', 'Never clicks call');
  await expect(callState(page)).toContainText(/The console gives up in 4:[0-5]\d if the caller does not join/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Resend by SMS' }).click();
  await expect(callLog(page).getByText('The link was sent again by SMS')).toBeVisible({ timeout: 15_000 });
});

test('Stop asks first, then shows the call summary, and the incident can be finished from it (…1)', async () => {
  test.setTimeout(90_000);
  await startCall('1', 'Summary call');
  await expect(callState(page)).toHaveCount(0, { timeout: 40_000 });
  await stop(page).click();
  const question = page.getByRole('alertdialog', { name: 'Stop the call?' });
  await question.getByRole('button', { name: 'Keep the call' }).click();
  await expect(question).toBeHidden();
  await stop(page).click();
  await question.getByRole('button', { name: 'Stop the call' }).click();

  const summary = page.getByRole('region', { name: 'Call ended' });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('Duration')).toBeVisible();
  await expect(summary.getByText('Location points')).toBeVisible();
  await expect(summary.getByText('The incident is still open (not finished).')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Open the incident' })).toHaveAttribute('href', /#\/public\/incident\/view\//);
  await expect(page.getByRole('status').filter({ hasText: 'Connection: Session ended' })).toBeVisible();
  await summary.getByRole('button', { name: 'Finish incident' }).click();
  await expect(summary.getByText('The incident is finished.')).toBeVisible({ timeout: 15_000 });
  await expect(callLog(page).getByText('The incident was finished')).toBeVisible();
  await summary.getByRole('button', { name: 'New incident' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
});

test('taken over (…9): the warning names Sara Supervisor, the session shows it ended and the form is read-only', async () => {
  test.setTimeout(120_000);
  await startCall('9', 'Taken over call');
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('Sara Supervisor took control of this incident', { timeout: 70_000 });
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/);
  await expect(callState(page)).toContainText('Sara Supervisor took control of this incident');
  await expect(page.getByRole('status').filter({ hasText: 'Connection: Session ended' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Live controls' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Remote streams' })).toHaveCount(0);
  await expect(page.getByText('Read-only: another operator has control of this incident.')).toBeVisible();
  await expect(page.getByLabel('Incident title')).toBeDisabled();
  await expect(callLog(page).getByText('Sara Supervisor took control of this incident')).toBeVisible();
});

test('opening another live incident from create mode with typed input asks first, and staying keeps the draft', async () => {
  await page.goto(`/#/${TENANT}/incident/live`);
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Title', { exact: true }).fill('Draft kept');
  const open = page.getByRole('list', { name: 'Live incidents' }).getByRole('button', { name: /^Open/ }).first();
  await open.click({ timeout: 15_000 });
  const question = page.getByRole('alertdialog', { name: 'Leave the new incident?' });
  await question.getByRole('button', { name: 'Stay and keep it' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/${TENANT}/incident/live$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Draft kept');
  await open.click();
  await question.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${TENANT}/incident/live/[^/?]+$`));
});
