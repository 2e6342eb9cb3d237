import { expect, test, type Page } from '@playwright/test';
import { expectNoColumnUnderPinned } from './layout-problems';
import { hashOf, sidebar, signInStored } from './support';

/** The users section as an administrator uses it: one signed-in page per account, reused by every step. */
test.describe.serial('admin users section (list, filters, paginator, sort, forms, delete)', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
    await expect(page).toHaveURL(/#\/public\/incidents-map$/, { timeout: 15_000 });
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test.afterAll(async () => {
    await page.close();
  });

  const table = () => page.getByRole('table', { name: 'Users' });
  const rows = () => table().getByRole('row');
  const column = (name: string) => table().getByRole('columnheader', { name, exact: true });

  test('lists the users sorted by name, 10 per page, with the total', async () => {
    await expect(rows()).toHaveCount(11);
    await expect(table().getByRole('checkbox', { name: 'Select every row on this page' })).toBeEnabled();
    await expect(column('Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText(/^\d+ records$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText(/^1–10 of \d+$/)).toBeVisible();
    // The signed-in administrator's own row says so and offers neither deactivating nor deleting.
    const self = rows().filter({ hasText: 'admin@public.demo' });
    await expect(self.getByText('You', { exact: true })).toBeVisible();
    await self.getByRole('button', { name: /^More actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: /This is your account/ })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('fits each screen: a narrow one leaves out the phone rather than hiding the roles under the pinned actions', async () => {
    await expectNoColumnUnderPinned(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(column('Roles')).toBeVisible();
    await expect(column('Phone')).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('filter, page size, page and sort live in the URL; reload and back restore the view', async () => {
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Operator' });
    await expect(page).toHaveURL(/f\.role=/);
    await expect(table().getByRole('cell', { name: 'Supervisor', exact: true })).toHaveCount(0);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'All' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await page.getByLabel('Rows per page').selectOption('5');
    await expect(rows()).toHaveCount(6);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^6–10 of \d+$/)).toBeVisible();
    await column('Email').getByRole('button').click();
    await expect(column('Email')).toHaveAttribute('aria-sort', 'ascending');
    await column('Email').getByRole('button').click();
    await expect(column('Email')).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/#\/public\/users\?page=2&perPage=5&sort=-email&f\.active=true$/);
    await expect(page.getByText(/^6–10 of \d+$/)).toBeVisible();
    await expect(table()).toHaveAttribute('aria-busy', 'false');
    const shown = await table()
      .getByRole('cell', { name: /@public\.demo$/ })
      .allInnerTexts();
    expect(shown).toEqual([...shown].sort().reverse());

    await page.reload();
    await expect(column('Email')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('true');
    await expect(page.getByLabel('Rows per page')).toHaveValue('5');
    await expect(page.getByText(/^6–10 of \d+$/)).toBeVisible();
    await expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(
      await table()
        .getByRole('cell', { name: /@public\.demo$/ })
        .allInnerTexts(),
    ).toEqual(shown);

    await page.goBack();
    await expect(page).toHaveURL(/#\/public\/users\?perPage=5&sort=-email&f\.active=true$/);
    await expect(page.getByText(/^1–5 of \d+$/)).toBeVisible();
  });

  test('create: the form names what is missing, then creates the user', async () => {
    await page.goto('/#/public/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(3);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Zélia');
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Quintana');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('zelia.quintana@public.demo');
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+55 11 98765-4321');
    await dialog.getByRole('textbox', { name: /^Password/ }).fill('short');
    await expect(dialog.getByText('This is too short.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Password/ }).fill('a long password');
    await dialog.getByRole('group', { name: 'Roles' }).getByText('Supervisor', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Supervisor' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Zélia Quintana was created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search users').fill('quintana');
    await expect(page).toHaveURL(/q=quintana/);
    await expect(rows()).toHaveCount(2);
    await expect(rows().nth(1)).toContainText('zelia.quintana@public.demo');
    await expect(rows().nth(1)).toContainText('Supervisor');
  });

  test('edit: a changed form asks before closing, then saves', async () => {
    await page.getByRole('button', { name: 'Edit Zélia Quintana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Zélia Quintana' });
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Quintana Reis');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Zélia Quintana Reis was saved.')).toBeVisible();
    await expect(rows().nth(1)).toContainText('Quintana Reis');
  });

  test('delete: a confirmation naming the user, then the list without them', async () => {
    await rows().nth(1).getByRole('button', { name: 'More actions for Zélia Quintana Reis' }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Zélia Quintana Reis?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Zélia Quintana Reis was deleted.')).toBeVisible();
    await expect(page.getByText('Nothing matches the search and filters.')).toBeVisible();
  });
});

test('a non-super user without the users permission cannot reach the section', async ({ page }) => {
  await signInStored(page, { email: 'operator@tenant5.demo', tenant: 'tenant_5' });
  await expect(page).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });
  await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await page.goto('/#/tenant_5/users');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this section' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to my start page' }).click();
  expect(hashOf(page)).toBe('#/tenant_5/reports');
});
