import { expect, test, type Locator, type Page } from '@playwright/test';
import { decode } from 'fast-png';
import { TEST_ATTRIBUTION, serveTestStyle } from './map-style-server';
import { signInStored } from './support';

/**
 * Every map of the console is the one map component with its layers, on the street map drawn from the style and tiles
 * this test serves (no network) and on the offline map when the style cannot be loaded: the incidents map, the
 * teleport map, places of interest, allowed places, the incident view and the live page, each reached as a user
 * does (a link within the signed-in app).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A finished demo incident of the public tenant with a location. */
const INCIDENT = '100131';
/** The allowed areas' outline colour (LAYER_COLOURS.area), drawn by MapLibre on its canvas. */
const AREA_RGB = [0x38, 0xa1, 0x69] as const;

let page: Page;
const rendered = (renderer: 'street' | 'offline') => page.locator(`[data-map-renderer="${renderer}"]`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
});

test.afterAll(async () => {
  await page.close();
});

/** How many pixels of the map's picture are near `rgb` (MapLibre draws areas and tracks on a canvas). */
async function pixelsNear(map: Locator, rgb: readonly [number, number, number]): Promise<number> {
  const png = decode(await map.screenshot());
  const channels = png.channels;
  let near = 0;
  for (let i = 0; i + 2 < png.data.length; i += channels) {
    const d = Math.abs(png.data[i]! - rgb[0]) + Math.abs(png.data[i + 1]! - rgb[1]) + Math.abs(png.data[i + 2]! - rgb[2]);
    if (d < 40) near++;
  }
  return near;
}

/** One map of the console: where it is and what its layers show on either renderer. */
interface ConsoleMapCase {
  readonly name: string;
  readonly open: () => Promise<void>;
  readonly check: (renderer: 'street' | 'offline') => Promise<void>;
}

/** Moves within the signed-in app (a hash change, as a link does). */
const go = (hash: string) => page.evaluate((to) => void (window.location.hash = to), hash);

const MAPS: readonly ConsoleMapCase[] = [
  {
    name: 'incidents-map',
    open: () => go('#/public/incidents-map'),
    check: async () => {
      const map = page.getByRole('group', { name: 'Map of the incidents of the last 2 hours' });
      await expect(map.getByRole('button', { name: /\(#\d+\)/ }).first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'teleport-map',
    open: () => go('#/public/teleport-map'),
    check: async () => {
      const map = page.getByRole('group', { name: 'Map of the live streams' });
      await expect(map.getByRole('button', { name: /, live now$/ }).first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'places-of-interest',
    open: () => go('#/public/places-of-interest'),
    check: async () => {
      const map = page.getByRole('group', { name: 'Map of the places of interest' });
      await expect(map.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Show Hospital Botafogo on the map' }).click();
      await expect(map.getByRole('button', { name: 'Hospital Botafogo', pressed: true })).toBeVisible();
    },
  },
  {
    name: 'allowed-places',
    open: () => go('#/public/allowed-places'),
    check: async (renderer) => {
      const map = page.getByRole('group', { name: 'Map of the allowed places' });
      if (renderer === 'offline') await expect(map.getByRole('img', { name: /^Allowed place / }).first()).toBeVisible({ timeout: 30_000 });
      // On the street map the areas are drawn on its canvas, outlined in their colour.
      else await expect.poll(() => pixelsNear(map, AREA_RGB), { timeout: 15_000 }).toBeGreaterThan(30);
    },
  },
  {
    name: 'incident-view',
    open: () => go(`#/public/incident/view/${INCIDENT}`),
    check: async (renderer) => {
      const map = page.getByRole('img', { name: /^Map: incident and \d+ caller position/ });
      await expect(map).toBeVisible({ timeout: 30_000 });
      if (renderer === 'street') {
        await expect(map.getByRole('img', { name: 'Incident', exact: true })).toBeAttached();
        await expect(map.getByRole('img', { name: 'Shelter Botafogo' })).toBeAttached();
      }
      // Every renderer lists the places in its view for screen readers.
      await expect(page.getByRole('list', { name: 'Places of interest on the map' })).toContainText('Shelter Botafogo (Shelter)');
      await expect(page.getByRole('link', { name: "Open the caller's position in maps" })).toHaveAttribute('href', /-?\d+\.\d+/);
    },
  },
  {
    // Last: leaving a live call asks first. A live stream the teleport map lists, opened on its live page.
    name: 'live-page',
    open: async () => {
      await go('#/public/teleport-map');
      const streams = page.getByRole('list', { name: 'Live streams now' });
      await expect(streams.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      await streams
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Open the live page of / })
        .click();
      await expect(page).toHaveURL(/#\/public\/incident\/live\/\d+$/);
    },
    check: async (renderer) => {
      const map = page.getByRole('img', { name: /^Map: incident and [1-9]\d* caller position/ });
      await expect(map).toBeVisible({ timeout: 30_000 });
      if (renderer === 'street') {
        await expect(map.getByRole('img', { name: 'Incident', exact: true })).toBeAttached();
        await expect(map.getByRole('img', { name: 'Caller', exact: true })).toBeAttached();
      } else {
        await expect(map.locator('polyline, circle').first()).toBeAttached();
      }
      await expect(page.getByRole('list', { name: 'Places of interest on the map' }).getByRole('listitem').first()).toBeAttached();
    },
  },
];

test('every map is drawn on the street map from the style and tiles the test serves, with its layers', async () => {
  test.setTimeout(240_000);
  const server = await serveTestStyle(page);
  // From a page without a map: each map is then reached by its link.
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { at: 'users' });
  for (const map of MAPS) {
    await test.step(map.name, async () => {
      await map.open();
      await expect(rendered('street')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(TEST_ATTRIBUTION)).toBeVisible();
      await expect(page.getByText('Offline map: no streets')).toHaveCount(0);
      await map.check('street');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${map.name}-street-1280.png` });
    });
  }
  expect(server.tiles.length).toBeGreaterThan(0);
});

test('every map is drawn on the offline map, with its layers, when the style cannot be loaded', async () => {
  test.setTimeout(240_000);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const server = await serveTestStyle(page, false);
  // A new start of the app, which has not drawn the street map yet: the live call is left (the browser asks first).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/favicon.svg');
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { at: 'users' });
  for (const map of MAPS) {
    await test.step(map.name, async () => {
      await map.open();
      await expect(rendered('offline')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Offline map: no streets')).toBeVisible();
      await expect(page.getByText(TEST_ATTRIBUTION)).toHaveCount(0);
      await map.check('offline');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${map.name}-offline-1280.png` });
    });
  }
  // The style was asked for and could not be had; the other maps knew at once.
  expect(server.styles).toBeGreaterThan(0);
  expect(server.tiles).toEqual([]);
});
