import { expect, test } from '@playwright/test';
import { fillIncidentForm, sendSmsAndOpenLive, sharedSignedInPage } from './support';

/** Two demo incidents of the public tenant with no links either way. */
const INCIDENT = '100192';
const OTHER = '100190';
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe.configure({ mode: 'serial' });

test.describe('incident view: linking incidents (SPEC §2 linked-incidents panel)', () => {
  // The page's timers run on Playwright's clock: the live page's test runs the seconds before the caller joins at once.
  const signedIn = sharedSignedInPage({ email: 'admin@public.demo', tenant: 'public' }, { clock: true });

  test('finds another incident by id, links it after the question, lists it, then unlinks it after the question', async () => {
    const page = signedIn();
    await page.goto(`/#/public/incident/view/${INCIDENT}`);
    const panel = page.getByRole('region', { name: 'Linked incidents' });
    await expect(panel.getByText('No linked incidents')).toBeVisible({ timeout: 15_000 });

    await panel.getByLabel('Link another incident').fill(OTHER);
    await panel.getByRole('button', { name: 'Find' }).click();
    const candidates = panel.getByRole('list', { name: 'Incidents that can be linked' });
    await candidates.getByRole('button', { name: new RegExp(`^Link incident ${OTHER} - `) }).click();

    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`Link incident ${OTHER} - `);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/link-question-1366.png` });
    await ask.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByText('Incidents linked')).toBeVisible();

    const listed = panel.getByRole('list', { name: 'Linked incidents' });
    await expect(listed.getByRole('button', { name: new RegExp(`^${OTHER} - .*Linked from here$`) })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/linked-1366.png`, fullPage: true });

    await listed.getByRole('button', { name: new RegExp(`^Unlink incident ${OTHER} - `) }).click();
    const unlinkAsk = page.getByRole('alertdialog');
    await expect(unlinkAsk).toContainText(`Unlink incident ${OTHER} - `);
    await unlinkAsk.getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(page.getByText('Link removed')).toBeVisible();
    await expect(panel.getByText('No linked incidents')).toBeVisible();
  });

  test("the live page's link control opens the same panel in a dialog", async () => {
    const page = signedIn();
    await page.goto('/#/public/incident/live');
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
    await fillIncidentForm(page, { digits: '21987654321', title: 'Gas leak on the corner' });
    await sendSmsAndOpenLive(page, 'public');
    // The live controls show once the caller joins, 10 s after the link.
    await page.clock.runFor('00:12');
    await page.getByRole('button', { name: 'Link incidents' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Linked incidents' });
    await expect(dialog.getByText('No linked incidents')).toBeVisible();
    // The dialog's title is the one heading: the panel inside it has none of its own.
    await expect(dialog.getByText('Linked incidents', { exact: true })).toHaveCount(1);
    await expect(dialog.getByLabel('Link another incident')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-link-1366.png` });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    // The caller is still on the line: leaving for another incident asks first, and leaving stops the call.
    await page.goto(`/#/public/incident/view/${INCIDENT}`);
    await page.getByRole('alertdialog', { name: 'Leave the call?' }).getByRole('button', { name: 'Stop the call and leave' }).click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${INCIDENT}$`));
  });

  test('a push about the incident is sent to a chosen topic and comes back as a toast', async () => {
    const page = signedIn();
    await page.goto(`/#/public/incident/view/${INCIDENT}`);
    await expect(page.getByRole('link', { name: 'Back to HQ' })).toHaveAttribute('href', /^#\/public\/[a-z]/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Send push' }).click();
    const ask = page.getByRole('alertdialog', { name: `Send a push notification about incident ${INCIDENT}?` });
    await ask.getByText('New live incident').click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/push-question-1366.png` });
    await ask.getByRole('button', { name: 'Send push' }).click();
    await expect(page.getByText('Push notification sent')).toBeVisible();
    // In the console's one toast region, with the other toasts.
    const received = page.getByRole('region', { name: 'Notifications' });
    await expect(received.getByRole('status', { name: `Push notification: incident ${INCIDENT}` })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/push-received-1366.png` });
  });
});
