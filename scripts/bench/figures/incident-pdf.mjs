/* global location -- used inside page.evaluate, in the browser. */
/**
 * Bench figure "incident-pdf": the incident view's PDF export of a heavy incident, in headless Chromium, and jsPDF's
 * place in the build.
 *  - Builds the demo with no answer latency and reads its manifest: jsPDF must be in no route's static JavaScript
 *    (only in lazy chunks loaded on export); each breach fails the bench.
 *  - Signs in as admin@public.demo, makes an incident, gives it MEDIA images, CHAT_MESSAGES chat messages and a caller's
 *    track of TRACK_POINTS positions (the demo world's tab memory, as a reload would find them), opens its
 *    view and exports the PDF RUNS times: from the press of "Export PDF" to the file downloaded (reading the data and
 *    the chat, loading jsPDF, drawing the map snapshot and the thumbnails, saving), and the file's size.
 *  - Reads the file back (pdfjs-dist): every image and the map snapshot must be in it.
 * Budgets: the median export time and the file size.
 */
import { statSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { svgImageDataUrl } from '../../../src/adapters/fake/demo-world/media-images.ts';
import { CHROMIUM, CHROMIUM_ARGS, buildApp, createDemoIncident, requireChromium, serveBuild, signInDemo } from '../browser.mjs';
import { packageOutOfRouteStatics } from '../build-manifest.mjs';
import { median } from '../list-timing.mjs';

/** The incident's size, and the product's budgets for its export: 3 s in Chromium (the median of RUNS), 5 MB. */
const MEDIA = 50;
const CHAT_MESSAGES = 500;
const TRACK_POINTS = 40;
const RUNS = 5;
const BUDGET = { ms: 3000, mb: 5 };
const OPERATOR = 'admin@public.demo';
const BUILD = { outDir: 'bench-results/incident-pdf' };

/** The incident's media: MEDIA generated images (as the demo's own), each with its thumbnail. */
function mediaOf(incidentId) {
  return Array.from({ length: MEDIA }, (_, i) => {
    const url = svgImageDataUrl(`Bench #${incidentId}`, `photo ${i + 1} of ${MEDIA}`, (i * 37) % 360);
    return {
      id: `bench-${i + 1}`,
      url,
      thumbnailUrl: url,
      typeContent: 'image',
      filename: `photo-${i + 1}.svg`,
      originalIncidentId: incidentId,
    };
  });
}

/** CHAT_MESSAGES messages, the caller's and the operator's in turn, a few seconds apart, of varied length. */
function chatOf(start) {
  const line = 'The smoke is getting thicker near the stairs and people are still coming down from the upper floors. ';
  return Array.from({ length: CHAT_MESSAGES }, (_, i) => ({
    author: i % 2 === 0 ? 'caller' : OPERATOR,
    body: `${i + 1}. ${line.repeat(1 + (i % 3)).trim()}`,
    media: null,
    read: true,
    timestamp: new Date(start + i * 4000).toISOString(),
  }));
}

/** The caller's track: TRACK_POINTS positions, a walk of a few hundred metres towards Rua Voluntários da Pátria. */
function trackOf(start) {
  return Array.from({ length: TRACK_POINTS }, (_, i) => ({
    latitude: -22.9548 + i * 0.0001 + Math.sin(i / 4) * 0.0002,
    longitude: -43.199 + i * 0.00012,
    at: new Date(start + i * 15_000).toISOString(),
  }));
}

/**
 * In the page: the incident's media, its chat room's messages and the caller's track written into the demo's tab
 * memory, then a reload.
 */
function plant({ incidentId, media, messages, track }) {
  const keyOf = (suffix) => Object.keys(sessionStorage).find((key) => key.endsWith(suffix));
  const incidentsKey = keyOf('demo.incidents.public');
  const chatKey = keyOf('demo.chat');
  if (!incidentsKey || !chatKey) throw new Error(`no demo memory (keys: ${Object.keys(sessionStorage).join(', ')})`);
  const book = JSON.parse(sessionStorage.getItem(incidentsKey));
  const incident = book.incidents.find((i) => String(i.id) === String(incidentId));
  if (!incident) throw new Error(`incident ${incidentId} is not in the demo memory`);
  incident.media = media;
  const rooms = JSON.parse(sessionStorage.getItem(chatKey));
  const room = rooms.find((r) => r.name === `${incidentId}_public`);
  if (!room) throw new Error(`no chat room ${incidentId}_public in the demo memory`);
  room.messages = messages;
  const tracksKey = `${incidentsKey.slice(0, -'demo.incidents.public'.length)}demo.location-tracks`;
  const tracks = JSON.parse(sessionStorage.getItem(tracksKey) ?? '[]').filter((t) => t.incidentId !== String(incidentId));
  sessionStorage.setItem(tracksKey, JSON.stringify([...tracks, { incidentId: String(incidentId), points: track }]));
  sessionStorage.setItem(incidentsKey, JSON.stringify(book));
  sessionStorage.setItem(chatKey, JSON.stringify(rooms));
  location.reload();
}

/** Every image drawn in the PDF (pdfjs-dist), its pages and the words of its first page. */
async function imagesIn(file) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)), isEvalSupported: false, verbosity: 0 }).promise;
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const ops = await (await pdf.getPage(n)).getOperatorList();
    images += ops.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
  }
  const first = await (await pdf.getPage(1)).getTextContent();
  const firstPage = first.items.map((item) => item.str ?? '').join(' ');
  return { images, pages: pdf.numPages, firstPage };
}

async function measure(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
    const page = await context.newPage();
    await signInDemo(page, base, OPERATOR, 'public');
    const route = await createDemoIncident(page, base, {
      title: 'Bench: fire in a residential building',
      description: 'npm run bench: a heavy PDF export',
    });
    const incidentId = route.split('/').pop();
    await page.goto(`${base}/#/public/incident/view/${incidentId}`);
    // One message from here opens the incident's chat room, so the demo keeps it.
    const chat = page.getByRole('region', { name: 'Chat with the caller' });
    await chat.getByLabel('Message to the caller').fill('On our way');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await chat.getByRole('log', { name: 'Chat messages' }).getByText('On our way').waitFor({ timeout: 15_000 });
    const start = Date.now() - CHAT_MESSAGES * 4000;
    await page.evaluate(plant, { incidentId, media: mediaOf(incidentId), messages: chatOf(start), track: trackOf(start) });
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Export PDF' }).waitFor({ timeout: 15_000 });
    // The page settled first (its chat panel lists every message, its carousel shows the media): only the export is timed.
    const log = page.getByRole('region', { name: 'Chat with the caller' }).getByRole('log', { name: 'Chat messages' });
    await log.getByText(`${CHAT_MESSAGES}. The smoke`).waitFor({ timeout: 30_000 });
    await page
      .getByRole('region', { name: 'Media' })
      .getByRole('button', { name: /photo-1\.svg/ })
      .first()
      .waitFor({ timeout: 30_000 });
    const samples = [];
    let last = null;
    for (let i = 0; i < RUNS; i++) {
      const download = page.waitForEvent('download', { timeout: 60_000 });
      const started = Date.now();
      await page.getByRole('button', { name: 'Export PDF' }).click();
      const file = await download;
      const path = await file.path();
      samples.push(Date.now() - started);
      last = { path, bytes: statSync(path).size };
      // The next export once this one is over (the button reads "Preparing the PDF…" until then).
      await page.getByRole('button', { name: 'Export PDF' }).waitFor();
    }
    const read = await imagesIn(last.path);
    if (process.env.BENCH_PDF_COPY) await copyFile(last.path, process.env.BENCH_PDF_COPY);
    await context.close();
    return { samples, bytes: last.bytes, ...read };
  } finally {
    await browser.close();
  }
}

async function run() {
  requireChromium();
  buildApp('demo without latency', BUILD.outDir, { VITE_ADAPTERS: 'fake', VITE_DEMO_LATENCY_MS: '0' });
  const jspdf = packageOutOfRouteStatics(BUILD.outDir, 'jspdf');
  const { base, stop } = await serveBuild(BUILD.outDir);
  let measured;
  try {
    measured = await measure(base);
  } finally {
    stop();
  }
  const { samples, bytes, images, pages } = measured;
  const mb = bytes / (1024 * 1024);
  const problems = [...jspdf.problems];
  // Every medium's thumbnail and the map snapshot.
  if (images < MEDIA + 1) problems.push(`the PDF holds ${images} images, not the ${MEDIA} media and the map snapshot`);
  // The demo's simulated caller may add positions of its own to the planted ones.
  const positions = Number(/Location points\s+(\d+)/.exec(measured.firstPage)?.[1] ?? 0);
  if (positions < TRACK_POINTS)
    problems.push(`the PDF's first page gives ${positions} caller positions under the map, not the ${TRACK_POINTS} or more planted`);
  return {
    tables: [
      {
        caption: `PDF export of an incident with ${MEDIA} media and ${CHAT_MESSAGES} chat messages (demo without latency, Chromium; ${RUNS} runs, from the press of Export PDF to the file downloaded)`,
        headers: ['measure', 'value'],
        rows: [
          ['each run ms (the first loads jsPDF)', samples.join(', ')],
          ['median ms', median(samples).toFixed(0)],
          ['file size MB', mb.toFixed(2)],
          ['pages', pages],
          ['images drawn', images],
        ],
      },
      {
        caption:
          'jsPDF in the demo build: the chunks holding it, and the route chunks (entry and lazy screens) whose static JavaScript was checked',
        headers: ['chunks holding jspdf', 'route chunks checked', "in a route's static JavaScript"],
        rows: [[jspdf.files.join(', ') || '(none)', jspdf.routes, jspdf.problems.length === 0 ? 'no' : 'YES']],
      },
    ],
    budgets: [
      {
        label: `PDF export, ${MEDIA} media and ${CHAT_MESSAGES} chat messages (median)`,
        value: Math.round(median(samples)),
        max: BUDGET.ms,
        unit: 'ms',
      },
      { label: 'PDF file size', value: Number(mb.toFixed(2)), max: BUDGET.mb, unit: 'MB' },
    ],
    problems,
  };
}

/** @type {import('../figure').BenchFigure} */
export default {
  description: `the incident view's PDF export of ${MEDIA} media and ${CHAT_MESSAGES} chat messages in Chromium (time and size), and jsPDF out of every route's static JavaScript`,
  run,
};
