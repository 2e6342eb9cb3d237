import { expect, test, type Locator, type Page } from '@playwright/test';
import { installClock, expectOnEachScreen, expectUncutOnEachScreen, fillIncidentForm, openCreateMode } from './support';

/**
 * SPEC §2, §4, §8 every call state of the live page says what is happening and what to do next, against the built
 * demo: the simulated caller's scenario is the phone's last digit, or a scenario named in the address (README "Writing
 * a training scenario"). In each state, its words and next steps, the video area, the map, the chat input and Stop (while
 * live) are on screen without scrolling at 1280x720, 1440x900 and 1920x1080. One signed-in page for the whole file; each
 * test starts a call of its own from create mode, but the last, which opens a seeded live incident. The page's timers
 * run on Playwright's clock, so a test runs the seconds the caller's script waits (a join, a refusal, a hang-up, a
 * take-over 40 s into the call) at once instead of waiting for them.
 */

const TENANT = 'public';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await installClock(page);
  await openCreateMode(page, 'admin@public.demo', TENANT);
});

test.afterAll(async () => {
  await page.close();
});

/**
 * From create mode (with `query`, e.g. a scenario to follow), a call to a phone ending in `lastDigit`; waits for its live
 * page (a failed send goes there too).
 */
async function startCall(lastDigit: string, title: string, query = ''): Promise<void> {
  await page.goto(`/#/${TENANT}/incident/live${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  // The last call's notices stay with it (its call log keeps them): none shows over the new incident's form.
  await expect(page.getByRole('status').filter({ hasText: /^The caller/ })).toHaveCount(0);
  await fillIncidentForm(page, { digits: `2198765432${lastDigit}`, title });
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

const callState = (p: Page) => p.locator('[data-call-state]');
const callLog = (p: Page) => p.getByRole('region', { name: 'Call log' });
const stop = (p: Page) => p.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' });
const callSummary = (p: Page) => p.getByRole('region', { name: 'Call ended' });

/** The chat's note once the call is over, in place of its message field. */
const chatEnded = (p: Page) => p.getByRole('note').filter({ hasText: 'The call has ended: this chat is read-only.' });

/**
 * What every state shows beside its own words: the video area, the map, the chat input (the chat's note once the call
 * is over), and Stop while live.
 */
function callBlocks(p: Page, live: boolean, over: boolean): Record<string, Locator> {
  return {
    video: p.getByLabel("Caller's live video"),
    map: p.getByRole('img', { name: /^Map: / }),
    ...(over ? { 'chat ended': chatEnded(p) } : { 'chat input': p.getByLabel('Message to the caller') }),
    ...(live ? { stop: stop(p) } : {}),
  };
}

/** A state's blocks fit each screen size: its words, its next steps and the call blocks. */
async function stateFits(live: boolean, state: Record<string, Locator>, over = false): Promise<void> {
  await expectOnEachScreen(page, { ...state, ...callBlocks(page, live, over) });
}

/** The call state's words (its first line) and its next-step actions (the group of them, else `action`). */
const stateBlocks = (action?: Locator): Record<string, Locator> => ({
  message: callState(page).locator('p').first(),
  actions: action ?? page.getByRole('group', { name: 'Call actions' }),
});

/** The call summary's words and its next steps (open the incident, finish it, a new incident). */
const summaryBlocks = (): Record<string, Locator> => ({
  summary: callSummary(page).getByText('Call ended', { exact: true }),
  'open the incident': callSummary(page).getByRole('link', { name: 'Open the incident' }),
  finish: callSummary(page).getByRole('button', { name: 'Finish incident' }),
  'new incident': callSummary(page).getByRole('button', { name: 'New incident' }),
});

test('waiting, then the caller refuses the camera (…2): the video area says so and the call log keeps it', async () => {
  test.setTimeout(60_000);
  await startCall('2', 'Refused camera call');
  // Waiting: what the link is doing, how long ago it went out, and Stop before anyone joined.
  await expect(callState(page)).toContainText('Waiting for the caller to open the link');
  await expect(callState(page)).toContainText(/Link by SMS: .+ · Sent \d+:\d\d ago/);
  await expect(stop(page)).toBeVisible();
  const actions = page.getByRole('group', { name: 'Call actions' });
  await expect(actions.getByRole('button', { name: 'Send by WhatsApp instead' })).toBeVisible();
  const buttons = {
    'send again': actions.getByRole('button', { name: 'Resend by SMS' }),
    'other channel': actions.getByRole('button', { name: 'Send by WhatsApp instead' }),
    cancel: actions.getByRole('button', { name: 'Cancel incident' }),
  };
  await stateFits(true, { ...stateBlocks(), ...buttons });
  // None below the fold of a short video area (at 1280×720 the second row of them was).
  await expectUncutOnEachScreen(page, { ...stateBlocks(), ...buttons });

  // The caller refuses 8 s after the link.
  await page.clock.runFor('00:10');
  await expect(callState(page)).toContainText('The caller refused the camera', { timeout: 20_000 });
  await expect(callState(page)).toContainText('Talk to the caller in the chat and follow their location on the map.');
  await expect(callLog(page).getByText('The caller refused camera/microphone access')).toBeVisible();
  await stateFits(true, stateBlocks());
});

test('send failed (…6): one failure state, no countdown, and the number corrected sends the link again', async () => {
  await startCall('6', 'Send failed call');
  const failure = page.getByRole('alert').filter({ hasText: 'The SMS could not be sent' });
  await expect(failure.getByRole('button', { name: 'Try SMS again' })).toBeVisible({ timeout: 15_000 });
  // No call exists, so no Stop: what the failure offers is what does something.
  await expect(stop(page)).toHaveCount(0);
  await stateFits(false, {
    failure: failure.getByText('The SMS could not be sent'),
    'try again': failure.getByRole('button', { name: 'Try SMS again' }),
    'other channel': failure.getByRole('button', { name: 'Send by WhatsApp instead' }),
    'correct the number': failure.getByRole('button', { name: 'Correct the number' }),
  });
  // Said once (and kept in the call log), with one set of buttons, and no countdown for a link that never left.
  await expect(callLog(page).getByText('The SMS could not be sent', { exact: true })).toHaveCount(1);
  await expect(page.getByText('The SMS could not be sent', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Send by WhatsApp instead' })).toHaveCount(1);
  await expect(page.getByText(/gives up in/)).toHaveCount(0);
  await expect(callState(page)).toContainText("The caller's link could not be delivered");
  // The number corrected to a cooperative one: the link goes to it and the wait for the caller starts.
  await failure.getByRole('button', { name: 'Correct the number' }).click();
  await failure.getByLabel('Phone number').fill('');
  await failure.getByLabel('Phone number').pressSequentially('21987654321');
  await failure.getByRole('button', { name: 'Try SMS again' }).click();
  await expect(failure).toHaveCount(0, { timeout: 15_000 });
  await expect(callLog(page).getByText('The link was sent again by SMS')).toBeVisible();
  await expect(stop(page)).toBeVisible();
  await expect(callState(page)).toContainText(/The console gives up in [45]:[0-5]\d if the caller does not join|Streaming/, {
    timeout: 15_000,
  });
});

test('the caller hangs up: the call summary shows, as after Stop, and fits each screen', async () => {
  test.setTimeout(60_000);
  await startCall('1', 'Caller left call', '?scenario=caller-hangs-up');
  // The caller streams from 6 s and leaves at 14 s.
  await page.clock.runFor('00:08');
  await expect(callState(page)).toHaveCount(0, { timeout: 20_000 });
  await page.clock.runFor('00:08');
  await expect(callSummary(page)).toBeVisible({ timeout: 20_000 });
  await expect(callSummary(page).getByText('The caller left the call.')).toBeVisible();
  await expect(callLog(page).getByText('The caller left the call')).toBeVisible();
  await expect(stop(page)).toHaveCount(0);
  await stateFits(false, summaryBlocks(), true);
  await expectUncutOnEachScreen(page, summaryBlocks());
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
  // The caller joins 10 s after the link.
  await page.clock.runFor('00:12');
  await expect(callState(page)).toHaveCount(0, { timeout: 20_000 });
  await stateFits(true, {});
  await stop(page).click();
  const question = page.getByRole('alertdialog', { name: 'Stop the call?' });
  await question.getByRole('button', { name: 'Keep the call' }).click();
  await expect(question).toBeHidden();
  await stop(page).click();
  await question.getByRole('button', { name: 'Stop the call' }).click();

  const summary = callSummary(page);
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('You stopped the call.')).toBeVisible();
  // The chat keeps what was said and offers no field to type in: nobody is left to read it.
  await expect(chatEnded(page)).toBeVisible();
  await expect(page.getByLabel('Message to the caller')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  // Nor does it still say "connected" beside "read-only".
  await expect(page.getByRole('status').filter({ hasText: 'Chat: closed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chat: connected' })).toHaveCount(0);
  await stateFits(false, summaryBlocks(), true);
  // After a streamed call, nothing of the summary is cut by the video area that holds it (New incident was, at 1280x720).
  await expectUncutOnEachScreen(page, summaryBlocks());
  await expect(summary.getByText('Duration')).toBeVisible();
  await expect(summary.getByText('Location points')).toBeVisible();
  await expect(summary.getByText('The incident is still open (not finished).')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Open the incident' })).toHaveAttribute('href', /#\/public\/incident\/view\//);
  await expect(page.getByRole('status').filter({ hasText: 'Connection: Session ended' })).toBeVisible();
  await summary.getByRole('button', { name: 'Finish incident' }).click();
  await expect(summary.getByText('The incident is finished.')).toBeVisible({ timeout: 15_000 });
  await expect(callLog(page).getByText('The incident was finished')).toBeVisible();
  await expect(page.getByLabel('Message to the caller')).toHaveCount(0);
  await summary.getByRole('button', { name: 'New incident' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
});

test('leaving a streaming call (Back to HQ, the sidebar, the browser back) asks as Stop does; staying keeps the call, leaving stops it', async () => {
  test.setTimeout(90_000);
  await startCall('1', 'Leaving call');
  // The caller joins 10 s after the link.
  await page.clock.runFor('00:12');
  await expect(callState(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(stop(page)).toBeVisible();
  const liveUrl = page.url();
  const question = page.getByRole('alertdialog', { name: 'Leave the call?' });

  await page.getByRole('button', { name: 'Back to HQ' }).click();
  await question.getByRole('button', { name: 'Stay on the call' }).click();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(liveUrl);
  await expect(stop(page)).toBeVisible();

  // The sidebar asks too; a sidebar link refused leaves no entry behind, so Back (next) asks at once.
  await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
  await question.getByRole('button', { name: 'Stay on the call' }).click();
  await expect(page).toHaveURL(liveUrl);
  await expect(stop(page)).toBeVisible();

  await page.goBack();
  await question.getByRole('button', { name: 'Stay on the call' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(liveUrl);
  await expect(stop(page)).toBeVisible();

  await page.getByRole('button', { name: 'Back to HQ' }).click();
  await question.getByRole('button', { name: 'Stop the call and leave' }).click();
  await expect(page).not.toHaveURL(liveUrl, { timeout: 15_000 });
});

test('logging out during a streaming call asks as Stop does: staying keeps the call and the session, leaving logs out and stops it', async () => {
  test.setTimeout(120_000);
  await startCall('1', 'Logout call');
  // The caller joins 10 s after the link.
  await page.clock.runFor('00:12');
  await expect(callState(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(stop(page)).toBeVisible();
  const liveUrl = page.url();
  const question = page.getByRole('alertdialog', { name: 'Leave the call?' });
  const logOut = async () => {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  };

  await logOut();
  await question.getByRole('button', { name: 'Stay on the call' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(liveUrl);
  await expect(stop(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  await logOut();
  await question.getByRole('button', { name: 'Stop the call and leave' }).click();
  // The call is stopped as Stop stops it (tests/ui/leave-guard.test.ts), and the logout goes on as without a call: the
  // tenant's mini-HQ login, nothing of the session kept.
  await expect(page).toHaveURL(new RegExp(`#/teleport/${TENANT}/login$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The next tests start signed in, as the file's first did.
  await openCreateMode(page, 'admin@public.demo', TENANT);
});

test('taken over (…9): the warning names Sara Supervisor, the session shows it ended and the form is read-only', async () => {
  test.setTimeout(90_000);
  await startCall('9', 'Taken over call');
  // Sara Supervisor takes control 40 s after the link: every timer due in the next 42 s fires now, in order.
  await page.clock.runFor('00:42');
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('Sara Supervisor took control of this incident', { timeout: 20_000 });
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/);
  await expect(callState(page)).toContainText('Sara Supervisor took control of this incident');
  await expect(page.getByRole('status').filter({ hasText: 'Connection: Session ended' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Live controls' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Remote streams' })).toHaveCount(0);
  await expect(page.getByText('Read-only: another operator has control of this incident.')).toBeVisible();
  await expect(page.getByLabel('Incident title')).toBeDisabled();
  await expect(callLog(page).getByText('Sara Supervisor took control of this incident')).toBeVisible();
  await stateFits(false, stateBlocks(callState(page).getByRole('button', { name: 'New incident' })));
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

test('a seeded live incident has its caller on the line, streaming, and its start time stays across a reload', async () => {
  test.setTimeout(60_000);
  await page.goto(`/#/${TENANT}/incident/live`);
  // The test before may have left this page on a call whose caller is on the line: leaving it asks first.
  const leave = page.getByRole('alertdialog', { name: 'Leave the call?' });
  await expect(leave.or(page.getByRole('heading', { level: 1, name: 'New incident' }))).toBeVisible({ timeout: 15_000 });
  if (await leave.isVisible()) await leave.getByRole('button', { name: 'Stop the call and leave' }).click();
  // The tenant's newest seeded live incident (the calls of this file went to +55 21 98765432…).
  const newest = page
    .getByRole('list', { name: 'Live incidents' })
    .getByRole('listitem')
    .filter({ hasNotText: 'Caller: +55219876543' })
    .first();
  await expect(newest).toContainText(/Started \S/, { timeout: 15_000 });
  const listed = await newest.innerText();
  await page.reload();
  await expect.poll(() => newest.innerText(), { timeout: 15_000 }).toBe(listed);
  await newest.getByRole('button', { name: /^Open / }).click();
  await expect(page.getByRole('group', { name: 'Remote streams' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText('I moved away from it a little', { timeout: 20_000 });
  // Streaming: the picture instead of a state's words.
  await expect(callState(page)).toHaveCount(0);
  // The call log tells the link's history from the records the message status table lists.
  await expect(page.getByRole('cell', { name: 'Read' }).first()).toBeVisible();
  await expect(callLog(page).getByText('Nothing has happened yet.')).toHaveCount(0);
  for (const line of ['The link was sent by SMS', "The SMS reached the caller's phone", 'The caller read the link']) {
    await expect(callLog(page).getByText(line, { exact: true }), line).toBeVisible();
  }
  await stateFits(true, {});
});

test('in Portuguese, after a streamed call, nothing of the summary is cut by the video area at any size (…1)', async () => {
  test.setTimeout(120_000);
  await page.goto(`/#/${TENANT}/incident/live`);
  const leave = page.getByRole('alertdialog', { name: 'Leave the call?' });
  await expect(leave.or(page.getByRole('heading', { level: 1, name: 'New incident' }))).toBeVisible({ timeout: 15_000 });
  if (await leave.isVisible()) await leave.getByRole('button', { name: 'Stop the call and leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => localStorage.setItem('currentLanguage', 'pt'));
  await page.reload();
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Nova ocorrência' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Número de telefone').pressSequentially('21987654321');
    await page.getByLabel('Título', { exact: true }).fill('Resumo em português');
    const address = page.getByLabel('Endereço', { exact: true });
    await address.fill('Carrera 7');
    await page.getByRole('listbox', { name: 'Sugestões de endereço' }).getByRole('option').first().click();
    await expect(address).toBeFocused();
    await page.getByLabel('Descrição', { exact: true }).fill('Teste de ponta a ponta');
    await page.getByRole('button', { name: 'Enviar SMS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resumo em português' })).toBeVisible({ timeout: 15_000 });
    // The caller joins 10 s after the link and streams.
    await page.clock.runFor('00:12');
    await expect(callState(page)).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('toolbar', { name: 'Controles ao vivo' }).getByRole('button', { name: 'Parar' }).click();
    await page.getByRole('alertdialog', { name: 'Encerrar a chamada?' }).getByRole('button', { name: 'Encerrar a chamada' }).click();
    const summary = page.getByRole('region', { name: 'Chamada encerrada' });
    await expect(summary).toBeVisible({ timeout: 15_000 });
    await expectUncutOnEachScreen(page, {
      'open the incident': summary.getByRole('link', { name: 'Abrir a ocorrência' }),
      finish: summary.getByRole('button', { name: 'Finalizar ocorrência' }),
      'new incident': summary.getByRole('button', { name: 'Nova ocorrência' }),
    });
    await expectOnEachScreen(page, { 'new incident': summary.getByRole('button', { name: 'Nova ocorrência' }) });
  } finally {
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'en'));
  }
});
