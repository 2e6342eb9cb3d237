import { expect, test, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { renderFirstPage, type RenderedPage } from './pdf-page';
import { TEST_ATTRIBUTION, serveTestStyle } from './map-style-server';
import { signInStored } from './support';

/**
 * The console's maps without a Google key: the MapLibre street map drawn from a style and tiles this test serves
 * (no network needed), the offline map standing in while the style's host stops answering mid-session and until it
 * answers again, the offline map when the style cannot be loaded, and the incident PDF's map. One signed-in page.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A finished demo incident of the public tenant with a location. */
const INCIDENT = '100131';
/** The incident's marker colour (LAYER_COLOURS.incident), on every map and in the PDF's map. */
const INCIDENT_RGB = [0xe5, 0x3e, 0x3e] as const;

let page: Page;
const map = () => page.getByRole('group', { name: 'Map of the incidents of the last 2 hours' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 720 }, acceptDownloads: true });
});

test.afterAll(async () => {
  await page.close();
});

test('the street map is drawn from the configured style and its tiles, with their attribution and the incidents on it', async () => {
  const { tiles } = await serveTestStyle(page);
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  await page.goto('/#/public/incidents-map');
  await expect(page.locator('[data-map-renderer="street"]')).toBeVisible({ timeout: 20_000 });
  await expect(map().locator('canvas')).toBeVisible();
  await expect(page.getByText(TEST_ATTRIBUTION)).toBeVisible();
  await expect(map().getByRole('button').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  await expect(page.getByText('Offline map: no streets')).toHaveCount(0);
  // The map's own zoom changes what MapLibre draws: the view model's view is the map's.
  const before = await map().getByRole('button').count();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => map().getByRole('button').count()).toBeGreaterThanOrEqual(before);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/street-map-1280.png` });

  // A fresh load of the map's own address (a reload, a bookmark) draws the street map too, its tiles asked again.
  const drawnBefore = tiles.length;
  await page.reload();
  await expect(page.locator('[data-map-renderer="street"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(TEST_ATTRIBUTION)).toBeVisible();
  await expect(map().getByRole('button').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(drawnBefore);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('when the street map stops answering mid-session, the offline map stands in and says so until it answers again', async () => {
  test.setTimeout(90_000);
  const server = await serveTestStyle(page);
  // Another map of the app, reached by its link: a street map of its own.
  await page.evaluate(() => void (window.location.hash = '#/public/teleport-map'));
  const streams = page.getByRole('group', { name: 'Map of the live streams' });
  const street = page.locator('[data-map-renderer="street"]');
  await expect(street).toBeVisible({ timeout: 20_000 });
  server.answering = false;
  // Closer in, the map needs tiles it has not drawn yet: none comes.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(page.locator('[data-map-renderer="offline"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Street map not answering: offline map until it does' })).toBeVisible();
  await expect(streams.getByRole('button').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/street-map-lost-1280.png` });

  // While lost, the street map asks for its style again by itself (a failed tile is not asked for again)...
  const styles = server.styles;
  await expect.poll(() => server.styles, { timeout: 30_000 }).toBeGreaterThan(styles);
  // ...and comes back once its source answers. (Asserting the new request after it came back raced: a tile still
  // queued from the zoom could bring the map back before the next ask.)
  server.answering = true;
  await expect(street).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Street map not answering: offline map until it does')).toHaveCount(0);
  await expect(streams.getByRole('button').first()).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => void (window.location.hash = '#/public/incidents-map'));
});

test('when the style cannot be loaded, the offline map says so and still draws, zooms and moves', async () => {
  const server = await serveTestStyle(page, false);
  await page.reload();
  // The offline map also stands in while the style loads: offline here means the style was asked for and not had.
  await expect.poll(() => server.styles, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.locator('[data-map-renderer="offline"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Offline map: no streets')).toBeVisible();
  await expect(map().getByRole('button').first()).toBeVisible();
  const box = await map().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(500);
  expect(box?.height ?? 0).toBeGreaterThan(300);

  const scale = () => map().locator('text').last().textContent();
  const before = await scale();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(scale).not.toBe(before);
  const zoomed = await scale();
  await map().hover();
  await page.mouse.wheel(0, 200);
  await expect.poll(scale).not.toBe(zoomed);

  // Dragging moves the map: a marker is somewhere else afterwards.
  const marker = map().getByRole('button').first();
  const from = await marker.boundingBox();
  const centre = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 80, centre.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round(((await marker.boundingBox())?.x ?? 0) - (from?.x ?? 0))).toBeGreaterThan(30);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-map-1280.png` });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("the incident PDF's first page carries a drawn map of the incident's position", async () => {
  test.setTimeout(60_000);
  await page.goto(`/#/public/incident/view/${INCIDENT}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Incident ${INCIDENT}`, { timeout: 15_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  const data = new Uint8Array(await readFile(await file.path()));
  // The page as a reader sees it, drawn by pdf.js: the map is where the incident's marker colour is, and around it
  // the map's picture (grid, track, words), not a blank.
  const rendered = await renderFirstPage(page.context().browser()!, data);
  if (SHOTS) await writeFile(`${SHOTS}/incident-pdf-page-1.png`, rendered.png);
  const marker = pixelsNear(rendered, INCIDENT_RGB);
  expect(marker.count, "the incident's marker colour on the first page").toBeGreaterThan(20);
  const around = regionStats(rendered, marker.centre, 150);
  expect(around.colours, 'colours around the marker').toBeGreaterThan(8);
  expect(around.unlike, 'pixels unlike the map background around the marker').toBeGreaterThan(300);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const first = await (await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise).getPage(1);
  const text = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toMatch(/Coordinates\s+-?\d+\.\d+, -?\d+\.\d+/);
});

/** How many pixels of a rendered page are near `rgb`, and where their middle is. */
function pixelsNear(image: RenderedPage, rgb: readonly [number, number, number]): { count: number; centre: { x: number; y: number } } {
  let count = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < image.width * image.height; i++) {
    const d = Math.abs(image.rgba[i * 4]! - rgb[0]) + Math.abs(image.rgba[i * 4 + 1]! - rgb[1]) + Math.abs(image.rgba[i * 4 + 2]! - rgb[2]);
    if (d >= 30) continue;
    count++;
    sx += i % image.width;
    sy += Math.floor(i / image.width);
  }
  return { count, centre: { x: Math.round(sx / Math.max(1, count)), y: Math.round(sy / Math.max(1, count)) } };
}

/** Within `radius` pixels of `centre`: how many distinct colours (16 levels a channel), and how many pixels differ from the commonest. */
function regionStats(image: RenderedPage, centre: { x: number; y: number }, radius: number): { colours: number; unlike: number } {
  const counts = new Map<string, number>();
  for (let y = Math.max(0, centre.y - radius); y < Math.min(image.height, centre.y + radius); y++) {
    for (let x = Math.max(0, centre.x - radius); x < Math.min(image.width, centre.x + radius); x++) {
      const i = (y * image.width + x) * 4;
      const key = `${image.rgba[i]! >> 4},${image.rgba[i + 1]! >> 4},${image.rgba[i + 2]! >> 4}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  return { colours: counts.size, unlike: all - Math.max(0, ...counts.values()) };
}
