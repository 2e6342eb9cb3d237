import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { ADMIN, operatorBrowser } from './server-support';
import { test } from './served-test';

/**
 * SPEC §2, §5, §7 over the wire, on the served console (the production build runs the same adapters and PDF code; see
 * playwright.server.config.ts): the incident search asks the server (its recent incidents, then a
 * search by title), a result opens the incident view from the server's GraphQL, and the view's PDF carries what the
 * server holds.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;
let incidentId = '';
let incidentTitle = '';

const panel = () => page.getByRole('dialog', { name: 'Search incidents' });

test.beforeAll(async ({ browser }) => {
  page = await operatorBrowser(browser, ADMIN);
});

test.afterAll(async () => {
  await page.context().close();
});

test('the search panel lists the recent incidents, then finds incidents by title; a result opens its view', async () => {
  await page.goto('/#/public/incident/live');
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Search incidents' }).click();
  await expect(panel().getByText(/^\d+ incidents in the last 30 days/)).toBeVisible({ timeout: 15_000 });
  await expect(panel().getByRole('list', { name: 'Recent incidents' }).getByRole('button').first()).toBeVisible();

  await panel().getByLabel('Title', { exact: true }).fill('Flooding');
  await panel().getByRole('button', { name: 'Search', exact: true }).click();
  const results = panel().getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  const count = await results.count();
  await expect(panel().getByText(`${count} incident${count === 1 ? '' : 's'} found`)).toBeVisible();
  for (const text of await results.allInnerTexts()) expect(text).toContain('Flooding');

  const first = await results.first().innerText();
  incidentId = /#(\d+)/.exec(first)?.[1] ?? '';
  expect(incidentId).not.toBe('');
  await results.first().click();
  await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${incidentId}$`), { timeout: 15_000 });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Flooding', { timeout: 15_000 });
  incidentTitle = (await heading.innerText()).trim();
  await expect(page.getByRole('region', { name: 'Incident details' }).getByLabel('Incident title')).toHaveValue(incidentTitle);
});

test("the incident view's PDF: an A4 page named from the id and title, with what the server holds", async () => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^incident-${incidentId}-flooding.*\\.pdf$`));
  await expect(page.getByText('The PDF was downloaded')).toBeVisible({ timeout: 15_000 });

  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile((await file.path()) ?? ''));
  const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(incidentTitle);
  expect(flat).toMatch(/Exported .* by admin@public\.demo/);
});
