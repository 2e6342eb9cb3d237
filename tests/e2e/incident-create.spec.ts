import { expect, test, type Page } from '@playwright/test';
import { openCreateMode as openCreate } from './support';

const phone = (page: Page) => page.getByLabel('Phone number');
const prefix = (page: Page) => page.getByLabel('Country prefix');
const sendSms = (page: Page) => page.getByRole('button', { name: 'Send SMS' });
const sendWhatsApp = (page: Page) => page.getByRole('button', { name: 'Send WhatsApp' });

/** Fills title, address (chosen from the autocomplete) and description. */
async function fillForm(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill('Carrera 7');
  // Typed but not chosen: the field says so, and what to do.
  const notChosen = /^Not chosen from the suggestions: choose one to place the incident on the map/;
  await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(notChosen);
  const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
  await suggestions.getByRole('option').first().click();
  await expect(page.getByText(/Bogotá \(4\.\d+, -74\.\d+\)/)).toBeVisible();
  await expect(page.getByText(notChosen)).toHaveCount(0);
  await page.getByLabel('Description', { exact: true }).fill('Caller reports a fallen tree');
}

test.describe('live page, create mode (SPEC §2, §5, §8, §9)', () => {
  test('the phone is formatted with each prefix mask as typed, and changing the prefix clears it', async ({ page }) => {
    await openCreate(page, 'admin@public.demo', 'public');
    await expect(prefix(page)).toHaveValue('+55');
    await phone(page).pressSequentially('219');
    await expect(phone(page)).toHaveValue('(21) 9');
    await phone(page).pressSequentially('87654321');
    await expect(phone(page)).toHaveValue('(21) 9 8765-4321');

    const cases: [string, string, string][] = [
      ['+1', '2125550101', '(212) 555-0101'],
      ['+52', '5512345678', '(55) 1234-5678'],
      ['+57', '3001234567', '(300) 1234567'],
      ['+34', '912345678', '(912) 345-678'],
    ];
    for (const [p, typed, masked] of cases) {
      await prefix(page).selectOption(p);
      await expect(phone(page)).toHaveValue('');
      await phone(page).pressSequentially(typed);
      await expect(phone(page)).toHaveValue(masked);
    }
    // Digits beyond the mask are dropped; letters are ignored.
    await phone(page).pressSequentially('9x');
    await expect(phone(page)).toHaveValue('(912) 345-678');
  });

  test('default prefix by tenant: +52 on tenant_5, +57 on tenant_12', async ({ page, browser }) => {
    await openCreate(page, 'operator@tenant5.demo', 'tenant_5');
    await expect(prefix(page)).toHaveValue('+52');
    const other = await browser.newPage();
    await openCreate(other, 'operator@tenant12.demo', 'tenant_12');
    await expect(prefix(other)).toHaveValue('+57');
    await other.close();
  });

  test('the phone query parameter prefills prefix and number', async ({ page }) => {
    await openCreate(page, 'operator@tenant12.demo', 'tenant_12', '?phone=%2B525512345678');
    await expect(prefix(page)).toHaveValue('+52');
    await expect(phone(page)).toHaveValue('(55) 1234-5678');
    await expect(sendSms(page)).toBeEnabled();
  });

  test('send buttons stay disabled until the number is complete', async ({ page }) => {
    await openCreate(page, 'operator@tenant12.demo', 'tenant_12');
    await expect(sendSms(page)).toBeDisabled();
    await expect(sendWhatsApp(page)).toBeDisabled();
    await phone(page).pressSequentially('300123456');
    await expect(sendSms(page)).toBeDisabled();
    await phone(page).pressSequentially('1');
    await expect(sendSms(page)).toBeEnabled();
    await expect(sendWhatsApp(page)).toBeEnabled();
  });

  test('Send SMS to a cooperative caller creates the incident and opens its live route', async ({ page }) => {
    await openCreate(page, 'operator@tenant12.demo', 'tenant_12');
    await phone(page).pressSequentially('3001234561');
    await fillForm(page, 'Fallen tree on Carrera 7');
    // Each demo tenant has predefined descriptions: choosing one replaces what was typed.
    const quick = page.getByRole('group', { name: 'Predefined descriptions' });
    await quick.getByRole('button').first().click();
    await expect(page.getByLabel('Description', { exact: true })).not.toHaveValue(/^(Caller reports a fallen tree)?$/);
    await sendSms(page).click();
    await expect(page).toHaveURL(/#\/tenant_12\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
  });

  test('Send SMS to a number ending in 6 goes on to the incident, whose one failure state offers what to do', async ({ page }) => {
    await openCreate(page, 'operator@tenant12.demo', 'tenant_12');
    await phone(page).pressSequentially('3001234566');
    await fillForm(page, 'SMS failure');
    await sendSms(page).click();
    // No question on the create form: the incident exists, and its page says what failed (the address names no notice).
    await expect(page).toHaveURL(/#\/tenant_12\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
    const failure = page.getByRole('alert').filter({ hasText: 'The SMS could not be sent' });
    await expect(failure.getByRole('button', { name: 'Try SMS again' })).toBeVisible({ timeout: 15_000 });
    await expect(failure.getByRole('button', { name: 'Send by WhatsApp instead' })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Correct the number' })).toBeVisible();
    await expect(page).toHaveURL(/#\/tenant_12\/incident\/live\/[^/?]+$/);
    // The failure is added after what the operator typed, never in its place.
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Caller reports a fallen tree\n\nThe SMS could not be sent', {
      timeout: 15_000,
    });
  });

  test('Send WhatsApp to a number ending in 7 shows number_not_registered_on_whatsapp', async ({ page }) => {
    await openCreate(page, 'operator@tenant12.demo', 'tenant_12');
    await phone(page).pressSequentially('3001234567');
    await fillForm(page, 'WhatsApp failure');
    await sendWhatsApp(page).click();
    await expect(page).toHaveURL(/#\/tenant_12\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
    const failure = page.getByRole('alert').filter({ hasText: 'This number is not registered on WhatsApp' });
    await expect(failure.getByRole('button', { name: 'Send by SMS instead' })).toBeVisible({ timeout: 15_000 });
  });

  test('required fields and the title limit show per field, nothing typed is lost (tenant_5)', async ({ page }) => {
    await openCreate(page, 'super@tenant5.demo', 'tenant_5');
    await phone(page).pressSequentially('5512345678');
    await page.getByLabel('Description', { exact: true }).fill('Kept text');
    await sendSms(page).click();
    // At send time each message says what to type (not the leave question's words).
    await expect(page.getByText('A title is required: type a short summary of what happened.')).toBeVisible();
    await expect(page.getByText('An address is required: type it and choose one of the suggestions.')).toBeVisible();
    await expect(page.getByText(/A description is required/)).toHaveCount(0);
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Kept text');
    await expect(phone(page)).toHaveValue('(55) 1234-5678');

    await page.getByLabel('Title', { exact: true }).fill('x'.repeat(61));
    await expect(page.getByText('The title must not exceed 60 characters')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('x'.repeat(60));
    await expect(page.getByText('The title must not exceed 60 characters')).toHaveCount(0);
  });
});
