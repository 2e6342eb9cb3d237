import { expect, test, type Page } from '@playwright/test';
import { sidebar, signInStored } from './support';

/**
 * SPEC §2 the access administration sections, as an administrator walks them in the demo: tenant_24's operator
 * approves, revokes and adds allowed devices; the public tenant's super user adds an IP range, reads the failed
 * sign-ins, sees who is signed in and approves a registration whose user then shows in Users. One sign-in per account,
 * one page per account, the steps in order (the demo world lives in the tab).
 */
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();
const table = (page: Page, name: string) => page.getByRole('table', { name });
const dataRows = (page: Page, name: string) =>
  table(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function openSection(page: Page, link: string, hash: RegExp): Promise<void> {
  await sidebar(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(hash);
  await expect(page.getByRole('heading', { level: 1, name: link, exact: true })).toBeVisible();
}

/** The accessible name of the first row button whose name starts with `verb ` ("Approve Dispatch desk 7"). */
async function firstAction(page: Page, verb: string): Promise<{ readonly button: ReturnType<Page['getByRole']>; readonly name: string }> {
  const button = page.getByRole('button', { name: new RegExp(`^${verb} `) }).first();
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return { button: page.getByRole('button', { name: label, exact: true }), name: label.slice(verb.length + 1) };
}

test.describe('tenant_24 operator: allowed devices', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInStored(page, { email: 'operator@tenant24.demo', tenant: 'tenant_24' });
    await expect(page).toHaveURL(/#\/tenant_24\/allowed-devices$/, { timeout: 15_000 });
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('lands on the devices, approves a pending one and revokes an approved one', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Allowed devices' })).toBeVisible();
    await expect(dataRows(page, 'Allowed devices')).toHaveCount(10, { timeout: 15_000 });
    await page.screenshot({ path: 'test-results/admin-access-devices.png', fullPage: true });

    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await expect(page).toHaveURL(/f\.status=pending/);
    await expect(dataRows(page, 'Allowed devices')).toHaveCount(2);
    const pending = await firstAction(page, 'Approve');
    await pending.button.click();
    await expect(toast(page, `${pending.name} was approved.`)).toBeVisible();
    await expect(dataRows(page, 'Allowed devices')).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(dataRows(page, 'Allowed devices').filter({ hasText: pending.name })).toBeVisible();
    const approved = await firstAction(page, 'Revoke');
    await approved.button.click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke ${approved.name}?` });
    await expect(confirm).toContainText('Nobody will be able to sign in from this device');
    await page.screenshot({ path: 'test-results/admin-access-device-revoke.png' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, `${approved.name} was revoked.`)).toBeVisible();
    await expect(dataRows(page, 'Allowed devices').filter({ hasText: approved.name })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('revoked');
    await expect(dataRows(page, 'Allowed devices').filter({ hasText: approved.name })).toContainText('Revoked');
  });

  test('adds a device: a malformed hash is explained under the field, a good one is listed as approved', async () => {
    await page.getByRole('button', { name: 'Add device' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a device' });
    await dialog.getByLabel('Name').fill('Front desk tablet');
    await dialog.getByLabel('Device hash').fill('ab cd');
    await dialog.getByRole('button', { name: 'Add device' }).click();
    await expect(dialog.getByText('Enter 6 to 128 letters, digits, dashes, colons or underscores.')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-access-device-add.png' });
    await dialog.getByLabel('Device hash').fill('f0e1d2c3b4a5');
    await dialog.getByRole('button', { name: 'Add device' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Front desk tablet was added and approved.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await page.getByLabel('Search devices').fill('f0e1d2');
    await expect(dataRows(page, 'Allowed devices')).toHaveCount(1);
    await expect(dataRows(page, 'Allowed devices').first()).toContainText('Front desk tablet');
    await expect(dataRows(page, 'Allowed devices').first()).toContainText('Approved');
  });
});

test.describe('public super user: addresses, sign-ins, signed-in users, registrations', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
    await expect(page).toHaveURL(/#\/public\//, { timeout: 15_000 });
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('adds an IP range; an invalid CIDR is explained under the field', async () => {
    await openSection(page, 'Allowed IP addresses', /#\/public\/ips-admin$/);
    await expect(dataRows(page, 'Allowed IP addresses')).toHaveCount(4, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Add address' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an address or range' });
    const value = dialog.getByLabel('Address or range');
    await value.fill('10.0.0.0/33');
    await dialog.getByLabel('Name').fill('Branch office');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(dialog.getByText('Enter an IPv4 or IPv6 address, or a range such as 10.0.0.0/8.')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-access-ip-invalid.png' });
    await value.fill('172.16.0.0/12');
    await expect(dialog.getByText('Recognised: IPv4 range.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await expect(toast(page, 'Branch office (172.16.0.0/12) was added.')).toBeVisible();
    await expect(dataRows(page, 'Allowed IP addresses').filter({ hasText: '172.16.0.0/12' })).toContainText('Branch office');
    await page.screenshot({ path: 'test-results/admin-access-ips.png', fullPage: true });
  });

  test('filters the sign-in history by failure; each failure says why', async () => {
    await openSection(page, 'Sign-in attempts', /#\/public\/auth-data$/);
    await expect(dataRows(page, 'Sign-in attempts')).toHaveCount(10, { timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Result' }).selectOption('failure');
    await expect(page).toHaveURL(/f\.result=failure/);
    await expect(dataRows(page, 'Sign-in attempts').filter({ hasText: 'Success' })).toHaveCount(0);
    await expect(dataRows(page, 'Sign-in attempts').filter({ hasText: 'Failure' })).toHaveCount(10);
    await expect(dataRows(page, 'Sign-in attempts').first()).toContainText(
      /Wrong password|Account inactive|No administrator access|Unknown email|Device not allowed/,
    );
    // The filter lives in the route: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Result' })).toHaveValue('failure', { timeout: 15_000 });
    await expect(dataRows(page, 'Sign-in attempts').filter({ hasText: 'Failure' })).toHaveCount(10);
    await page.screenshot({ path: 'test-results/admin-access-sign-ins.png', fullPage: true });
  });

  test('sees who is signed in now, themself included', async () => {
    await openSection(page, 'Signed-in users', /#\/public\/logged-users$/);
    await expect(dataRows(page, 'Signed-in users').filter({ hasText: 'admin@public.demo' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Refreshes every 30 seconds · updated at/)).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-access-logged-users.png', fullPage: true });
  });

  test('approves a pending registration and finds the new user in Users', async () => {
    await openSection(page, 'Registration requests', /#\/public\/new-users-register$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await expect(dataRows(page, 'Registration requests')).toHaveCount(6, { timeout: 15_000 });
    const row = dataRows(page, 'Registration requests').first();
    const email = (await row.getByRole('cell').nth(1).innerText()).trim();
    const pending = await firstAction(page, 'Approve');
    await pending.button.click();
    const confirm = page.getByRole('alertdialog', { name: `Approve ${pending.name}?` });
    await expect(confirm).toContainText(email);
    await page.screenshot({ path: 'test-results/admin-access-registration-approve.png' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, `${pending.name} was approved: their user was created.`)).toBeVisible();
    await expect(dataRows(page, 'Registration requests')).toHaveCount(5);

    await openSection(page, 'Users', /#\/public\/users$/);
    await page.getByLabel('Search users').fill(email);
    await expect(dataRows(page, 'Users')).toHaveCount(1, { timeout: 15_000 });
    await expect(dataRows(page, 'Users').first()).toContainText(email);
  });
});
