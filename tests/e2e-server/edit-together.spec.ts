import { expect, type Locator, type Page } from '@playwright/test';
import { installClock } from '../e2e/support';
import { ADMIN, OPERATOR, operatorBrowser, tokenOf } from './server-support';
import { test } from './served-test';

/**
 * SPEC §4 incident edit, over the wire: two operators in two browsers with the same
 * incident's edit form open. A change of the other lands in a field left alone at once; changes of different fields
 * are both kept without a question; a field both changed opens the choice with both texts, who and when, and only the
 * chosen text stays. The operator's page runs on Playwright's clock, held while both type: the form saves 3 s after
 * the last keystroke, and on a busy machine that could otherwise come before the other's save reaches the server.
 */
test.describe.configure({ mode: 'serial' });

let operator: Page;
let admin: Page;
let incidentId = '';

/** The incident's fields as the server holds them now (read with the operator's token). */
async function serverCopy(page: Page): Promise<{ title: string; description: string }> {
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { query: 'query read($id: ID!) { getIncidentById(id: $id) { title description } }', variables: { id: incidentId } },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { getIncidentById: { title: string; description: string } } };
  return body.data.getIncidentById;
}

/** Holds the operator's page clock (nothing of it runs on its own, the 3 s auto-save included) until `resume`. */
async function holdOperatorClock(): Promise<{ resume(): Promise<void> }> {
  await operator.clock.pauseAt(Date.now() + 1_000);
  return { resume: () => operator.clock.resume() };
}

/** The incident view's edit form, ready for editing (an account that may not edit at once presses Edit first). */
async function editForm(page: Page): Promise<Locator> {
  await page.goto(`/#/public/incident/view/${incidentId}`);
  const details = page.getByRole('region', { name: 'Incident details' });
  const save = details.getByRole('button', { name: 'Save', exact: true });
  const edit = details.getByRole('button', { name: 'Edit', exact: true });
  // The incident view's first load (its part of the console and the incident): slow on a busy two-core machine.
  await expect(save.or(edit)).toBeVisible({ timeout: 30_000 });
  if (await edit.isVisible()) await edit.click();
  await expect(details.getByLabel('Incident title')).toBeEditable();
  return details;
}

test.beforeAll(async ({ browser }) => {
  // Two sign-ins at once, each loading the console: more than a minute on a busy two-core machine.
  test.setTimeout(120_000);
  [operator, admin] = await Promise.all([operatorBrowser(browser, OPERATOR), operatorBrowser(browser, ADMIN)]);
  await installClock(operator);
  await operator.reload();
  await expect(operator.getByRole('button', { name: /^Account menu/ })).toBeVisible({ timeout: 30_000 });
  const created = await operator.request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(operator)}` },
    data: {
      query: 'mutation create($input: CreateIncidentInput!) { createIncident(input: $input) { id } }',
      variables: {
        input: {
          title: 'Gas smell in the metro station',
          description: 'Reported by the station staff',
          address: 'Praça Saens Peña, Rio de Janeiro',
          city: 'Rio de Janeiro',
          sendToPhone: '+5521987654321',
          incidentsCategoryId: 14,
          status: 'DRAFT',
        },
      },
    },
  });
  expect(created.status()).toBe(200);
  incidentId = String(((await created.json()) as { data: { createIncident: { id: string | number } } }).data.createIncident.id);
});

test.afterAll(async () => {
  await Promise.all([operator.context().close(), admin.context().close()]);
});

test('different fields: the other save lands in the open form at once, and both changes are kept without a question', async () => {
  const [mine, theirs] = await Promise.all([editForm(operator), editForm(admin)]);
  await theirs.getByLabel('Description', { exact: true }).fill('Station closed, trains pass without stopping');
  await theirs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await serverCopy(operator)).description).toBe('Station closed, trains pass without stopping');
  // The operator touched nothing: the description follows the other's save through the server's push.
  await expect(mine.getByLabel('Description', { exact: true })).toHaveValue('Station closed, trains pass without stopping', {
    timeout: 2_000,
  });

  await mine.getByLabel('Incident title').fill('Gas leak in the metro station');
  await mine.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await serverCopy(operator)).title).toBe('Gas leak in the metro station');
  await expect(admin.getByRole('heading', { level: 1, name: 'Gas leak in the metro station' })).toBeVisible({ timeout: 5_000 });
  await expect(theirs.getByLabel('Incident title')).toHaveValue('Gas leak in the metro station');
  await expect(operator.getByRole('heading', { level: 1, name: 'Gas leak in the metro station' })).toBeVisible();
  await expect(mine.getByLabel('Description', { exact: true })).toHaveValue('Station closed, trains pass without stopping');
  expect(await serverCopy(operator)).toEqual({
    title: 'Gas leak in the metro station',
    description: 'Station closed, trains pass without stopping',
  });
  await expect(operator.getByRole('alertdialog')).toHaveCount(0);
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);
});

/** Both type a description; the admin saves first, so the operator's save finds the field changed on both sides. */
async function bothChangeTheDescription(
  mineText: string,
  theirsText: string,
): Promise<{ mine: Locator; theirs: Locator; dialog: Locator }> {
  const [mine, theirs] = await Promise.all([editForm(operator), editForm(admin)]);
  const clock = await holdOperatorClock();
  await mine.getByLabel('Description', { exact: true }).fill(mineText);
  await theirs.getByLabel('Description', { exact: true }).fill(theirsText);
  await theirs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await serverCopy(operator)).description).toBe(theirsText);
  // The field being edited says who saved what meanwhile (one push and one read), and keeps the operator's text.
  await expect(mine.getByText(`Ana Admin changed this at`)).toContainText(theirsText, { timeout: 2_000 });
  await expect(mine.getByLabel('Description', { exact: true })).toHaveValue(mineText);

  await mine.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = operator.getByRole('alertdialog', { name: 'Someone else changed this incident' });
  await expect(dialog).toBeVisible();
  await clock.resume();
  // Both texts, who saved the other and when (the console's one date format in English: "11/29/2026 05:02").
  await expect(dialog).toContainText(theirsText);
  await expect(dialog).toContainText(mineText);
  await expect(dialog).toContainText(/Ana Admin saved a different text at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} /);
  // Nothing was written while the choice is open.
  expect((await serverCopy(operator)).description).toBe(theirsText);
  return { mine, theirs, dialog };
}

/** Chooses a side for one field of the conflict dialog. */
async function keep(dialog: Locator, field: string, side: 'Keep my text' | 'Keep the text of Ana Admin'): Promise<void> {
  await dialog.getByRole('radiogroup', { name: field }).getByText(side, { exact: true }).click();
  await expect(dialog.getByRole('radiogroup', { name: field }).getByRole('radio', { name: side })).toBeChecked();
}

test('the same field, "Keep my text": the operator chose, and the other sees the kept text', async () => {
  const { theirs, dialog } = await bothChangeTheDescription('Leak found on platform 2', 'Leak found near the ticket gates');
  const save = dialog.getByRole('button', { name: 'Save my choices' });
  await expect(save).toBeDisabled();
  await keep(dialog, 'Description', 'Keep my text');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await serverCopy(operator)).description).toBe('Leak found on platform 2');
  await expect(theirs.getByLabel('Description', { exact: true })).toHaveValue('Leak found on platform 2', { timeout: 2_000 });
});

test('the same field, "Keep the text of Ana Admin": the other text stays and the operator\'s is not sent', async () => {
  const { mine, dialog } = await bothChangeTheDescription('Firefighters on site', 'Firefighters and gas company on site');
  await keep(dialog, 'Description', 'Keep the text of Ana Admin');
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByLabel('Description', { exact: true })).toHaveValue('Firefighters and gas company on site');
  expect((await serverCopy(operator)).description).toBe('Firefighters and gas company on site');
  await expect(admin.getByRole('region', { name: 'Incident details' }).getByLabel('Description', { exact: true })).toHaveValue(
    'Firefighters and gas company on site',
  );
});

test('two fields both changed: the operator keeps the other title and their own description, and saves once', async () => {
  const [mine, theirs] = await Promise.all([editForm(operator), editForm(admin)]);
  const clock = await holdOperatorClock();
  await mine.getByLabel('Incident title').fill('Gas leak, platform 2 evacuated');
  await mine.getByLabel('Description', { exact: true }).fill('Trains stopped; staff guiding passengers to exit B');
  await theirs.getByLabel('Incident title').fill('Gas leak confirmed by the gas company');
  await theirs.getByLabel('Description', { exact: true }).fill('Gas company closing the main valve');
  await theirs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => serverCopy(operator))
    .toEqual({ title: 'Gas leak confirmed by the gas company', description: 'Gas company closing the main valve' });
  await expect(mine.getByText('Ana Admin changed this at')).toHaveCount(2, { timeout: 2_000 });

  await mine.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = operator.getByRole('alertdialog', { name: 'Someone else changed this incident' });
  await expect(dialog).toBeVisible();
  await clock.resume();
  await expect(dialog.getByRole('radiogroup')).toHaveCount(2);
  for (const text of ['Gas leak confirmed by the gas company', 'Gas company closing the main valve', 'Gas leak, platform 2 evacuated']) {
    await expect(dialog).toContainText(text);
  }
  const save = dialog.getByRole('button', { name: 'Save my choices' });
  await keep(dialog, 'Incident title', 'Keep the text of Ana Admin');
  await expect(save).toBeDisabled();
  await keep(dialog, 'Description', 'Keep my text');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => serverCopy(operator))
    .toEqual({ title: 'Gas leak confirmed by the gas company', description: 'Trains stopped; staff guiding passengers to exit B' });
  await expect(mine.getByLabel('Incident title')).toHaveValue('Gas leak confirmed by the gas company');
  await expect(theirs.getByLabel('Description', { exact: true })).toHaveValue('Trains stopped; staff guiding passengers to exit B', {
    timeout: 2_000,
  });
});
