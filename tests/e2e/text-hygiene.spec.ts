import { expect, test } from '@playwright/test';
import { createLiveIncident, openAdminSection, openCreateMode, sharedAdminSection } from './support';

const NUL = '\u0000';
const RLO = '\u202E';

/**
 * One text rule for every form: NUL and the direction overrides leave what is typed (an admin form through the shared
 * form machinery, the incident description, the chat), each field stops at the server's limit with a counter near it
 * that says so, lines stay where the field keeps them, and nothing else typed is lost.
 */
test.describe('text hygiene in forms', () => {
  // The block's tests in one worker, in order: one page and one sign-in for them all.
  test.describe.configure({ mode: 'default' });
  const page = sharedAdminSection({ email: 'admin@public.demo', tenant: 'public' }, 'Predefined descriptions');

  test('an admin form drops NUL and U+202E and saves the rest as typed', async () => {
    const p = page();
    const table = p.getByRole('table', { name: 'Predefined descriptions' });
    await table.getByRole('button', { name: 'Edit Fire', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Fire' });
    await dialog.getByLabel('Label').fill(`Fire${NUL} at ${RLO}the depot`);
    await expect(dialog.getByLabel('Label')).toHaveValue('Fire at the depot');
    await dialog.getByLabel('Description').fill(`Smoke ${RLO}seen${NUL} from Rua 7 (ação, señal)`);
    await expect(dialog.getByLabel('Description')).toHaveValue('Smoke seen from Rua 7 (ação, señal)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row', { name: /Fire at the depot/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('Smoke seen from Rua 7 (ação, señal)')).toBeVisible();
  });

  test("an admin form's field stops at the server's 255 characters, its counter shown only near the limit", async () => {
    const p = page();
    await p.getByRole('button', { name: 'New description' }).click();
    const dialog = p.getByRole('dialog', { name: 'New predefined description' });
    const label = dialog.getByLabel('Label');
    await label.fill('Short');
    await expect(dialog.getByText(/\/ 255 characters/)).toHaveCount(0);
    await label.fill(`${RLO}${'a'.repeat(240)}`);
    await expect(dialog.getByText('240 / 255 characters')).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'Nearly at the limit of 255 characters.' })).toHaveCount(1);
    await label.fill(`${'b'.repeat(300)}${NUL}`);
    await expect(label).toHaveValue('b'.repeat(255));
    await expect(dialog.getByText('255 / 255 characters')).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'Limit of 255 characters reached.' })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test("the description drops NUL and U+202E, keeps its lines, and stops at the server's 255 characters", async ({ browser }) => {
    const p = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await openCreateMode(p, 'operator@tenant5.demo', 'tenant_5');
    const description = p.getByLabel('Description', { exact: true });
    await description.fill(`Line 1${NUL}\n${RLO}Línea 2\tend`);
    await expect(description).toHaveValue('Line 1\nLínea 2\tend');
    await expect(p.getByText('18 / 255 characters')).toBeVisible();
    await expect(p.getByRole('status').filter({ hasText: /limit of 255/i })).toHaveCount(0);

    await description.fill(`${RLO}${'x'.repeat(240)}`);
    await expect(p.getByText('240 / 255 characters')).toBeVisible();
    await expect(p.getByRole('status').filter({ hasText: 'Nearly at the limit of 255 characters.' })).toHaveCount(1);

    await description.fill(`${'y'.repeat(300)}${NUL}`);
    await expect(description).toHaveValue('y'.repeat(255));
    await expect(p.getByText('255 / 255 characters')).toBeVisible();
    await expect(p.getByRole('status').filter({ hasText: 'Limit of 255 characters reached.' })).toHaveCount(1);
    await p.close();
  });
});

test("a user's name in the users form drops NUL and stops at its 100 characters", async ({ browser }) => {
  const p = await openAdminSection(browser, { email: 'super@tenant5.demo', tenant: 'tenant_5' }, 'Users');
  await p.getByRole('button', { name: 'New user' }).click();
  const dialog = p.getByRole('dialog', { name: 'New user' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(`${NUL}${'n'.repeat(150)}`);
  await expect(name).toHaveValue('n'.repeat(100));
  await expect(dialog.getByText('100 / 100 characters')).toBeVisible();
  await p.close();
});

test('the chat drops NUL and U+202E, keeps the lines of a message and stops at 1,600 characters', async ({ browser }) => {
  const p = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await createLiveIncident(p, { email: 'operator@tenant5.demo', tenant: 'tenant_5' }, { digits: '2199990001', title: 'Chat hygiene' });
  const message = p.getByLabel('Message to the caller');
  await message.fill(`Gate${NUL} ${RLO}B\nsecond line`);
  await expect(message).toHaveValue('Gate B\nsecond line');
  await expect(p.getByText(/\/ 1600 characters/)).toHaveCount(0);
  await message.fill('m'.repeat(2000));
  await expect(message).toHaveValue('m'.repeat(1600));
  await expect(p.getByText('1600 / 1600 characters')).toBeVisible();
  await expect(p.getByRole('status').filter({ hasText: 'Limit of 1600 characters reached.' })).toHaveCount(1);
  await message.fill(`Gate B${NUL}\nsecond line`);
  // Send is offered once the conversation is open (a few seconds after the link on a busy machine).
  await expect(p.getByRole('button', { name: 'Send message' })).toBeEnabled({ timeout: 20_000 });
  await message.press('Enter');
  await expect(p.getByRole('log', { name: 'Chat messages' }).getByText('Gate B\nsecond line')).toBeVisible();
  await p.close();
});
