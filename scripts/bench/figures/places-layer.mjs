/* global document, window, requestAnimationFrame -- used inside page.evaluate. */
/**
 * Bench figure "places-layer": the live page's map with 1,000 places of interest around the incident, in headless
 * Chromium. Builds the demo with no answer latency, signs in as admin@public.demo, gives the public tenant 1,000 places
 * within a kilometre or so of Rio's centre (the demo's places book, kept in the tab's session storage as a reload
 * would find it), makes an incident at Rua Voluntários da Pátria (the centre) and measures, from the navigation to its
 * live page (after a visit elsewhere) to the frame after the map's layer lists every place (the whole page's work,
 * printed); then, on the places-of-interest map of the same 1,000 places, from a zoom button pressed to the frame
 * after the markers were clustered and drawn again: that median is held to the budget.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, buildApp, createDemoIncident, requireChromium, serveBuild, signInDemo } from '../browser.mjs';
import { median } from '../list-timing.mjs';

const PLACES = 1000;
const OUT_DIR = 'bench-results/places-layer';
const RUNS = 7;
const BUDGET_MS = 200;
const CENTRE = { latitude: -22.951207, longitude: -43.1944118 };
const LAYER = 'ul[aria-label="Places of interest on the map"]';
const MAP = 'svg[aria-label="Map of the places of interest"]';

/** The places book of the public tenant: 1,000 places on a grid around the centre (inside the live map's view). */
function book() {
  const categories = ['hospital', 'police', 'fire_station', 'school', 'shelter', 'other'];
  const places = Array.from({ length: PLACES }, (_, i) => ({
    id: `bench-${i + 1}`,
    name: `Place ${i + 1}`,
    category: categories[i % categories.length],
    address: '',
    latitude: CENTRE.latitude + ((i % 40) - 20) * 0.0002,
    longitude: CENTRE.longitude + (Math.floor(i / 40) - 12) * 0.0004,
    createdAt: null,
  }));
  return { places, allowed: [], ratings: [], argos: [], nextId: 1 };
}

/**
 * In the page: navigates to `route` or presses the button named `button`, then resolves with the ms until the frame
 * after `selector` lists `count` elements (a route) or other markers than before (a button). Checked every frame.
 */
function timeInPage({ selector, route, count, button }) {
  const seen = () => [...document.querySelectorAll(selector)].map((e) => e.getAttribute('aria-label') ?? '').join('|');
  const before = seen();
  const done = () => (route ? document.querySelectorAll(selector).length === count : seen() !== before);
  const started = performance.now();
  if (route) window.location.hash = route;
  else document.querySelector(`button[aria-label="${button}"]`).click();
  return new Promise((resolve, reject) => {
    const frame = () => {
      if (done()) requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > 20_000) reject(new Error(`${route ?? button}: nothing changed within 20 s`));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function measure(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInDemo(page, base, 'admin@public.demo', 'public');
    await page.evaluate((kept) => sessionStorage.setItem('demo-places:public', JSON.stringify(kept)), book());
    await page.reload();
    const route = await createDemoIncident(page, base, { title: 'Bench incident', description: 'Bench' });
    await page
      .locator(`${LAYER} > li`)
      .nth(PLACES - 1)
      .waitFor();
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(() => (window.location.hash = '#/public/places-of-interest'));
      await page.waitForFunction((layer) => !document.querySelector(layer), LAYER);
      samples.push(await page.evaluate(timeInPage, { selector: `${LAYER} > li`, route, count: PLACES }));
    }
    const drawn = await page.locator('svg g > rect[transform="rotate(45)"]').count();
    // The admin map of the same 1,000 places: each zoom clusters and draws them again.
    await page.evaluate(() => (window.location.hash = '#/public/places-of-interest'));
    await page.locator(`${MAP} g[role="button"]`).first().waitFor();
    const zooms = [];
    for (let i = 0; i < RUNS * 2; i++) {
      const button = i % 2 === 0 ? 'Zoom in' : 'Zoom out';
      zooms.push(await page.evaluate(timeInPage, { selector: `${MAP} g[role="button"]`, button }));
    }
    await context.close();
    return { samples, drawn, zooms };
  } finally {
    await browser.close();
  }
}

async function run() {
  requireChromium();
  buildApp('demo without latency', OUT_DIR, { VITE_ADAPTERS: 'fake', VITE_DEMO_LATENCY_MS: '0' });
  const { base, stop } = await serveBuild(OUT_DIR);
  let measured;
  try {
    measured = await measure(base);
  } finally {
    stop();
  }
  const { samples, drawn, zooms } = measured;
  if (drawn < PLACES) throw new Error(`the map drew ${drawn} place markers, not ${PLACES}`);
  return {
    tables: [
      {
        caption: `Live page with ${PLACES} places of interest in the map's view (no demo latency; Chromium; median and slowest of ${RUNS}, ms from the navigation to the frame after the layer lists every place)`,
        headers: ['step', 'median ms', 'slowest ms'],
        rows: [
          ['live page opened, its places layer drawn (whole page)', median(samples).toFixed(0), Math.max(...samples).toFixed(0)],
          ['places map zoomed in or out: clustered and drawn again', median(zooms).toFixed(0), Math.max(...zooms).toFixed(0)],
        ],
      },
    ],
    budgets: [{ label: `map layer of ${PLACES} places drawn again (zoom)`, value: Math.round(median(zooms)), max: BUDGET_MS, unit: 'ms' }],
  };
}

/** @type {import('../figure').BenchFigure} */
export default {
  description: `the live page's map with a layer of ${PLACES} places of interest in Chromium`,
  run,
};
