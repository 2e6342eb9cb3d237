import { expect, test } from '@playwright/test';
import { openCreateMode, sharedAdminSection } from './support';

const NUL = '\u0000';
const RLO = '\u202E';

/**
 * One text rule for every form: NUL and the direction overrides leave what is typed (an admin form through the shared
 * form machinery, the incident description), the description stops at the server's 255 characters with a counter
 * that says so, and nothing else typed is lost.
 */
test.describe('text hygiene in forms', () => {
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
