import { expect, type Page } from '@playwright/test';
import { OPERATOR, operatorBrowser, tokenOf } from './server-support';
import { test } from './served-test';

/**
 * SPEC §4 live video and chat over the wire: the operator sends the link; the caller page, opened in a browser of its
 * own (another person's phone), claims it and streams Chromium's fake camera through the server's relay to the
 * operator's live page; the chat goes both ways through the server; an invitation to watch is followed to joined; the
 * operator edits the incident, stops the call (which reaches the caller's page) and finishes the incident.
 */
test.use({ permissions: ['camera', 'microphone', 'geolocation'], geolocation: { latitude: -22.9512, longitude: -43.1944 } });

async function expectVideoPlaying(page: Page): Promise<void> {
  const video = page.getByLabel("Caller's live video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start);
}

test('create, send the link, the caller joins from another browser: live video, chat both ways, edit, stop, finish', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // E2E_TIMINGS=1 prints each phase's time since the start (the journey's figures in the README).
  const started = Date.now();
  const mark = (what: string) => process.env.E2E_TIMINGS && console.log(`${what}: ${Date.now() - started} ms`);
  const operator = await operatorBrowser(browser, OPERATOR);
  mark('signed in');
  await operator.goto('/#/public/incident/live');
  await expect(operator.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  // A phone ending in 5: the simulated caller never opens the link, so what the console sees is the person's.
  await operator.getByLabel('Phone number').pressSequentially('21987654325');
  await operator.getByLabel('Title', { exact: true }).fill('Kitchen fire on the third floor');
  await operator.getByRole('combobox', { name: 'Address', exact: true }).fill('Rua do Catete 100, Rio de Janeiro');
  await operator.getByLabel('Description', { exact: true }).fill('Smoke seen from the street');
  await operator.getByRole('button', { name: 'Send SMS' }).click();
  await expect(operator).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 15_000 });

  mark('live page open');
  const callerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const caller = await callerContext.newPage();
  await caller.goto('/#/training/caller');
  await caller.getByRole('link', { name: 'Play the caller of Kitchen fire on the third floor' }).click();
  await caller.getByLabel('Your name (the operator sees it)').fill('Ana Caller');
  await caller.getByRole('button', { name: 'Accept and start the video' }).click();
  await expect(caller.getByText('Camera and microphone: shared with the operator')).toBeVisible({ timeout: 15_000 });

  mark('caller streaming');
  await expectVideoPlaying(operator);

  mark('video playing');
  // SPEC §7: an invitation to watch is listed with its link's status, read from the server while the page is open.
  await operator.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Share' }).click();
  const share = operator.getByRole('dialog', { name: 'Share this incident' });
  // The radio's input is hidden under its drawn circle, which may still be moving in with the dialog: the label is clicked.
  await share.getByText('Invite someone to watch', { exact: true }).click();
  await expect(share.getByRole('radio', { name: 'Invite someone to watch' })).toBeChecked();
  await share.getByLabel('Phone number').pressSequentially('21912345678');
  await share.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(share.getByText('The invitation was sent to +5521912345678')).toBeVisible({ timeout: 10_000 });
  await share.getByRole('button', { name: 'Close' }).first().click();
  const invited = operator.getByRole('region', { name: 'Invited' });
  await expect(invited.getByRole('listitem').filter({ hasText: '+5521912345678' })).toContainText('Link sent');
  mark('invitation listed');
  await caller.getByLabel('Message', { exact: true }).fill('Smoke is coming from the kitchen');
  await caller.getByRole('button', { name: 'Send' }).click();
  const operatorChat = operator.getByRole('log', { name: 'Chat messages' });
  await expect(operatorChat.getByText('Smoke is coming from the kitchen')).toBeVisible({ timeout: 15_000 });
  await expect(operatorChat.getByRole('listitem').first()).toContainText('Ana Caller');

  await operator.getByLabel('Message to the caller').fill('Leave the building now');
  await operator.getByRole('button', { name: 'Send message' }).click();
  await expect(caller.getByRole('log', { name: 'Messages with the operator' }).getByText('Leave the building now')).toBeVisible({
    timeout: 15_000,
  });
  mark('chat both ways');
  // The demo's invitee opens the link and then watches: the server records each, the live page follows.
  await expect(invited.getByRole('listitem').filter({ hasText: '+5521912345678' })).toContainText('Joined', { timeout: 20_000 });

  // The operator edits the incident during the call: the heading follows what the server saved.
  const details = operator.getByRole('region', { name: 'Incident details' });
  const edit = details.getByRole('button', { name: 'Edit', exact: true });
  if (await edit.isVisible()) await edit.click();
  await details.getByLabel('Incident title').fill('Kitchen fire on the third floor, contained');
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Kitchen fire on the third floor, contained' })).toBeVisible({
    timeout: 15_000,
  });
  mark('edited');
  if (process.env.E2E_SCREENSHOTS) {
    await operator.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/served-live-1280.png` });
    await operator.setViewportSize({ width: 1920, height: 1080 });
    await operator.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/served-live-1920.png` });
  }

  await operator.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }).click();
  await operator.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await expect(caller.getByText('The operator ended the call.')).toBeVisible({ timeout: 15_000 });
  mark('stopped');
  // Finish: the call's summary finishes the incident, and the server holds it finished.
  const summary = operator.getByRole('region', { name: 'Call ended' });
  await summary.getByRole('button', { name: 'Finish incident' }).click();
  await expect(summary.getByText('The incident is finished.')).toBeVisible({ timeout: 15_000 });
  const incidentId = /incident\/live\/([^/?]+)/.exec(operator.url())?.[1];
  const read = await operator.request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(operator)}` },
    data: { query: 'query one($id: ID!) { getIncidentById(id: $id) { title finishedAt } }', variables: { id: incidentId } },
  });
  const held = ((await read.json()) as { data: { getIncidentById: { title: string; finishedAt: string | null } } }).data.getIncidentById;
  expect(held.title).toBe('Kitchen fire on the third floor, contained');
  expect(held.finishedAt).toBeTruthy();
  mark('finished');
  await Promise.all([operator.context().close(), callerContext.close()]);
});
