import { expect, type Page } from '@playwright/test';
import { browserPushKeys, decryptPush, LocalPushService, type BrowserPushKeys } from '../support/push-service';
import { ADMIN, buildOf, closeNoVideoWarning, OPERATOR, operatorBrowser, tokenOf } from './server-support';
import { deliverPush } from './web-push-browser';
import { test } from './served-test';

/**
 * SPEC §4, §7 over the wire: two operators in two browsers on one served world (on either build; the production
 * build's caller video would come through Agora, which is not here, so it is looked for on the served console only). What one changes the other sees
 * (the server's INCIDENT_UPDATED reaches every console following the incident), and another operator taking control
 * ends this operator's live session with the take-over warning.
 */
test.describe.configure({ mode: 'serial' });

let operator: Page;
let admin: Page;
let incidentId = '';
// The production build's pushes come through Web Push: the operator's browser's push service is the test's.
let pushService: LocalPushService | null = null;
const operatorKeys: BrowserPushKeys = browserPushKeys();

test.beforeAll(async ({ browser }) => {
  // Two sign-ins at once, each loading the console: more than a minute on a busy two-core machine.
  test.setTimeout(120_000);
  if (buildOf() === 'production') pushService = await LocalPushService.start();
  const subscription = pushService ? { endpoint: pushService.endpointOf('operator'), keys: operatorKeys.keys } : undefined;
  // The operator's timers run on Playwright's clock, so the push toast's 8000 ms are measured on it.
  [operator, admin] = await Promise.all([
    operatorBrowser(browser, OPERATOR, { clock: true, ...(subscription ? { pushService: subscription } : {}) }),
    operatorBrowser(browser, ADMIN),
  ]);
});

test.afterAll(async () => {
  await Promise.all([operator.context().close(), admin.context().close(), pushService?.close()]);
});

test('the operator creates an incident and sends the link: the live page opens on the new incident', async () => {
  await operator.goto('/#/public/incident/live');
  await expect(operator.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await operator.getByLabel('Phone number').pressSequentially('21987654321');
  await operator.getByLabel('Title', { exact: true }).fill('Fallen tree on the tram line');
  // Without a Maps key there are no suggestions: the operator types the address.
  await operator.getByRole('combobox', { name: 'Address', exact: true }).fill('Rua do Catete 100, Rio de Janeiro');
  await operator.getByLabel('Description', { exact: true }).fill('Blocking both tracks');
  await operator.getByRole('button', { name: 'Send SMS' }).click();
  const live = /#\/public\/incident\/live\/([^/?]+)$/;
  await expect(operator).toHaveURL(live, { timeout: 15_000 });
  incidentId = live.exec(new URL(operator.url()).hash)?.[1] ?? '';
  // The production build's no-video warning is modal: the page behind it, its heading too, is out of reach until it closes.
  if (buildOf() === 'production') await closeNoVideoWarning(operator);
  await expect(operator.getByRole('heading', { level: 1, name: 'Fallen tree on the tram line' })).toBeVisible();
  if (buildOf() === 'production') return;
  // The simulated caller opens the link: its picture, drawn by this browser, plays in the live video.
  const video = operator.getByLabel("Caller's live video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
});

test("the other operator opens the incident view and sees the first operator's new title", async () => {
  await admin.goto(`/#/public/incident/view/${incidentId}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Fallen tree on the tram line' })).toBeVisible({ timeout: 15_000 });
  const details = operator.getByRole('region', { name: 'Incident details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('Incident title').fill('Fallen tree on the tram line, power cut');
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  // The server holds the new title once the operator's own page shows it; from then on one push and one read.
  await expect(operator.getByRole('heading', { level: 1, name: 'Fallen tree on the tram line, power cut' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: 'Fallen tree on the tram line, power cut' })).toBeVisible({
    timeout: 5_000,
  });
});

test("a push the other operator sends about the incident shows on this operator's console as its toast for 8000 ms", async () => {
  // The served console's pushes travel over the server's socket; the production build's through Web Push: the server
  // sends the push, encrypted and signed, to the push service the operator's browser subscribed with, which delivers it.
  // The operator's time stands still from before the push arrives, so the toast's time is counted from its arrival.
  await operator.clock.pauseAt(await operator.evaluate(() => Date.now() + 1_000));
  await admin.getByRole('button', { name: 'Send push' }).click();
  const ask = admin.getByRole('alertdialog', { name: `Send a push notification about incident ${incidentId}?` });
  await ask.getByText('New live incident').click();
  await ask.getByRole('button', { name: 'Send push' }).click();
  await expect(admin.getByText('Push notification sent')).toBeVisible();
  if (pushService) await deliverPush(operator, decryptPush((await pushService.next()).body, operatorKeys));
  const received = operator.getByRole('region', { name: 'Notifications' });
  const toast = received.getByRole('status', { name: `Push notification: incident ${incidentId}` });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await operator.clock.runFor(7_900);
  await expect(toast).toBeVisible();
  await operator.clock.runFor(200);
  await expect(toast).toBeHidden();
  await operator.clock.resume();
});

test('the other operator takes control: the first operator sees who is in charge now, without reloading', async () => {
  // On the served console the caller is still on the line: leaving the live page for the incident view asks first,
  // and leaving stops the call.
  await operator.goto(`/#/public/incident/view/${incidentId}`);
  if (buildOf() === 'served')
    await operator.getByRole('alertdialog', { name: 'Leave the call?' }).getByRole('button', { name: 'Stop the call and leave' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: /^Fallen tree on the tram line/ })).toBeVisible({ timeout: 15_000 });
  await expect(operator.getByRole('definition').filter({ hasText: 'Otto Operator' })).toBeVisible();
  const response = await admin.request.post(`/demo/incidents/${incidentId}/take-over`, {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
  });
  expect(response.status()).toBe(200);
  // SPEC §3 activeOperator, shown as the operator in charge, follows the server's INCIDENT_UPDATED within 2 s; a
  // take-over made before the server followed the incident for this page is read once the server confirms it does.
  await expect(operator.getByRole('definition').filter({ hasText: 'Ana Admin' })).toBeVisible({ timeout: 2_000 });
});
