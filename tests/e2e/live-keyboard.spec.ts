import { expect, test, type Locator, type Page } from '@playwright/test';
import { installClock, signIn } from './support';

/**
 * An operator who uses only the keyboard runs a whole call: create mode → send the link → the simulated caller
 * joins → chat → stop (confirmed). Past the sign-in, nothing is clicked or filled: the focus moves by Tab, Enter
 * activates, text is typed, and the live page's shortcuts (Alt+C, Alt+S, ?) do the rest.
 */

const ADMIN = { email: 'admin@public.demo', tenant: 'public' };

/** Tab until `target` has the focus (at most `limit` presses), as a keyboard user moves to it. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

test('keyboard only: create an incident, send the link, chat with the caller and stop the call', async ({ page }) => {
  // A whole call on a busy machine: the caller joins some 10 s after the link.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await installClock(page);
  await signIn(page, ADMIN.email, ADMIN.tenant);
  await expect(page).toHaveURL(/#\/public\//, { timeout: 15_000 });
  await page.goto('/#/public/incident/live');
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });

  // Create mode: the skip link first, then the form's fields in order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Phone number' }));
  await page.keyboard.type('21987654321');
  // By role: a required field's label also holds its '*' mark, which its accessible name leaves out.
  await tabTo(page, page.getByRole('textbox', { name: 'Title', exact: true }));
  const title = 'Keyboard-only call';
  await page.keyboard.type(title);
  await tabTo(page, page.getByRole('combobox', { name: 'Address', exact: true }));
  await page.keyboard.type('Carrera 7');
  // The first suggestion, chosen as the field's status line says: arrow keys and Enter.
  await expect(page.getByRole('status').filter({ hasText: /suggestions?: use the arrow keys/ })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Description', exact: true }));
  await page.keyboard.type('Typed without a mouse');
  await tabTo(page, page.getByRole('button', { name: 'Send SMS' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  // The caller streams 11 s after the link: the page's clock runs those seconds at once.
  await page.clock.runFor('00:12');
  const video = page.getByLabel("Caller's live video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);

  // The controls announce their shortcuts; ? lists them (outside a text field) and Escape closes the list.
  const controls = page.getByRole('toolbar', { name: 'Live controls' });
  await expect(controls.getByRole('button', { name: 'Stop', exact: true })).toHaveAttribute('aria-keyshortcuts', 'Alt+S');
  await expect(controls.getByRole('button', { name: 'Blur all' })).toHaveAttribute('aria-keyshortcuts', 'Alt+B');
  await expect(controls.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-keyshortcuts', 'Alt+M');
  await expect(controls.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-keyshortcuts', 'Alt+H');
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Alt S Stop the call/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Alt+M mutes and unmutes from anywhere (the button's pressed state follows).
  const mute = controls.getByRole('button', { name: 'Mute' });
  await page.keyboard.press('Alt+M');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Alt+M');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');

  // Alt+C: the chat's message box; Enter sends.
  await page.keyboard.press('Alt+C');
  const message = page.getByLabel('Message to the caller');
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-keyshortcuts', 'Alt+C');
  await page.keyboard.type('Help is on the way');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: /messages/i })).toContainText('Help is on the way');
  await expect(message).toHaveValue('');

  // Typing ? in the message box types it: the help stays closed.
  await page.keyboard.type('?');
  await expect(message).toHaveValue('?');
  await expect(help).toBeHidden();
  await page.keyboard.press('Backspace');

  // Alt+S from the message box asks first; Escape keeps the call, then the operator confirms.
  await page.keyboard.press('Alt+S');
  const confirm = page.getByRole('alertdialog', { name: 'Stop the call?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(controls.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
  await page.keyboard.press('Alt+S');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Stop the call' }), 5);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'Call ended' })).toBeVisible({ timeout: 15_000 });
  await expect(controls).toBeHidden();
});
