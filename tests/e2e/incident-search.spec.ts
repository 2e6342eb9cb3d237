import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from './axe-check';
import { openCreateMode, signIn } from './support';

/**
 * The incident search, a side panel (SPEC §2, §5, §8): the recent incidents before any criteria, results with their
 * count and status words, why Search is disabled, no results as information, a keyboard-only run, axe in both themes,
 * and, during a live call at 1440x900, a panel that leaves the caller's video uncovered.
 */
test.describe.configure({ mode: 'serial' });

// The one status an operator sees (src/domain/incident/lifecycle.ts), or the search's word for an incident too old to know.
const STATUS_WORDS = /\b(Draft|Live|Finished|Deleted)\b|Status not known/;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Search incidents' });
const opener = (page: Page) => page.getByRole('button', { name: 'Search incidents' });
const recentList = (page: Page) => panel(page).getByRole('list', { name: 'Recent incidents' });

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user gets there; at most `limit` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Create mode with nothing typed, the search panel closed. */
async function onCreateMode(page: Page): Promise<void> {
  await page.goto('/#/public/incident/live');
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await expect(panel(page)).toHaveCount(0);
}

/** Do the two boxes overlap (by more than a pixel)? */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;
}

test.describe('incident search panel, admin@public.demo at 1440x900', () => {
  // One sign-in for the block, in a context of its own (axe opens a blank page beside the page in its context).
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, 'admin@public.demo', 'public');
    await expect(page).toHaveURL(/#\/public\//, { timeout: 15_000 });
  });
  test.afterAll(() => page?.context().close());
  const signedIn = (): Page => {
    if (!page) throw new Error('the signed-in page is opened before the tests');
    return page;
  };

  test('on open, before any criteria: the recent incidents with a count, status words and addresses; Search says why it is disabled', async () => {
    const page = signedIn();
    await onCreateMode(page);
    await opener(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel('Title', { exact: true })).toBeFocused();
    const search = panel(page).getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await expect(panel(page).getByText('Enter a title, an incident ID, both dates or a phone number to search.')).toBeVisible();
    await panel(page).getByLabel('Start date').fill('2026-01-01');
    await expect(panel(page).getByText('Enter both the start date and the end date to search by date.')).toBeVisible();
    await panel(page).getByLabel('Start date').fill('');

    await expect(panel(page).getByText(/^\d+ incidents in the last 30 days/)).toBeVisible({ timeout: 10_000 });
    const items = recentList(page).getByRole('button');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(1);
    const first = await items.first().innerText();
    expect(first).toMatch(STATUS_WORDS);
    expect(first).toMatch(/#\d{6}/);
    expect(first).not.toMatch(/\b(DRAFT|PUBLISHED|LIVE|FINISHED)\b/);
  });

  test('a search shows its count and status words; no results is a calm line, not an error', async () => {
    const page = signedIn();
    const title = panel(page).getByLabel('Title', { exact: true });
    await title.fill('Flooding');
    await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
    const results = panel(page).getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('button').first()).toBeVisible({ timeout: 10_000 });
    const count = await results.getByRole('button').count();
    await expect(panel(page).getByText(`${count} incident${count === 1 ? '' : 's'} found`)).toBeVisible();
    for (const text of await results.getByRole('button').allInnerTexts()) {
      expect(text).toContain('Flooding');
      expect(text).toMatch(STATUS_WORDS);
    }

    await title.fill('zzzz no such incident');
    await title.press('Enter');
    await expect(panel(page).getByText(/^No incident matches these criteria/)).toBeVisible({ timeout: 10_000 });
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    await expect(title).toHaveValue('zzzz no such incident');
    await panel(page).getByRole('button', { name: 'Show recent incidents' }).click();
    await expect(recentList(page).getByRole('button').first()).toBeVisible();
  });

  for (const theme of ['dark', 'light'] as const)
    test(`axe on the open panel with its recent incidents, ${theme}`, async () => {
      const page = signedIn();
      await useTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
      await opener(page).click();
      await expect(recentList(page).getByRole('button').first()).toBeVisible({ timeout: 10_000 });
      await expectNoSeriousViolations(page, `search panel (${theme})`);
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
    });

  test('keyboard only: open, type, Enter searches, arrows through results, Escape gives the focus back, Enter opens one', async () => {
    const page = signedIn();
    await useTheme(page, 'dark');
    await onCreateMode(page);
    await tabTo(page, opener(page));
    await page.keyboard.press('Enter');
    const title = panel(page).getByLabel('Title', { exact: true });
    await expect(title).toBeFocused();
    await page.keyboard.type('Flooding');
    await tabTo(page, panel(page).getByLabel('Incident ID'));
    await tabTo(page, title, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const results = panel(page).getByRole('list', { name: 'Search results' }).getByRole('button');
    await expect(results.first()).toBeVisible({ timeout: 10_000 });
    await tabTo(page, results.first());
    // The demo's public tenant has several floodings: the arrows move between them.
    expect(await results.count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(results.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(opener(page)).toBeFocused();

    // Open again: the criteria and results are kept; Enter on a result opens its view.
    await page.keyboard.press('Enter');
    await expect(title).toHaveValue('Flooding');
    await tabTo(page, results.first());
    const id = /#(\d+)/.exec(await results.first().innerText())?.[1];
    expect(id).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${id}$`));
    await expect(panel(page)).toHaveCount(0);
  });

  test('an unknown incident id on the view route says it was not found and leads back', async () => {
    const page = signedIn();
    await page.goto('/#/public/incident/view/999999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Incident 999999999 was not found' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Back to the incident list' }).click();
    await expect(page).toHaveURL(/#\/public\/incident\/live$/);
  });

  test('during a live call the open panel leaves the caller video uncovered, and lists the call as live', async () => {
    test.setTimeout(90_000);
    const page = signedIn();
    await onCreateMode(page);
    // A seeded live incident of the demo has a caller on the line.
    await page
      .getByRole('list', { name: 'Live incidents' })
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    const live = /#\/public\/incident\/live\/(\d+)$/;
    await expect(page).toHaveURL(live, { timeout: 15_000 });
    const id = live.exec(new URL(page.url()).hash)?.[1];
    const video = page.getByLabel("Caller's live video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);

    await opener(page).click();
    await expect(panel(page)).toBeVisible();
    const call = recentList(page)
      .getByRole('button')
      .filter({ hasText: `#${id} ·` });
    await expect(call).toContainText('Live', { timeout: 10_000 });

    const videoBox = await video.boundingBox();
    const panelBox = await panel(page).boundingBox();
    expect(videoBox && videoBox.width > 0 && videoBox.height > 0).toBe(true);
    expect(panelBox).not.toBeNull();
    if (videoBox && panelBox)
      expect(overlap(videoBox, panelBox), `video ${JSON.stringify(videoBox)}, panel ${JSON.stringify(panelBox)}`).toBe(false);
    // Nothing is drawn over the video's centre (no backdrop), and the call's controls still take clicks.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
      x: (videoBox?.x ?? 0) + (videoBox?.width ?? 0) / 2,
      y: (videoBox?.y ?? 0) + (videoBox?.height ?? 0) / 2,
    });
    expect(hit).toBe('VIDEO');
    const playing = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(playing);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(panel(page)).toHaveCount(0);
  });
});

test('the search button is hidden without hasAccess, and the view route goes to live (tenant_5 defines the video-history permission; noperm lacks it)', async ({
  page,
}) => {
  await openCreateMode(page, 'noperm@tenant5.demo', 'tenant_5');
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await expect(opener(page)).toHaveCount(0);
  await page.goto('/#/tenant_5/incident/view/999999999?fromIncidentDetail=true');
  await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
});
