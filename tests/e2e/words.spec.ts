import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { signInStored } from './support';

/**
 * What a Portuguese or Spanish reader sees is in their language: on the main screens no visible text is a code
 * (UPPER_SNAKE, a translation key, a camelCase identifier) or a common English word of the interface. The tenant's
 * own data (names, e-mails, addresses, what callers wrote) is theirs and is not checked beyond those rules: tenant_5's
 * demo is in Mexico City, so its seeded data is Spanish.
 */

const ACCOUNT = { email: 'super@tenant5.demo', tenant: 'tenant_5' } as const;
/** tenant_5's first seeded live incident (a caller on the line) and a finished one. */
const LIVE = '200200';
const FINISHED = '200197';

/**
 * The screens walked: the address under the tenant and what shows once it has loaded. The live call comes last: its
 * caller joins a second or two after the page opens, and from then on leaving the page asks first (SPEC §2 "Leaving
 * it asks the screen for permission first"), so an address typed after it stays on the call behind the question.
 */
const ROUTES: readonly { readonly path: string; readonly ready: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: `incident/view/${FINISHED}`, ready: (page) => page.locator('main table').first() },
  // The incidents list is the public tenant's only (SPEC §2): tenant_5 says so, in the reader's language.
  { path: 'incidents', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { path: 'reports', ready: (page) => page.locator('main table').first() },
  { path: 'dashboard', ready: (page) => page.locator('main section[aria-busy="false"]').first() },
  { path: 'users', ready: (page) => page.locator('main table tbody tr').nth(1) },
  { path: 'roles', ready: (page) => page.locator('main table tbody tr').first() },
  // The trail's details name their fields in words, never by the recorded key (mediaId) or a chat's code name.
  { path: 'user-behaviour', ready: (page) => page.locator('main table tbody tr').first() },
  { path: 'settings', ready: (page) => page.locator('main form').first() },
  { path: `incident/live/${LIVE}`, ready: (page) => page.getByRole('log').first() },
];

/** Common words of an English interface that are not also Portuguese or Spanish words. */
const ENGLISH_WORDS = `
  the and with your this from not been could should there here Save Cancel Delete Edit Search Loading
  Back Close Open Send Sent Waiting Settings Users Reports Dashboard Incident Incidents Caller Tenant
  Name Password Next Previous Page Export Download Yes None Failed Copied Join Leave Mute Stop Share Message
  Messages Address Title Created Updated Deleted Date Live Stream Streams Finished Draft Published
  Delivered Unknown Connected Connecting Disconnected Quality Location New Add Remove Refresh Retry Show Hide
  More Today Week Month Year Recorded Recording Camera Microphone Clicked Denied Allowed Phone Operator Rows Of
  Filter Sort Apply Clear Enabled Disabled Public
`
  .trim()
  .split(/\s+/);
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}_@.])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_@])`, 'iu');

/** Every key of the English locale, dotted (a key shown instead of its words). */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const KEYS = new Set(
  ['en.json', 'incident/en.json', 'admin/en.json', 'training/en.json'].flatMap((file) =>
    keysOf(JSON.parse(readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8')) as object),
  ),
);

/** Words that look like identifiers but are names. */
const NAMES = new Set(['WhatsApp', 'iOS', 'iPhone', 'iPad', 'macOS', 'YouTube', 'LinkedIn', 'GitHub', 'TikTok']);

/** The text a reader sees: visible text nodes, placeholders and the values of buttons. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (el && text && !el.closest('script, style') && shown(el)) texts.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder]')) if (shown(el)) texts.push(el.getAttribute('placeholder') ?? '');
    return texts;
  });
}

/** What is wrong with one visible text, or null. */
function problemOf(text: string): string | null {
  const tokens = text.split(/[\s,;:()[\]{}"'«»“”!?]+/).filter(Boolean);
  for (const token of tokens) {
    if (token.includes('@') || /^https?:/.test(token)) continue;
    const word = token.replace(/[.…]+$/, '');
    if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(word)) return `code ${word}`;
    if (KEYS.has(word) && word.includes('.')) return `translation key ${word}`;
    if (/^[a-z]+[A-Z][A-Za-z]*$/.test(word) && !NAMES.has(word)) return `identifier ${word}`;
    // A tenant as routes write it (tenant_5, a chat's 200200_tenant_5): the reader's screens name a tenant in words.
    if (/(^|_)tenant_\w+$/.test(word)) return `tenant id ${word}`;
  }
  const english = ENGLISH.exec(text);
  return english ? `English word "${english[1]}"` : null;
}

async function problemsOn(page: Page, route: (typeof ROUTES)[number], tenant: string = ACCOUNT.tenant): Promise<string[]> {
  await page.goto(`/#/${tenant}/${route.path}`);
  await expect(route.ready(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [aria-busy="true"], main .chakra-skeleton')).toHaveCount(0, { timeout: 20_000 });
  const texts = await visibleTexts(page);
  return texts.flatMap((text) => {
    const problem = problemOf(text);
    return problem ? [`${route.path}: ${problem} in "${text.slice(0, 80)}"`] : [];
  });
}

/** What the reader sees on the section open now, once it has loaded, as problems named after the address. */
async function problemsShown(page: Page, address: string): Promise<string[]> {
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible({ timeout: 20_000 });
  const busy = page.locator('main [aria-busy="true"], main .chakra-skeleton');
  await expect(busy).toHaveCount(0, { timeout: 20_000 });
  // A section's list is asked for once it has shown: what answers late is waited for too.
  await page.waitForTimeout(300);
  await expect(busy).toHaveCount(0, { timeout: 20_000 });
  return (await visibleTexts(page)).flatMap((text) => {
    const problem = problemOf(text);
    return problem ? [`${address}: ${problem} in "${text.slice(0, 80)}"`] : [];
  });
}

for (const [language, name] of [
  ['pt', 'Português'],
  ['es', 'Español'],
] as const) {
  test(`in ${name}, every section of the sidebar shows no code and no English word`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStored(page, ACCOUNT, { language });
    const menu = page.getByRole('navigation', { name: { pt: 'Menu principal', es: 'Menú principal' }[language] });
    await expect(menu.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    // A live call asks before it is left: it is walked last (and the ROUTES walk above reads it).
    const addresses = (await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      .filter((href) => href.startsWith('#/') && !href.includes('/incident/live'))
      .filter((href, i, all) => all.indexOf(href) === i);
    expect(addresses.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const address of addresses) {
      await page.evaluate((hash) => (window.location.hash = hash), address);
      problems.push(...(await problemsShown(page, address)));
    }
    expect(problems).toEqual([]);
  });
}

/** The public tenant's first seeded live incident: its data is English (the tenant's), its caller on the line. */
const PUBLIC_LIVE = '100200';
/** What the public tenant's seeded caller writes first, in the console's language. */
const FIRST_CALLER_LINE = { pt: 'Eu me afastei um pouco. Você consegue me ver?', es: 'Me alejé un poco. ¿Me puede ver?' } as const;

for (const [language, name] of [
  ['pt', 'Português'],
  ['es', 'Español'],
] as const) {
  test(`in ${name}, the main screens show no code and no English word`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStored(page, ACCOUNT, { language });
    await expect(page.getByRole('button', { name: `Idioma: ${name}` })).toBeVisible({ timeout: 15_000 });
    const problems: string[] = [];
    for (const route of ROUTES) problems.push(...(await problemsOn(page, route)));
    expect(problems).toEqual([]);
    // Dates are typed as the language writes them, whatever the browser's locale (en-US here).
    await page.goto(`/#/${ACCOUNT.tenant}/dashboard?range=custom&from=2020-01-01&to=2020-01-02`);
    await expect(page.getByPlaceholder('dd/mm/aaaa').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByPlaceholder('mm/dd/yyyy')).toHaveCount(0);
  });
}

for (const [language, name] of [
  ['pt', 'Português'],
  ['es', 'Español'],
] as const) {
  test(`in ${name}, a seeded call of an English-speaking tenant: the live page and the caller's chat are in ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { language });
    await expect(page.getByRole('button', { name: `Idioma: ${name}` })).toBeVisible({ timeout: 15_000 });
    // The caller on the line hears the console's language: what they write is in it.
    const chat = (p: Page) => p.getByRole('log').filter({ hasText: FIRST_CALLER_LINE[language] });
    const route = { path: `incident/live/${PUBLIC_LIVE}`, ready: (p: Page) => chat(p) };
    const problems = await problemsOn(page, route, 'public');
    // The tenant's own data is English: the incident's fields as its form holds them (title, address, description) and
    // the names of its places on the map. Only the console's words are checked.
    const fields = await page
      .locator('main input, main textarea')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value.trim()).filter((value) => value.length > 3));
    const tenantData = (problem: string) =>
      /Civil defence post/.test(problem) || fields.some((value) => problem.includes(`"${value.slice(0, 80)}`));
    expect(problems.filter((problem) => !tenantData(problem))).toEqual([]);
  });
}

/** A finished call of the public tenant (English-speaking): seeded photos, filed under the video calls' category. */
const PUBLIC_FINISHED = '100131';
/** The name the demo world gives the video calls' category, in each language. */
const LIVE_CATEGORY = { pt: 'Vídeo ao vivo', es: 'Video en vivo' } as const;
const CATEGORY_LABEL = { pt: 'Categoria', es: 'Categoría' } as const;

/** The texts written in the generated pictures the page shows (the demo's photos are SVG data addresses). */
function pictureTexts(page: Page): Promise<string[]> {
  return page
    .locator('main img[src^="data:image/svg"]')
    .evaluateAll((imgs) =>
      imgs.flatMap((img) =>
        [...decodeURIComponent((img as HTMLImageElement).src).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? ''),
      ),
    );
}

for (const [language, name] of [
  ['pt', 'Português'],
  ['es', 'Español'],
] as const) {
  test(`in ${name}, a finished call of an English-speaking tenant: its view and PDF name what the demo invented in ${name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { language, at: `incident/view/${PUBLIC_FINISHED}` });
    await expect(page.getByRole('button', { name: `Idioma: ${name}` })).toBeVisible({ timeout: 15_000 });
    const main = page.locator('main');
    // The facts and the details form both name the category, the same way.
    const category = main.locator('dt', { hasText: CATEGORY_LABEL[language] }).locator('xpath=following-sibling::dd[1]');
    await expect(category).toHaveText([LIVE_CATEGORY[language], LIVE_CATEGORY[language]], { timeout: 20_000 });
    await expect(main.getByText('Live video')).toHaveCount(0);
    // The seeded photos say what they show (the tenant's words) and which photo they are, in no language.
    const pictures = await pictureTexts(page);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((text) => /\b(photo|video)\b/i.test(text))).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const file = await download;
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const data = new Uint8Array(await readFile((await file.path()) ?? ''));
    const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
    }
    const flat = text.replace(/\s+/g, ' ');
    // The PDF reads in the console's language and names the category as the view does, nothing invented in English.
    expect(flat).toContain(`${CATEGORY_LABEL[language]} ${LIVE_CATEGORY[language]}`);
    expect(flat).toContain(language === 'pt' ? 'Relatório da ocorrência' : 'Informe del incidente');
    expect(flat).not.toMatch(/Live video|\bphoto \d/i);
  });
}

/** A section's own words are a chunk of their own (`words.json-*.js`), loaded when the section first opens. */
const SECTION_WORDS_CHUNK = /\/assets\/words\.json-[\w-]+\.js$/;

test("a section whose own words arrive late shows its wait, never its words' keys", async ({ page }) => {
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  let asked = 0;
  await page.route(SECTION_WORDS_CHUNK, async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    window.location.hash = '#/public/tenants';
  });
  // While the words are on their way, what shows is looked at every 100 ms: a key would be a dotted `admin.<key>.…`.
  const keys: string[] = [];
  const until = Date.now() + 1200;
  while (Date.now() < until) {
    keys.push(...(await visibleTexts(page)).filter((text) => /\badmin\.[\w-]+\.\w/.test(text)));
    await page.waitForTimeout(100);
  }
  await expect(page.getByRole('button', { name: 'New tenant' })).toBeVisible({ timeout: 15_000 });
  expect(asked).toBeGreaterThan(0);
  expect(keys).toEqual([]);
});
