import { expect, test, type Page } from '@playwright/test';
import { leaveCreateMode, sharedSignedInPage, sidebar } from './support';

/**
 * The incident form's inputs as an operator meets them in create mode (SPEC §2, §5): the address combobox driven by the
 * keyboard alone, required fields marked before sending and the send-time message, a huge paste kept to the field's
 * limit, a right-to-left override dropped from a title, and its right-to-left words kept inside their own isolate when shown.
 */
test.describe('incident form inputs (create mode)', () => {
  // The block's tests in one worker, in order: one page and one sign-in for them all.
  test.describe.configure({ mode: 'default' });
  const page = sharedSignedInPage({ email: 'operator@tenant12.demo', tenant: 'tenant_12' });

  /** A fresh create mode: away to another section (discarding what an earlier test typed) and back. */
  async function freshCreateMode(p: Page): Promise<void> {
    const users = p.getByRole('heading', { level: 1, name: 'Users' });
    await leaveCreateMode(p, () => sidebar(p).getByRole('link', { name: 'Users' }).click(), users);
    await sidebar(p).getByRole('link', { name: 'Teleport' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  }

  const address = (p: Page) => p.getByRole('combobox', { name: 'Address' });
  const suggestions = (p: Page) => p.getByRole('listbox', { name: 'Address suggestions' });

  test('the address combobox works from the keyboard: type, ArrowDown, Enter, Escape, and "no matches" is said', async () => {
    const p = page();
    await freshCreateMode(p);
    await p.getByLabel('Title', { exact: true }).focus();
    await p.keyboard.press('Tab');
    await expect(address(p)).toBeFocused();
    await p.keyboard.type('Carrera');
    await expect(suggestions(p).getByRole('option').first()).toBeVisible();
    await expect(p.getByRole('status').filter({ hasText: /suggestions?: use the arrow keys/ })).toHaveCount(1);
    await p.keyboard.press('ArrowDown');
    const first = suggestions(p).getByRole('option').first();
    await expect(first).toHaveAttribute('data-highlighted', '');
    const chosen = (await first.textContent()) ?? '';
    await p.keyboard.press('Enter');
    await expect(suggestions(p)).toBeHidden();
    await expect(address(p)).toBeFocused();
    await expect(p.getByText(/Bogotá \(4\.\d+, -74\.\d+\)/)).toBeVisible();
    expect(chosen).toMatch(/Carrera/);

    await p.keyboard.press('ControlOrMeta+a');
    await p.keyboard.type('Qqzzqq');
    const noMatches = 'No matching address. Check the spelling, or type less of it.';
    await expect(suggestions(p).getByText(noMatches)).toBeVisible();
    await expect(p.getByRole('status').filter({ hasText: noMatches })).toHaveCount(1);
    await p.keyboard.press('Escape');
    await expect(suggestions(p)).toBeHidden();
    await expect(address(p)).toHaveValue('Qqzzqq');
    await expect(address(p)).toBeFocused();
  });

  test('the address suggestions leave the typing in the next field, whenever they arrive', async () => {
    const p = page();
    await freshCreateMode(p);
    const description = p.getByLabel('Description', { exact: true });
    const noMatches = 'No matching address. Check the spelling, or type less of it.';
    // Open when the operator moves on: they close, and the focus stays where the operator went.
    await address(p).pressSequentially('Qqzzqq');
    await expect(suggestions(p).getByText(noMatches)).toBeVisible();
    await description.click();
    await description.pressSequentially('Smoke from a window', { delay: 60 });
    await expect(description).toHaveValue('Smoke from a window');
    await expect(suggestions(p)).toBeHidden();
    await expect(address(p)).toHaveValue('Qqzzqq');
    // Arriving once the operator has moved on (a slow answer): they do not open and take the typing into the address.
    await address(p).click();
    await p.keyboard.press('ControlOrMeta+a');
    await p.keyboard.type('Zzqqzz');
    await description.click();
    await description.pressSequentially(' on the third floor', { delay: 120 });
    await expect(description).toHaveValue('Smoke from a window on the third floor');
    await expect(description).toBeFocused();
    await expect(address(p)).toHaveValue('Zzqqzz');
    await expect(suggestions(p)).toBeHidden();
    await description.fill('Filled at once');
    await expect(description).toHaveValue('Filled at once');
    await expect(address(p)).toHaveValue('Zzqqzz');
  });

  test('required fields are marked before sending; a send without a title says what to type', async () => {
    const p = page();
    await freshCreateMode(p);
    await expect(p.getByText('Fields marked * are required.')).toBeVisible();
    for (const label of ['Title', 'Description']) await expect(p.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    await expect(address(p)).toHaveAttribute('required', '');
    await p.getByLabel('Phone number').pressSequentially('3001234561');
    await p.getByLabel('Description', { exact: true }).fill('Kept while the title is missing');
    await p.getByRole('button', { name: 'Send SMS' }).click();
    await expect(p.getByText('A title is required: type a short summary of what happened.')).toBeVisible({ timeout: 15_000 });
    // The reason is the field's description too: a screen reader reads it with the field, not only as its error.
    await expect(p.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(/A title is required: type a short summary/);
    await expect(p.getByText(/before leaving, stopping or saving/)).toHaveCount(0);
    await expect(p.getByLabel('Description', { exact: true })).toHaveValue('Kept while the title is missing');
  });

  test('a 100,000-character paste into the title keeps 255 characters and says so', async () => {
    const p = page();
    await freshCreateMode(p);
    const title = p.getByLabel('Title', { exact: true });
    await title.fill('x'.repeat(100_000));
    await expect(title).toHaveValue('x'.repeat(255));
    await expect(p.getByText('Only the first 255 characters were kept (99745 left out): check the end of the text.')).toBeVisible();
    await expect(p.getByText('255 / 255 characters')).toBeVisible();
  });

  test('a title loses its U+202E; its right-to-left words are shown isolated in the live heading and in the tab title', async () => {
    const p = page();
    await freshCreateMode(p);
    const title = 'Report \u05E9\u05DC\u05D5\u05DD gnp.exe';
    await p.getByLabel('Phone number').pressSequentially('3001234561');
    await p.getByLabel('Title', { exact: true }).fill('Report \u202E\u05E9\u05DC\u05D5\u05DD gnp.exe');
    await expect(p.getByLabel('Title', { exact: true })).toHaveValue(title);
    await address(p).pressSequentially('Carrera 7');
    await suggestions(p).getByRole('option').first().click();
    await p.getByLabel('Description', { exact: true }).fill('RTL title');
    await p.getByRole('button', { name: 'Send SMS' }).click();
    await expect(p).toHaveURL(/#\/tenant_12\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
    const heading = p.getByRole('heading', { level: 1 });
    await expect(heading.locator('bdi')).toHaveText(title);
    await expect(p).toHaveTitle(new RegExp(`^\u2068${title}\u2069 · `));
  });
});
