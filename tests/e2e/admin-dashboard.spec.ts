import { expect, test } from '@playwright/test';
import { serveTestStyle } from './map-style-server';
import { openCreateMode, sharedAdminSection } from './support';

/**
 * The charts (recharts through @chakra-ui/charts) load with the dashboard only: not on the login or the live page. The
 * street map (MapLibre) loads with the first page that draws a street map (once its style answers): not with the
 * login page.
 */
test('the login and live pages load no chart code, and the login page no map code', async ({ browser }) => {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  const codeWith = async (marker: string) => {
    const found: string[] = [];
    for (const url of scripts) if ((await (await page.request.get(url)).text()).includes(marker)) found.push(url);
    return found;
  };
  const chartCode = () => codeWith('recharts-surface');
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await chartCode()).toEqual([]);
  expect(await codeWith('maplibregl-map')).toEqual([]);
  await openCreateMode(page, 'operator@public.demo', 'public');
  expect(await chartCode()).toEqual([]);
  // The incidents map draws the street map once its style answers (served here, no network): the map code comes with
  // it (so the marker above is the map's).
  await serveTestStyle(page);
  await page.goto('/#/public/incidents-map');
  await expect.poll(async () => (await codeWith('maplibregl-map')).length).toBe(1);
  await page.close();
});

/** The dashboard as a supervisor uses it: one signed-in page, reused by every step. */
test.describe.serial('admin dashboard (control panel): range, figures, links to the incidents list', () => {
  // The sidebar's Dashboard entry is the control-panel route (SPEC §2).
  const page = sharedAdminSection({ email: 'admin@public.demo', tenant: 'public' }, 'Dashboard');

  const card = (name: string) => page().getByRole('region', { name, exact: true });
  /** The figures are on screen and none is being read again. */
  const loaded = async () => {
    await expect(page().locator('[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page().locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  };

  test('the sidebar’s Dashboard (control-panel) opens on today’s figures', async () => {
    await expect(page()).toHaveURL(/#\/public\/control-panel$/);
    await expect(page().getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await loaded();
    await expect(card('Incidents').getByText(/^\d+$/)).toBeVisible();
    await expect(card('Live now').getByText(/^\d+$/)).toBeVisible();
    await expect(card('Live now').getByText(/video stream, neither finished nor deleted/)).toBeVisible();
  });

  test('7 days: the range goes into the address; how fast video came, and how it is computed', async () => {
    await page().getByRole('button', { name: '7 days', exact: true }).click();
    await expect(page()).toHaveURL(/#\/public\/control-panel\?range=7d$/);
    await expect(page().getByRole('button', { name: '7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await loaded();
    const video = card('Link to first video (median)');
    await expect(video.getByText(/^\d+ (s|min \d+ s)$/)).toBeVisible();
    await expect(video.getByText(/^over \d+ incidents?$/)).toBeVisible();
    await expect(video.getByText(/time from the first link sent to the start of the caller's live stream/)).toBeVisible();
    await expect(card('From link to camera').getByText('Camera allowed')).toBeVisible();
    await expect(page().getByRole('img', { name: /^Incidents per day: \d+ in all over 7 days$/ })).toBeVisible();
  });

  test('a figure leads to the incidents list filtered to its days', async () => {
    const total = await card('Incidents').getByText(/^\d+$/).innerText();
    expect(Number(total)).toBeGreaterThan(0);
    await page().getByRole('link', { name: 'See the incidents behind “Incidents”' }).click();
    await expect(page()).toHaveURL(/#\/public\/incidents\?f\.from=\d{4}-\d{2}-\d{2}&f\.to=\d{4}-\d{2}-\d{2}$/);
    await expect(page().getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
    // The list shows the same incidents: as many as the figure said.
    await expect(page().getByText(new RegExp(`^${total} records?$`))).toBeVisible({ timeout: 20_000 });
    await page().goBack();
    await expect(page()).toHaveURL(/#\/public\/control-panel\?range=7d$/);
    await expect(page().getByRole('button', { name: '7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a figure counting some of the days’ incidents leads to those only, across a sort, until its note is cleared', async () => {
    // The range is 7 days (the test before): a figure behind which stand only some of its incidents links with their ids.
    const link = page().locator('a[href*="f.ids="]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page()).toHaveURL(/#\/public\/incidents\?.*f\.ids=/);
    const note = page().getByText(/^Only the (incident|\d+ incidents) behind a dashboard figure$/);
    await expect(note).toBeVisible({ timeout: 20_000 });
    const shown = (await note.innerText()).match(/\d+/)?.[0] ?? '1';
    await expect(page().getByText(new RegExp(`^${shown} records?$`))).toBeVisible();
    // A sort changes the rows' order, not what the list is limited to: the note stays.
    await page()
      .getByRole('button', { name: /^Title/ })
      .click();
    await expect(page()).toHaveURL(/sort=title/);
    await expect(note).toBeVisible();
    await page().getByRole('button', { name: 'Show every incident of these days' }).click();
    await expect(note).toBeHidden();
    await expect(page()).not.toHaveURL(/f\.ids=/);
    await page().goBack();
    await page().goBack();
    await page().goBack();
    await expect(page()).toHaveURL(/#\/public\/control-panel\?range=7d$/);
  });

  test('90 days are drawn without measuring each day on the page', async () => {
    // Each read of an element's box forces the page's layout; the charts used to measure every day's label to see
    // which fit (129 reads for 90 days, ahead of the figures showing).
    const counted = (on: boolean) =>
      page().evaluate((counting) => {
        const w = window as unknown as { boxReads: number; boxRead?: () => DOMRect };
        if (!counting) {
          if (w.boxRead) Element.prototype.getBoundingClientRect = w.boxRead;
          return w.boxReads;
        }
        const read = (w.boxRead = Element.prototype.getBoundingClientRect);
        w.boxReads = 0;
        Element.prototype.getBoundingClientRect = function (this: Element) {
          w.boxReads += 1;
          return read.call(this);
        };
        return 0;
      }, on);
    await counted(true);
    await page().getByRole('button', { name: '90 days', exact: true }).click();
    await loaded();
    const perDay = page().getByRole('img', { name: /^Incidents per day: \d+ in all over 90 days$/ });
    await expect(perDay).toBeVisible();
    expect(await counted(false)).toBeLessThan(40);
    // Every 12th day is labelled under its column: 8 labels, none over another.
    await expect(perDay.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveCount(8);
  });

  test('live now leads to the live incidents; {tenant}/dashboard is the same dashboard', async () => {
    await loaded();
    const live = await card('Live now').getByText(/^\d+$/).innerText();
    await page().getByRole('link', { name: 'See the incidents behind “Live now”' }).click();
    await expect(page()).toHaveURL(/#\/public\/incidents\?f\.live=yes$/);
    await expect(page().getByText(new RegExp(`^${live} records?$`))).toBeVisible({ timeout: 20_000 });
    await page().goto('/#/public/dashboard?range=custom&from=2020-01-01&to=2020-01-02');
    await expect(page().getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The days are typed in the page's language (not the browser's): en mm/dd/yyyy.
    const from = page().getByLabel('From', { exact: true });
    await expect(from).toHaveValue('01/01/2020');
    await expect(from).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await from.fill('31/01/2020');
    await from.blur();
    await expect(from).toHaveAccessibleDescription('Enter a date as mm/dd/yyyy, such as 12/31/2026.');
    await expect(from).toHaveValue('31/01/2020');
    await from.fill('01/01/2020');
    await loaded();
    await expect(card('Incidents').getByText('0', { exact: true })).toBeVisible();
    await expect(card('Link to first video (median)').getByText('—', { exact: true })).toBeVisible();
  });
});
