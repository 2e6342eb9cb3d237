import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillIncidentForm, sendSmsAndOpenLive, sidebar, signIn } from './support';

/** The operations screens as an administrator uses them: speed tests, the user behaviour trail, the console's logs. */
test.describe.serial('admin operations (speed tests, user behaviour, logs)', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    // A mistyped password first: the console logs the refusal (a warning the logs section shows later).
    await signIn(page, 'admin@public.demo', 'public', 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
    await signIn(page, 'admin@public.demo', 'public');
    await expect(page).toHaveURL(/#\/public\/incidents-map$/, { timeout: 15_000 });
  });

  test.afterAll(async () => {
    await page.close();
  });

  const table = (name: string) => page.getByRole('table', { name });
  const records = () => page.getByText(/^\d+ records?$/);
  const count = async () => Number((await records().innerText()).split(' ')[0]);

  test('speed tests: a run shows its progress and its speed, which heads my history', async () => {
    await sidebar(page).getByRole('link', { name: 'Speed tests', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Speed tests' })).toBeVisible();
    await expect(page.getByLabel('User', { exact: true })).toHaveValue('1');
    await expect(page.getByRole('figure', { name: 'Speed over time' })).toBeVisible();
    const before = await count();
    await page.getByRole('button', { name: 'Run a speed test' }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading the test photo' })).toBeVisible();
    const speed = page.getByText('Upload speed').locator('..');
    await expect(speed).toContainText(/\d+\.\d\d\s*Mbps/, { timeout: 20_000 });
    await expect(page.getByText('Speed test saved')).toBeVisible();
    await expect(records()).toHaveText(`${before + 1} records`);
    const measured = /(\d+\.\d\d)/.exec(await speed.innerText())?.[1];
    await expect(table('Speed tests').getByRole('row').nth(1)).toContainText(`${measured} Mbps`);
  });

  test('user behaviour: a link sent by SMS is in the trail, found by its action, and exported as CSV', async () => {
    await page.goto('/#/public/incident/live');
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
    await fillIncidentForm(page, { digits: '21987654321', title: 'Trail check' });
    const incidentId = await sendSmsAndOpenLive(page, 'public');

    await page.goto('/#/public/user-behaviour');
    await expect(page.getByRole('heading', { level: 1, name: 'User behaviour' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('figure', { name: 'Actions per hour' })).toBeVisible();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: "Sent the caller's link by SMS" });
    await expect(page).toHaveURL(/f\.action=SEND_LINK_NORMAL_SMS/);
    const mine = table('User behaviour').getByRole('row').filter({ hasText: incidentId });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Ana Admin');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const [declaration, ...lines] = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The file declares its separator first, so a spreadsheet reads it with ',' whatever its locale's default.
    expect(declaration).toBe('sep=,');
    expect(lines[0]).toBe('"When (UTC, YYYY-MM-DDThh:mm:ss.sssZ)",User,Action,Incident,Details');
    expect(lines.slice(1).every((line) => line.includes(',SEND_LINK_NORMAL_SMS,'))).toBe(true);
    expect(lines.some((line) => line.includes(`,1,SEND_LINK_NORMAL_SMS,${incidentId},`))).toBe(true);
  });

  test("logs: the console's own lines, by level", async () => {
    await page.goto('/#/public/logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/The server's logs cannot be read here/)).toBeVisible();
    const refused = table('Logs').getByRole('row').filter({ hasText: 'login refused' });
    await expect(refused).toHaveCount(1);
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Warnings and errors' });
    await expect(page).toHaveURL(/f\.level=warning/);
    await expect(refused).toHaveCount(1);
    await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Errors' });
    await expect(refused).toHaveCount(0);
  });
});
