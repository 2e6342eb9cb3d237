import { expect, test, type Page } from '@playwright/test';
import { leaveCreateMode, openAdminSection, sidebar, signInStored } from './support';

/**
 * The places sections as the public tenant's administrator uses them, one signed-in page: a place of interest added
 * by clicking the map shows on the live page's map; an allowed circle drawn on the map makes create mode warn about an
 * address outside it; the app's ratings filtered by stars.
 */
test.describe.serial('admin places (places of interest, allowed places, rates app)', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await openAdminSection(browser, { email: 'admin@public.demo', tenant: 'public' }, 'Places of interest');
  });
  test.afterAll(() => page.close());

  const openSection = (section: string) =>
    leaveCreateMode(
      page,
      () => sidebar(page).getByRole('link', { name: section, exact: true }).click(),
      page.getByRole('heading', { level: 1, name: section }),
    );

  /** Create mode with an address chosen from the suggestions for `address`. */
  const createModeAt = async (address: string, city: string) => {
    await page.goto('/#/public/incident/live');
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Address', exact: true }).fill(address);
    await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
    await expect(page.getByText(`${city} (`)).toBeVisible();
  };

  test('a place added by clicking the map shows on the live page map', async () => {
    const map = page.getByRole('group', { name: 'Map of the places of interest' });
    await expect(map.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    // Centre the map on a place near the default centre (Botafogo), then click just beside it.
    await page.getByRole('button', { name: 'Show Hospital Botafogo on the map' }).click();
    await expect(map.getByRole('button', { name: 'Hospital Botafogo', pressed: true })).toBeVisible();
    const pickArea = page.getByTestId('map-pick-area');
    await pickArea.scrollIntoViewIfNeeded();
    const box = (await pickArea.boundingBox())!;
    await pickArea.click({ position: { x: box.width / 2 + 30, y: box.height / 2 + 30 } });

    const dialog = page.getByRole('dialog', { name: 'Add a place of interest' });
    await expect(dialog.getByLabel('Latitude')).toHaveValue(/^-22\.9\d+/);
    await dialog.getByLabel('Name').fill('Clinic of the test');
    await dialog.getByLabel('Category').selectOption({ label: 'Hospital' });
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await expect(page.getByText('Clinic of the test was added.')).toBeVisible();
    await expect(map.getByRole('button', { name: 'Clinic of the test' })).toBeVisible();

    await createModeAt('Voluntarios da Patria', 'Rio de Janeiro');
    await page.getByLabel('Phone number').pressSequentially('21987654321');
    await page.getByLabel('Title', { exact: true }).fill('Near the clinic');
    await page.getByLabel('Description', { exact: true }).fill('End-to-end test');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Places of interest on the map' })).toContainText('Clinic of the test (Hospital)', {
      timeout: 15_000,
    });
  });

  test('an allowed circle drawn on the map makes create mode warn about an address outside it', async () => {
    await openSection('Allowed places');
    await expect(page.getByText('2 records')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check({ force: true });
    await page.getByRole('button', { name: /^Delete \d+ selected$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No allowed place: incidents are accepted everywhere.')).toBeVisible();

    await page.getByRole('button', { name: 'Draw a circle' }).click();
    await page.getByTestId('map-pick-area').click();
    await expect(
      page.getByRole('group', { name: 'Map of the allowed places' }).getByRole('img', { name: 'The shape being drawn' }),
    ).toBeVisible();
    await page.getByLabel('Radius (metres)').fill('3000');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an allowed place' });
    await dialog.getByLabel('Name').fill('Botafogo circle');
    await dialog.getByRole('button', { name: 'Add allowed place' }).click();
    await expect(page.getByText('Botafogo circle was added.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Allowed place Botafogo circle' })).toBeVisible();

    const warning = page.getByRole('alert').filter({ hasText: 'This address is outside every allowed place' });
    await createModeAt('Carrera 7', 'Bogotá');
    await expect(warning).toBeVisible();
    await createModeAt('Voluntarios da Patria', 'Rio de Janeiro');
    await expect(warning).toHaveCount(0);
  });

  test('ratings filtered by stars: the list, the count and the average follow', async () => {
    await openSection('App ratings');
    const table = page.getByRole('table', { name: 'App ratings' });
    await expect(table.getByRole('img', { name: /of 5 stars$/ }).first()).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Stars', { exact: true }).selectOption({ label: '5 stars' });
    await expect(page).toHaveURL(/f\.stars=5/);
    await expect(table.getByRole('img', { name: /^[1-4] of 5 stars$/ })).toHaveCount(0);
    await expect(table.getByRole('img', { name: '5 of 5 stars' }).first()).toBeVisible();
    await expect(page.getByText('5 of 5', { exact: true })).toBeVisible();
    const records = await page.getByText(/^\d+ records?$/).textContent();
    const count = Number(/^\d+/.exec(records ?? '')?.[0]);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('figure', { name: 'Ratings by stars' })).toContainText(`1 star: 0, 2: 0, 3: 0, 4: 0, 5: ${count}.`);
  });
});

test("the ratings' time charts are drawn without measuring each label on the page", async ({ page }) => {
  // recharts measures a label's text in a hidden span of the page (a forced layout per label, kept for the page's life)
  // unless its axes are placed at a fixed spacing, as the dashboard's are: a fresh page counts every such read.
  await page.addInitScript(() => {
    const w = window as unknown as { labelReads: number };
    const read = Element.prototype.getBoundingClientRect;
    w.labelReads = 0;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.id === 'recharts_measurement_span') w.labelReads += 1;
      return read.call(this);
    };
  });
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { at: 'rates-app' });
  const daily = page.getByRole('figure', { name: 'Average rating by day' });
  await expect(daily).toContainText(/\d+ days with ratings/, { timeout: 15_000 });
  await expect(daily.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toBeVisible();
  // A rating's axis runs 0–5 (stars), never past the scale to a round number of its own.
  await expect(daily.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText(['0', '1', '2', '3', '4', '5']);
  await expect(page.getByRole('figure', { name: 'Ratings by stars' }).locator('.recharts-bar-rectangle').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { labelReads: number }).labelReads)).toBe(0);
});
