import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { leaveCreateMode, openAdminSection, sidebar } from './support';

/** The catalogue sections as a super user uses them: one signed-in page, reused by every step. */
test.describe.serial('admin catalogue (files, predefined descriptions, features)', () => {
  const superUser = { email: 'admin@public.demo', tenant: 'public' };
  let page: Page;
  test.beforeAll(async ({ browser }) => void (page = await openAdminSection(browser, superUser, 'Files')));
  test.afterAll(() => page.close());

  const files = () => page.getByRole('table', { name: 'Files' });

  test('uploads a file with a progress bar; the new row is listed and downloads', async () => {
    await expect(files().getByRole('row', { name: /Emergency response protocol/ })).toBeVisible();
    await page.getByRole('button', { name: 'Upload file' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload a file to the library' });
    // Sent without a file: every reason at once, the focus on the first (the file's button), nothing typed lost.
    await dialog.getByLabel('Label').fill('Map');
    await dialog.getByRole('button', { name: 'Upload file' }).click();
    await expect(dialog.getByText('Choose a file to upload.')).toBeVisible();
    await expect(dialog.getByText('This field is required.')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Choose a file…' })).toBeFocused();
    await expect(dialog.getByLabel('Label')).toHaveValue('Map');
    await dialog
      .getByLabel('File to upload')
      .setInputFiles({ name: 'flood-map.png', mimeType: 'image/png', buffer: Buffer.from('png bytes') });
    await expect(dialog.getByText('flood-map.png')).toBeVisible();
    await dialog.getByLabel('Description').fill('Flood risk map of the river district');
    await dialog.getByLabel('Label').fill('Map');
    await dialog.getByRole('button', { name: 'Upload file' }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(
      page.getByText('Flood risk map of the river district was uploaded').or(page.getByText(/flood-map\.png\) was uploaded/)),
    ).toBeVisible();
    const row = files().getByRole('row', { name: /Flood risk map of the river district/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('Picture')).toBeVisible();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download Map (flood-map.png)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('flood-map.png');
    expect(await readFile((await saved.path()) ?? '', 'utf8')).toBe('png bytes');
  });

  test('the video templates tab lists, creates and renames', async () => {
    await page.getByRole('tab', { name: 'Video templates' }).click();
    const templates = page.getByRole('table', { name: 'Files' });
    await expect(templates.getByRole('row', { name: /Welcome message/ })).toBeVisible();
    await page.getByRole('button', { name: 'New template' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New video template' });
    await dialog.getByLabel('Name').fill('Evacuation guidance');
    await dialog.getByRole('button', { name: 'New template' }).click();
    await expect(templates.getByRole('row', { name: /Evacuation guidance/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(files().getByRole('row', { name: /Flood risk map/ })).toBeVisible();
  });

  test('edits a predefined description; the live page offers it at once', async () => {
    await sidebar(page).getByRole('link', { name: 'Predefined descriptions', exact: true }).click();
    const table = page.getByRole('table', { name: 'Predefined descriptions' });
    await table.getByRole('button', { name: 'Edit Fire', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Fire' });
    await dialog.getByLabel('Label').fill('Fire with smoke');
    await dialog.getByLabel('Description').fill('Fire reported; thick smoke over the block.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('row', { name: /Fire with smoke/ })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Teleport', exact: true }).click();
    const choices = page.getByRole('group', { name: 'Predefined descriptions' });
    await choices.getByRole('button', { name: 'Fire with smoke' }).click();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(/thick smoke over the block/);
    await leaveCreateMode(page, () => page.goBack(), page.getByRole('heading', { level: 1, name: 'Predefined descriptions' }));
  });

  test('switches a feature off at once, and Undo switches it back', async () => {
    await sidebar(page).getByRole('link', { name: 'Features', exact: true }).click();
    const table = page.getByRole('table', { name: 'Features' });
    const chat = table.getByRole('checkbox', { name: 'Chat with the caller' });
    await expect(chat).toBeChecked();
    await chat.click({ force: true });
    await expect(page.getByText('Chat with the caller is off')).toBeVisible();
    await expect(chat).not.toBeChecked();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Chat with the caller is on')).toBeVisible();
    await expect(chat).toBeChecked();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Features' }).getByRole('checkbox', { name: 'Chat with the caller' })).toBeChecked();
  });
});
