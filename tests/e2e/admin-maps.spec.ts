import { expect, test, type Page } from '@playwright/test';
import { signInStored } from './support';

/** The incidents map (the public tenant's landing) and the teleport map, as an administrator uses them: one signed-in page. */
test.describe.serial('admin maps (incidents map, teleport map)', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  });

  test.afterAll(async () => {
    await page.close();
  });

  const list = () => page.getByRole('list', { name: 'Incidents of the last 2 hours' });
  const map = () => page.getByRole('group', { name: 'Map of the incidents of the last 2 hours' });
  /** A list row's select button and a map marker, by the incident's id ("Title (#id)"). */
  const row = (id: string) =>
    list()
      .getByRole('button', { name: new RegExp(`\\(#${id}\\)`) })
      .first();
  const marker = (id: string) => map().getByRole('button', { name: new RegExp(`\\(#${id}\\)`) });
  const idOf = (text: string | null) => /\(#(\d+)\)/.exec(text ?? '')?.[1] ?? '';

  test('lands on the incidents map: the last 2 hours on the map and in the list, live ones marked, refreshed every 30 s', async () => {
    await expect(page).toHaveURL(/#\/public\/incidents-map$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Incidents map' })).toBeVisible();
    await expect(page.getByText(/^Refreshes every 30 s · updated at /)).toBeVisible({ timeout: 15_000 });
    await expect(list().getByRole('listitem').first()).toBeVisible();
    expect(await list().getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect(map().getByRole('button').first()).toBeVisible();
    await expect(
      map()
        .getByRole('button', { name: /, live now$/ })
        .first(),
    ).toBeVisible();
    await expect(list().getByText('Live', { exact: true }).first()).toBeVisible();
  });

  test('selecting in the list highlights its marker on the map', async () => {
    const chosen = list().getByRole('listitem').nth(1).getByRole('button').first();
    const id = idOf(await chosen.textContent());
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(marker(id)).toHaveAttribute('aria-pressed', 'true');
    await expect(marker(id)).toBeInViewport();
  });

  test('selecting a marker highlights its row and scrolls it into view', async () => {
    await page.getByRole('button', { name: 'Show all' }).click();
    const singles = map().getByRole('button', { name: /\(#\d+\)/, pressed: false });
    const last = singles.last();
    const id = idOf(await last.getAttribute('aria-label'));
    await last.click();
    await expect(marker(id)).toHaveAttribute('aria-pressed', 'true');
    await expect(row(id)).toHaveAttribute('aria-pressed', 'true');
    await expect(row(id)).toBeInViewport();
    await expect(list().getByRole('button', { pressed: true })).toHaveCount(1);
  });

  test('a cluster of nearby incidents opens up when pressed', async () => {
    // The view fits every marker again after a marker was pressed ('Show all' has nothing to undo); farther out, more gather.
    await expect(page.getByRole('button', { name: 'Show all' })).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(page.getByRole('button', { name: 'Show all' })).toBeEnabled();
    const cluster = map()
      .getByRole('button', { name: /^\d+ incidents here: zoom in$/ })
      .first();
    await expect(cluster).toBeVisible();
    const before = await map().getByRole('button').count();
    await cluster.click();
    await expect.poll(() => map().getByRole('button').count()).toBeGreaterThan(before);
  });

  const liveBadge = () => page.getByText('Live', { exact: true });

  test('opens a past incident in the incident view', async () => {
    const chosen = list().getByRole('listitem').filter({ hasNot: liveBadge() }).first();
    const id = idOf(await chosen.getByRole('button').first().textContent());
    await chosen.getByRole('button', { name: /in the incident view$/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the teleport map lists the live streams now and opens one on its live page', async () => {
    await page.goto('/#/public/teleport-map');
    await expect(page.getByRole('heading', { level: 1, name: 'Teleport map' })).toBeVisible();
    await expect(page.getByText(/^Refreshes every 15 s/)).toBeVisible();
    const streams = page.getByRole('list', { name: 'Live streams now' });
    await expect(streams.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Map of the live streams' }).getByRole('button').first()).toBeVisible();
    const first = streams.getByRole('listitem').first();
    const id = idOf(await first.getByRole('button').first().textContent());
    await first.getByRole('button', { name: /^Open the live page of / }).click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/live/${id}$`));
  });

  test('a live incident on the incidents map joins its live session, and its button says so', async () => {
    await page.goto('/#/public/incidents-map');
    const chosen = list().getByRole('listitem').filter({ has: liveBadge() }).first();
    await expect(chosen).toBeVisible({ timeout: 15_000 });
    const id = idOf(await chosen.getByRole('button').first().textContent());
    const join = chosen.getByRole('button', { name: /^Join the live call of / });
    await expect(join).toHaveText('Join the call');
    await join.click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/live/${id}$`));
    await expect(page.getByLabel("Caller's live video")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Recorded', { exact: true })).toHaveCount(0);
  });
});
