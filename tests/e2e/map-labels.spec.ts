import { expect, test, type Locator, type Page } from '@playwright/test';
import { serveTestStyle } from './map-style-server';
import { signInStored } from './support';

/**
 * Many places of interest close together (the demo's places book, as a reload finds it): on the street map and on the
 * offline map no two of the markers and words a map shows cover one another: nearby places gather into a marker with
 * their count, and names with no free room are left out with their count said.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A finished demo incident of the public tenant with a location. */
const INCIDENT = '100131';
const PLACES = 80;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
});

test.afterAll(async () => {
  await page.close();
});

const go = (hash: string) => page.evaluate((to) => void (window.location.hash = to), hash);

/** The boxes of what `items` finds that is shown, in page pixels. */
async function boxes(items: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (box && box.width > 0 && box.height > 0) found.push(box);
  }
  return found;
}

/** The pairs of boxes that cover one another by more than a pixel's rounding. */
function overlapping(all: readonly Box[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) pairs.push(`${JSON.stringify(a)} and ${JSON.stringify(b)}`);
    }
  }
  return pairs;
}

/** Plants PLACES places within a few hundred metres of the incident's map (the demo's places book), then reloads. */
async function plantPlacesAroundIncident(): Promise<void> {
  await go(`#/public/incident/view/${INCIDENT}`);
  // Where the incident's map is: the position its "open in maps" link opens.
  const href = await page.getByRole('link', { name: "Open the caller's position in maps" }).getAttribute('href', { timeout: 45_000 });
  const [, lat, lng] = /(-?\d+\.\d+)(?:,|%2C)(-?\d+\.\d+)/.exec(href ?? '') ?? [];
  expect(lat && lng, `a position in ${href}`).toBeTruthy();
  await page.evaluate(
    ({ latitude, longitude, count }) => {
      const places = Array.from({ length: count }, (_, i) => ({
        id: `crowd-${i + 1}`,
        name: `Crowded place ${i + 1}`,
        category: 'other',
        address: '',
        latitude: latitude + ((i % 10) - 5) * 0.0004,
        longitude: longitude + (Math.floor(i / 10) - 4) * 0.0005,
        createdAt: null,
      }));
      sessionStorage.setItem('demo-places:public', JSON.stringify({ places, allowed: [], ratings: [], argos: [], nextId: 1 }));
    },
    { latitude: Number(lat), longitude: Number(lng), count: PLACES },
  );
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button').last()).toBeVisible({ timeout: 30_000 });
}

/** On the places section's map: the markers do not cover one another, and crowded places show as one with a count. */
async function expectPlacesSectionReadable(renderer: 'street' | 'offline'): Promise<void> {
  await go('#/public/places-of-interest');
  await expect(page.locator(`[data-map-renderer="${renderer}"]`)).toBeVisible({ timeout: 30_000 });
  const map = page.getByRole('group', { name: 'Map of the places of interest' });
  await expect(map.getByRole('button', { name: /^\d+ places here: zoom in$/ }).first()).toBeVisible({ timeout: 30_000 });
  const markers = map.getByRole('button');
  const drawn = await boxes(markers);
  expect(drawn.length).toBeLessThan(PLACES);
  expect(overlapping(drawn)).toEqual([]);
  await expect(map.getByRole('button', { name: /zoom in$/ }).first()).toHaveText(/\d+$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/labels-places-${renderer}-1280.png` });
}

test('on the street map, crowded places gather into counted markers that do not cover one another', async () => {
  test.setTimeout(120_000);
  await serveTestStyle(page);
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  await plantPlacesAroundIncident();
  await expectPlacesSectionReadable('street');

  // The incident's map: the words of the incident and of the caller stay apart from each other.
  await go(`#/public/incident/view/${INCIDENT}`);
  await expect(page.locator('[data-map-renderer="street"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Places of interest on the map' }).getByRole('listitem').first()).toBeAttached();
  const words = await boxes(page.getByTestId('street-map').locator('[data-map-marker] span'));
  expect(overlapping(words)).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('on the offline map, crowded places gather into counted markers, and the names drawn do not cover one another', async () => {
  test.setTimeout(120_000);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await serveTestStyle(page, false);
  // The same planted places, in a new start of the app that cannot reach the street map.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button').last()).toBeVisible({ timeout: 30_000 });
  await expectPlacesSectionReadable('offline');

  // The incident's map names the incident, the caller and the places around them: as many as have room, measured
  // as the browser writes them; the others are counted.
  await go(`#/public/incident/view/${INCIDENT}`);
  await expect(page.locator('[data-map-renderer="offline"]')).toBeVisible({ timeout: 30_000 });
  const map = page.getByRole('img', { name: /^Map: incident and \d+ caller position/ });
  await expect(map.locator('text', { hasText: 'Incident' })).toBeVisible();
  await expect(page.getByText(/^\d+ names hidden: zoom in to read them$/)).toBeVisible();
  const named = map.locator('text', { hasText: /^Crowded place \d+$/ });
  expect(await named.count()).toBeGreaterThan(0);
  expect(await named.count()).toBeLessThan(PLACES);
  expect(overlapping(await boxes(map.locator('text')))).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/labels-incident-offline-1280.png` });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
