import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  installClock,
  runClockUntilToast,
  expectOnEachScreen,
  fillIncidentForm,
  offScreen,
  openCreateMode,
  SCREEN_SIZES,
  sendSmsAndOpenLive,
  sidebar,
  sidebarLabels,
} from './support';
import { layoutProblems } from './layout-problems';
import { serveTestStyle } from './map-style-server';

/**
 * SPEC §2 Live incident page on one screen during a call: at the sizes operators use, every block a call needs is on
 * screen without scrolling the page; the sidebar's minimised state is remembered; the tab carries the incident's title.
 * One call (cooperative caller, phone ending in 1), one signed-in page for the whole file, whose timers run on
 * Playwright's clock: the test runs the seconds before the caller streams at once (runFor) instead of waiting for them.
 * The street map is drawn from a style and tiles the test serves.
 */

const TITLE = 'One screen layout';
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: SCREEN_SIZES[0] });
  await installClock(page);
});

test.afterAll(async () => {
  await page.close();
});

/** The blocks a call needs, by role and label. */
function callBlocks(p: Page): Record<string, Locator> {
  const status = p.getByRole('region', { name: 'Message status' });
  return {
    video: p.getByLabel("Caller's live video"),
    map: p.getByRole('img', { name: /^Map: incident and \d+ caller position/ }),
    'chat messages': p.getByRole('log', { name: 'Chat messages' }),
    'chat input': p.getByLabel('Message to the caller'),
    'chat send': p.getByRole('button', { name: 'Send message' }),
    'message status': status.getByRole('cell', { name: /^\+\d+$/ }).first(),
    permissions: status.getByText('Camera: yes').first(),
    stop: p.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }),
    'incident form': p.getByRole('region', { name: 'Incident details' }).getByRole('button', { name: 'Hide details' }),
    'save state': p.getByRole('status', { name: /^Save state: Saved$/ }),
  };
}

/** The incident's and the caller's words on the street map: both shown, and how much they cover one another (px²). */
async function pointWords(p: Page): Promise<string> {
  const words = p.getByTestId('street-map').locator('[data-map-marker][role="img"] span');
  const [a, b] = await Promise.all((await words.all()).map((word) => word.boundingBox()));
  if (!a || !b) return 'not both shown';
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? `covering ${Math.round(w * h)} px²` : 'apart';
}

/** What an operator reads first of the details (title, category, address, description) that does not show whole inside their scrolling area. */
async function hiddenDetailFields(p: Page): Promise<string[]> {
  const area = await p.getByTestId('live-details').boundingBox();
  const details = p.getByRole('region', { name: 'Incident details' });
  const fields = {
    title: details.getByRole('textbox', { name: 'Incident title' }),
    category: details.getByRole('definition').first(),
    address: details.getByRole('combobox', { name: 'Address' }),
    description: details.getByRole('textbox', { name: 'Description', exact: true }),
  };
  const misses: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const box = await field.boundingBox();
    if (!area || !box || box.y < area.y || box.y + box.height > area.y + area.height + 0.5) misses.push(name);
  }
  return misses;
}

test('during a call, video, map, chat, message status, Stop and the form fit each screen; the tab carries the title', async () => {
  test.setTimeout(120_000);
  await serveTestStyle(page);
  await openCreateMode(page, 'admin@public.demo', 'public');
  await fillIncidentForm(page, { digits: '21987654321', title: TITLE });
  await sendSmsAndOpenLive(page, 'public');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(`${TITLE} · Incident Console`);
  // While the link waits, the video area's state is read whole at 1280x720: its title and its actions, none cut off.
  await expect(page.getByRole('group', { name: 'Call actions' })).toBeVisible();
  // Measured once, now: the caller joins within seconds and the video takes the area.
  expect(await layoutProblems(page)).toEqual([]);

  // The caller's answers arrive as toasts (seconds after the link), held on screen by stopping the clock once they
  // show: at the foot of the window, clear of the message status and the call log, which give way to them, on the
  // laptop screens too.
  const toasts = await runClockUntilToast(page);
  for (const size of [SCREEN_SIZES[0], SCREEN_SIZES[1]]) {
    await page.setViewportSize(size);
    await expect(toasts.first()).toBeVisible();
    await expect
      .poll(async () => (await layoutProblems(page)).filter((problem) => problem.startsWith('a toast')), {
        message: `at ${size.width}x${size.height}`,
      })
      .toEqual([]);
  }
  await page.clock.resume();
  await page.setViewportSize(SCREEN_SIZES[0]);
  // The call is under way: the caller streams (11 s after the link) and answered the permissions.
  await page.clock.runFor('00:12');
  await expect(callBlocks(page).stop).toBeVisible({ timeout: 40_000 });
  await expect(callBlocks(page).permissions).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Checked on one screen');
  await expect(callBlocks(page)['save state']).toBeAttached({ timeout: 15_000 });

  await expectOnEachScreen(page, callBlocks(page));
  // At every size, from the smallest laptop's, the details are readable beside the video: the title, the category, the
  // address and the description show without scrolling, not only the panel's header.
  for (const size of [SCREEN_SIZES[0], { width: 1366, height: 768 }, SCREEN_SIZES[1], SCREEN_SIZES[2]]) {
    await page.setViewportSize(size);
    const message = `at ${size.width}x${size.height}`;
    await expect.poll(() => offScreen(page, callBlocks(page)), { message, timeout: 30_000 }).toEqual([]);
    // Typing the description above scrolled the details down to it; an operator back at the top sees the first fields.
    await page.getByTestId('live-details').evaluate((area) => area.scrollTo({ top: 0 }));
    await expect.poll(() => hiddenDetailFields(page), { message }).toEqual([]);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);

  // The map is large enough to read at every size, beside everything else the call needs.
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const mapSize = async () => {
      const box = await callBlocks(page).map.boundingBox();
      const [width, height] = [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
      return width >= 300 && height >= 200 ? 'at least 300x200' : `${width}x${height}`;
    };
    await expect.poll(mapSize, { message: `the map at ${size.width}x${size.height}` }).toBe('at least 300x200');
    // On the street map, the incident's and the caller's words are both readable, apart from each other.
    await expect(page.locator('[data-map-renderer="street"]')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => pointWords(page), { message: `the words at ${size.width}x${size.height}` }).toBe('apart');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-map-${size.width}.png` });
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
  // Back at 1280 px the map moves beside the video, a map of its own there: full screen is asked of that one (asked
  // of the one it replaces, it would be lost with it).
  const mapBesideVideo = () =>
    page
      .locator('section[aria-labelledby="live-map-heading"]')
      .evaluate((section) => section.parentElement?.querySelector('section[aria-labelledby="live-video-heading"]') !== null);
  await expect.poll(mapBesideVideo, { timeout: 15_000 }).toBe(true);
  // Full screen and back (Escape), and the caller's position in the tenant's maps (the demo's default: Waze).
  await page.getByRole('button', { name: 'Show the map full screen' }).click();
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
  await expect
    .poll(() =>
      callBlocks(page)
        .map.boundingBox()
        .then((box) => Math.round(box?.height ?? 0)),
    )
    .toBeGreaterThan(600);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Show the map full screen' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Open the caller's position in maps" })).toHaveAttribute(
    'href',
    /^https:\/\/(waze\.com\/ul\?ll=|www\.google\.com\/maps\/search\/\?api=1&query=)-?\d/,
  );
  // Leaving the live page (the caller is on the line: it asks first, and leaving stops the call) gives the tab its title back.
  await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Leave the call?' }).getByRole('button', { name: 'Stop the call and leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle('Incident Console');
});

test('the sidebar shows icons beside plain names, and stays minimised across a reload until expanded', async () => {
  expect(await sidebarLabels(page)).toContain('Users');
  await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true }).locator('svg')).toBeVisible();

  await page.getByRole('button', { name: 'Minimise sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible({ timeout: 15_000 });
  await expect(sidebar(page).getByText('Users', { exact: true })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Minimise sidebar' })).toBeVisible({ timeout: 15_000 });
  await expect(sidebar(page).getByText('Users', { exact: true })).toBeVisible();
});
