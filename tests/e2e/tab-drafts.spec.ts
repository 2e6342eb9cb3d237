import { expect, test, type Page } from '@playwright/test';
import { signInStored } from './support';

/**
 * One operator, two tabs of one browser on one incident: the second tab says the incident is open in another tab;
 * a logout with an unsaved draft asks first, and after "discard" the browser's storage holds no incident text.
 */

const ADMIN = { email: 'admin@public.demo', tenant: 'public' } as const;
/** A finished demo incident of the public tenant (the same in every tab's demo world). */
const INCIDENT = '100131';
const SHOTS = process.env.E2E_SHOTS_DIR;
/** Personal details in a description, typed and not yet saved (the form saves 3 s after the last keystroke). */
const TYPED = 'Caller Ana Ruiz, ID 4471-22, door code 9934, third floor at the back.';

async function openView(page: Page): Promise<void> {
  await page.goto(`/#/public/incident/view/${INCIDENT}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Incident ${INCIDENT}`, { timeout: 15_000 });
}

const otherTabNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Also open in another tab' });

/** Every value of the page's local and session storage, as text. */
const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

test('two tabs on one incident: the second says so; a logout with a draft asks, and discard leaves no incident text', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // The pages' timers on Playwright's clock, so the operator logs out within the 3 s before the form saves.
  await context.clock.install();
  const first = await context.newPage();
  await signInStored(first, ADMIN);
  await openView(first);
  await expect(first.getByText('Incident details', { exact: true }).first()).toBeVisible();

  const second = await context.newPage();
  await openView(second);
  await expect(otherTabNotice(second)).toBeVisible({ timeout: 10_000 });
  await expect(otherTabNotice(first)).toBeVisible({ timeout: 10_000 });
  await otherTabNotice(second).scrollIntoViewIfNeeded();
  if (SHOTS) await second.screenshot({ path: `${SHOTS}/tab-notice-1280.png` });

  // The first tab leaves the incident: the second's notice goes.
  await first.goto(`/#/public/incident/live`);
  await expect(otherTabNotice(second)).toHaveCount(0, { timeout: 10_000 });

  // The second tab types a description and logs out before it is saved: it is an unsaved draft.
  await context.clock.pauseAt(Date.now() + 1_000);
  const edit = second.getByRole('button', { name: 'Edit', exact: true });
  if (await edit.isVisible()) await edit.click();
  await second.getByLabel('Description', { exact: true }).fill(TYPED);
  await expect.poll(() => storedText(second), { timeout: 10_000 }).toContain('Ana Ruiz');

  // Logging out asks first; staying keeps everything.
  const logout = async () => {
    await second.getByRole('button', { name: /^Account menu/ }).click();
    await second.getByRole('menuitem', { name: 'Log out' }).click();
  };
  await logout();
  const question = second.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('You have unsaved changes to 1 incident');
  if (SHOTS) await second.screenshot({ path: `${SHOTS}/logout-drafts-1280.png` });
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  // The dialog's closing runs on the page's timers: half a second of them, well inside the 3 s before the form saves.
  await context.clock.runFor(500);
  await expect(question).toBeHidden();
  await expect(second.getByLabel('Description', { exact: true })).toHaveValue(TYPED);

  // Discard and log out: no incident text in either tab's storage.
  await logout();
  await question.getByRole('button', { name: 'Discard and log out' }).click();
  await context.clock.resume();
  await expect(second).toHaveURL(/#\/teleport\/public\/login$/, { timeout: 15_000 });
  for (const page of [first, second]) {
    const stored = await storedText(page);
    expect(stored).not.toContain('Ana Ruiz');
    expect(stored).not.toContain('4471-22');
  }
  await context.close();
});
