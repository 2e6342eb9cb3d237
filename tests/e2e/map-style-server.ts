import type { Page, Route } from '@playwright/test';

/** The demo's default street map style (VITE_MAP_STYLE_URL unset): its host is the one the policy lets the map reach. */
export const STYLE_HOST = 'https://tiles.openfreemap.org';
/** The attribution the test style carries: shown by the street map only when the style was drawn. */
export const TEST_ATTRIBUTION = 'Test tiles © the test';

/** A tiny raster style whose tiles are a 1x1 PNG stretched over each tile. */
const STYLE = {
  version: 8,
  sources: {
    test: { type: 'raster', tiles: [`${STYLE_HOST}/test-tiles/{z}/{x}/{y}.png`], tileSize: 256, attribution: TEST_ATTRIBUTION },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#d8e6c8' } },
    { id: 'tiles', type: 'raster', source: 'test', paint: { 'raster-opacity': 0.8 } },
  ],
};
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The test's own style host: what it served, and a switch that makes it stop answering (as a network gone) and answer again. */
export interface TestStyleServer {
  /** The tile addresses asked for, in order. */
  readonly tiles: string[];
  /** How many times the style itself was asked for (answered or not). */
  styles: number;
  answering: boolean;
}

/**
 * Serves the street map's style and tiles from the test (no network needed) on this page until `page.unrouteAll`;
 * with `answering` false every request to the host fails as with no network.
 */
export async function serveTestStyle(page: Page, answering = true): Promise<TestStyleServer> {
  const server: TestStyleServer = { tiles: [], styles: 0, answering };
  await page.route(`${STYLE_HOST}/**`, async (route: Route) => {
    const url = route.request().url();
    const style = url.endsWith('/styles/liberty');
    if (style) server.styles++;
    if (!server.answering) return route.abort('internetdisconnected');
    if (style) {
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(STYLE) });
    }
    server.tiles.push(url);
    return route.fulfill({ contentType: 'image/png', body: TILE });
  });
  return server;
}
