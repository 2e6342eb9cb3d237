import { expect, test, type Page } from '@playwright/test';
import { sidebar, signInStored } from './support';

/**
 * SPEC §2 the roles, permissions and tenants sections, §6 role management, §7 roles and tenant calls: the public
 * tenant's administrator creates a role and gives it a permission and a user, creates a permission (a name that
 * grants nothing is explained under the field), and creates, edits and deletes a tenant with a photo. One sign-in, one
 * page, the steps in order (the demo world lives in the tab).
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

/** A 1×1 PNG picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  await expect(page).toHaveURL(/#\/public\//, { timeout: 15_000 });
});

test.afterAll(async () => {
  await page.close();
});

const dialog = () => page.getByRole('dialog');
const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

async function openSection(label: string, path: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/public/${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('a new role opens on its page; a permission and a user are added, the permission removed after a question', async () => {
  await openSection('Roles', 'roles');
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('link', { name: 'Supervisor' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'New role' }).click();
  await dialog().getByRole('textbox', { name: /^Name/ }).fill('Night shift');
  await dialog().getByRole('button', { name: 'New role' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night shift' })).toBeVisible();
  await expect(page).toHaveURL(/#\/public\/roles\?role=\d+$/);
  await expect(toast('The role Night shift was created.')).toBeVisible();

  const permissions = page.getByRole('table', { name: 'Permissions of Night shift' });
  const users = page.getByRole('table', { name: 'Users of Night shift' });
  await expect(permissions.getByText('This role has no permissions yet.')).toBeVisible();
  await page.getByLabel('Permission to add').selectOption({ label: 'Reports — A sidebar entry' });
  await page.getByRole('button', { name: 'Add permission' }).click();
  await expect(permissions.getByRole('cell', { name: 'Reports', exact: true })).toBeVisible();
  await expect(toast('The permission Reports was added to Night shift.')).toBeVisible();

  await page.getByLabel('User to add').selectOption({ label: 'Otto Operator <operator@public.demo>' });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(users.getByRole('cell', { name: 'operator@public.demo' })).toBeVisible();
  await page.getByLabel('Permission to add').selectOption({ label: 'Logs — A sidebar entry' });
  await page.getByRole('button', { name: 'Add permission' }).click();
  await expect(permissions.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/admin-role-page.png' });

  await permissions.getByRole('button', { name: 'Remove Logs' }).click();
  const question = page.getByRole('alertdialog', { name: 'Remove the permission Logs from Night shift?' });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(question).toBeHidden();
  await expect(permissions.getByRole('cell', { name: 'Logs', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'All roles' }).click();
  await expect(page).toHaveURL(/#\/public\/roles$/);
  const row = page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: 'Night shift' });
  await expect(row.getByRole('cell')).toHaveText(['Night shift', '1', '1', 'Open']);
  await page.screenshot({ path: 'test-results/admin-roles-list.png' });
});

test('a permission that grants nothing is explained under its name; a control permission is created', async () => {
  await openSection('Permissions', 'permissions');
  await expect(page.getByRole('table', { name: 'Permissions' }).getByText('Argos', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'New permission' }).click();
  const name = dialog().getByRole('combobox', { name: /^Name/ });
  await name.fill('night-shift');
  await dialog().getByRole('button', { name: 'New permission' }).click();
  await expect(dialog().getByText('This name grants nothing: use a sidebar entry key')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-permission-error.png' });
  await name.fill('control-access-to-video-history');
  await expect(dialog().getByText('This name grants nothing')).toBeHidden();
  await dialog().getByRole('button', { name: 'New permission' }).click();
  await expect(dialog()).toBeHidden();
  await expect(toast('The permission Control: access to the video history was created.')).toBeVisible();
  await page.getByLabel('Grants').selectOption({ label: 'A control permission' });
  await expect(page).toHaveURL(/f\.kind=control/);
  await expect(page.getByRole('table', { name: 'Permissions' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Permissions' }).getByText('Control: access to the video history')).toBeVisible();
});

test('a tenant is created with a checked photo, found by name, edited and deleted', async () => {
  await openSection('Tenants', 'tenants');
  const table = page.getByRole('table', { name: 'Tenants' });
  await expect(table.getByRole('cell', { name: 'Monterrey', exact: true })).toBeVisible({ timeout: 15_000 });
  // Each photo through its signed URL.
  await expect(table.getByRole('img', { name: 'Photo of Monterrey' })).toBeVisible();
  await page.getByRole('button', { name: 'New tenant' }).click();
  await dialog().getByRole('textbox', { name: /^Name/ }).fill('Lima');
  await dialog()
    .getByRole('textbox', { name: /^API key/ })
    .fill('k');
  await dialog()
    .getByRole('textbox', { name: /^Admin users/ })
    .fill('x');
  await dialog()
    .getByRole('textbox', { name: /^Allowed IPs/ })
    .fill('999.1.1.1, hello');
  const photo = dialog().getByLabel('Photo file');
  await photo.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog().getByText('Choose a JPEG, PNG, WebP or GIF picture.')).toBeVisible();
  await photo.setInputFiles({ name: 'lima.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog().getByText('New photo: lima.png')).toBeVisible();
  await expect(dialog().getByRole('img', { name: 'Photo of Lima' })).toBeVisible();
  await dialog().getByRole('button', { name: 'New tenant' }).click();
  // Every refused field at once, each described by its reason, the focus on the first, nothing typed lost.
  const refused: readonly [RegExp, string | RegExp, string][] = [
    [/^API key/, 'Enter 16 to 128 letters, digits or - _ . ~ + / = (no spaces).', 'k'],
    [/^Admin users/, 'Enter a whole number from 0 to 100000.', 'x'],
    [/^Allowed IPs/, /^These entries are not IPv4 or IPv6 addresses.*: 999\.1\.1\.1, hello\./, '999.1.1.1, hello'],
  ];
  for (const [name, reason, typed] of refused) {
    const field = dialog().getByRole('textbox', { name });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(reason);
    await expect(field).toHaveValue(typed);
  }
  await expect(dialog().getByRole('textbox', { name: /^Name/ })).toHaveValue('Lima');
  await expect(dialog().getByRole('textbox', { name: /^API key/ })).toBeFocused();
  await page.screenshot({ path: 'test-results/admin-tenant-form.png' });
  await dialog()
    .getByRole('textbox', { name: /^API key/ })
    .fill('lima-key-7781-a9f3');
  await dialog()
    .getByRole('textbox', { name: /^Admin users/ })
    .fill('3');
  await dialog()
    .getByRole('textbox', { name: /^Allowed IPs/ })
    .fill('10.1.0.0/16');
  await dialog().getByRole('button', { name: 'New tenant' }).click();
  // The photo goes up with its progress shown.
  await expect(dialog().getByText('Uploading…').first()).toBeVisible();
  await expect(dialog().getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /^(25|50|75|100)$/);
  await expect(dialog()).toBeHidden();
  await expect(toast('The tenant Lima was created.')).toBeVisible();
  await expect(table.getByRole('img', { name: 'Photo of Lima' })).toBeVisible();

  await page.getByLabel('Search tenants by name').fill('lim');
  await expect(page).toHaveURL(/q=lim/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/admin-tenants-list.png' });

  await page.getByRole('button', { name: 'Edit Lima' }).click();
  await dialog().getByRole('textbox', { name: /^Name/ }).fill('Lima Norte');
  await dialog().getByRole('button', { name: 'Save' }).click();
  await expect(toast('The tenant Lima Norte was saved.')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Lima Norte', exact: true })).toBeVisible();
  await expect(table.getByRole('img', { name: 'Photo of Lima Norte' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Lima Norte' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Lima Norte?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast('Lima Norte was deleted.')).toBeVisible();
  await expect(page.getByText('Nothing matches the search and filters.')).toBeVisible();
  // The public tenant cannot be deleted from its own console.
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('button', { name: 'Edit Public' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Public' })).toHaveCount(0);
});
