import { expect, test, type Page, type Route } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInStored } from './support';

/**
 * The console's maps without a Google key: the MapLibre street map drawn from a style and tiles this test serves
 * (no network needed), the offline map when the style cannot be loaded, and the incident PDF's map. One signed-in page.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The demo's default street map style (VITE_MAP_STYLE_URL unset): its host is the one the policy lets the map reach. */
const STYLE_HOST = 'https://tiles.openfreemap.org';
/** A finished demo incident of the public tenant with a location. */
const INCIDENT = '100131';

/** A tiny raster style whose tiles are a 1x1 PNG stretched over each tile. */
const STYLE = {
  version: 8,
  sources: {
    test: { type: 'raster', tiles: [`${STYLE_HOST}/test-tiles/{z}/{x}/{y}.png`], tileSize: 256, attribution: 'Test tiles © the test' },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#d8e6c8' } },
    { id: 'tiles', type: 'raster', source: 'test', paint: { 'raster-opacity': 0.8 } },
  ],
};
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
  const tiles: string[] = [];
  await page.route(`${STYLE_HOST}/**`, async (route: Route) => {
    const url = route.request().url();
    if (url.endsWith('/styles/liberty')) return route.fulfill({ contentType: 'application/json', body: JSON.stringify(STYLE) });
    tiles.push(url);
    return route.fulfill({ contentType: 'image/png', body: TILE });
  });
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  await page.goto('/#/public/incidents-map');
  await expect(page.locator('[data-map-renderer="street"]')).toBeVisible({ timeout: 20_000 });
  await expect(map().locator('canvas')).toBeVisible();
  await expect(page.getByText('Test tiles © the test')).toBeVisible();
  await expect(map().getByRole('button').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  await expect(page.getByText('Offline map: no streets')).toHaveCount(0);
  // The map's own zoom changes what MapLibre draws: the view model's view is the map's.
  const before = await map().getByRole('button').count();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => map().getByRole('button').count()).toBeGreaterThanOrEqual(before);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/street-map-1280.png` });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('when the style cannot be loaded, the offline map says so and still draws, zooms and moves', async () => {
  await page.route(`${STYLE_HOST}/**`, (route) => route.abort('internetdisconnected'));
  await page.reload();
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
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const first = await pdf.getPage(1);
  const ops = await first.getOperatorList();
  const names = ops.fnArray.flatMap((fn, i) => (fn === pdfjs.OPS.paintImageXObject ? [String(ops.argsArray[i][0])] : []));
  const images = await Promise.all(
    names.map(
      (name) =>
        new Promise<{ width: number; height: number; data: Uint8ClampedArray; kind: number }>((resolve) => first.objs.get(name, resolve)),
    ),
  );
  // The map: the picture as wide as the map drawn (720 by 420, twice over), its pixels far from one flat colour.
  const picture = images.find((image) => Math.abs(image.width / image.height - 720 / 420) < 0.02);
  expect(picture, 'a map-shaped picture on the first page').toBeDefined();
  const channels = picture!.kind === 3 ? 4 : 3;
  const colours = new Set<string>();
  let bright = 0;
  for (let i = 0; i < picture!.data.length; i += channels * 7) {
    const [r = 0, g = 0, b = 0] = picture!.data.subarray(i, i + 3);
    colours.add(`${r >> 4},${g >> 4},${b >> 4}`);
    if (r + g + b > 300) bright++;
  }
  expect(colours.size).toBeGreaterThan(8);
  expect(bright).toBeGreaterThan(50);
  const text = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toMatch(/Coordinates\s+-?\d+\.\d+, -?\d+\.\d+/);
});
