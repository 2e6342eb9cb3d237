import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './route-list';
import { openCreateMode, SCREEN_SIZES, sharedSignedInPage, sidebar, signInStored } from './support';

/**
 * The layout guard: on every screen of SPEC §2 at the operators' three sizes, what a new user would trip over. One
 * measure a screen a size (layoutProblems, in the page): no visible text narrower than its first word (a title
 * squeezed to a letter a line), no horizontal scroll of the page, no toast over a control, no control cut by a frame
 * that scrolls sideways (a table's row actions), and the header's actions on screen.
 */

/** The problems of the screen as it shows now, each a short line naming the element. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()} "${text}"`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);

    // Text narrower than its first word: the word cannot fit, so it breaks a letter a line (or is cut to nothing).
    const canvas = document.createElement('canvas').getContext('2d');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const word = node.textContent?.trim().split(/\s+/)[0] ?? '';
      // Charts' SVG labels are laid out by the chart, not by the page's boxes.
      if (!el || el instanceof SVGElement || !canvas || word.length < 2 || checked.has(el) || !shown(el)) continue;
      checked.add(el);
      const style = getComputedStyle(el);
      // Visually hidden text (a screen reader's) is clipped to a pixel on purpose.
      if (style.position === 'absolute' && (style.clip.startsWith('rect') || style.clipPath.startsWith('inset'))) continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const wordWidth = canvas.measureText(word).width;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const box = el.getBoundingClientRect().width - padding;
      if (style.display !== 'inline' && box + 1 < Math.min(wordWidth, 120))
        problems.push(`${name(el)} is ${Math.round(box)}px wide, its first word ${Math.round(wordWidth)}px`);
    }

    // No toast over a control: what a toast covers cannot be clicked until it goes.
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="combobox"]'),
    ].filter((el) => shown(el) && !el.closest('[data-scope="toast"], [role="region"][aria-live]'));
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].filter(shown);
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        if (c.left < t.right && c.right > t.left && c.top < t.bottom && c.bottom > t.top && !toast.contains(control))
          problems.push(`a toast covers ${name(control)}`);
      }
    }

    // No control cut by the frame that scrolls it sideways (a wide table's row actions): until scrolled it can be
    // neither seen nor reached.
    for (const control of controls) {
      for (let frame = control.parentElement; frame && frame !== document.body; frame = frame.parentElement) {
        const overflow = getComputedStyle(frame).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (frame.scrollWidth <= frame.clientWidth + 1) break;
        const f = frame.getBoundingClientRect();
        const c = control.getBoundingClientRect();
        const left = f.left + frame.clientLeft;
        if (c.left < left - 0.5 || c.right > left + frame.clientWidth + 0.5)
          problems.push(`${name(control)} is cut by its scrolling frame`);
        break;
      }
    }

    // The main actions in view: the screen header's controls are on screen.
    for (const control of document.querySelectorAll('main header button, main header a[href]')) {
      if (!shown(control)) continue;
      const c = control.getBoundingClientRect();
      if (c.left < 0 || c.right > width + 0.5 || c.top < 0 || c.bottom > height + 0.5) problems.push(`${name(control)} is off screen`);
    }
    return problems;
  });
}

/** The problems of a screen once it has settled (its loading may reflow it), each prefixed with where it was seen. */
async function problemsOf(page: Page, heading: string | RegExp, where: string, level?: number): Promise<string[]> {
  await expect(page.getByRole('heading', { level, name: heading }).first()).toBeVisible({ timeout: 20_000 });
  let last: string[] = [];
  await expect
    .poll(async () => (last = await layoutProblems(page)), { timeout: 5_000 })
    .toEqual([])
    .catch(() => undefined);
  return last.map((problem) => `${where}: ${problem}`);
}

test.describe('layout guard: signed in, every screen at every size', () => {
  const page = sharedSignedInPage(ADMIN_ACCOUNT, { viewport: SCREEN_SIZES[0] });
  for (const size of SCREEN_SIZES) {
    test(`${size.width}x${size.height}`, async () => {
      test.setTimeout(240_000);
      await page().setViewportSize(size);
      const problems: string[] = [];
      for (const route of SIGNED_IN_ROUTES) {
        await page().goto(`/#/${ADMIN_ACCOUNT.tenant}/${route.path}`);
        problems.push(...(await problemsOf(page(), route.heading, route.path, 1)));
      }
      expect(problems).toEqual([]);
    });
  }
});

test('layout guard: the public screens at every size', async ({ page }) => {
  const problems: string[] = [];
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(`/#/${route.path}`);
      problems.push(...(await problemsOf(page, route.heading, `${route.path} at ${size.width}x${size.height}`)));
    }
  }
  expect(problems).toEqual([]);
});

test('create mode at 1280x720 keeps Send SMS in view when the form shows its messages', async ({ page }) => {
  await page.setViewportSize(SCREEN_SIZES[0]);
  await openCreateMode(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.tenant);
  // Each field touched and left wrong: every one of them says what it needs.
  await page.getByLabel('Phone number').pressSequentially('12');
  for (const label of ['Title', 'Address', 'Description']) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill('x');
    await field.fill('');
  }
  await page.getByLabel('Phone number').focus();
  await expect(page.getByText(/required/i).first()).toBeVisible();
  const send = page.getByRole('button', { name: 'Send SMS' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send WhatsApp' })).toBeInViewport({ ratio: 1 });
});

test('a user without permissions gets no empty sidebar', async ({ page }) => {
  await signInStored(page, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' });
  await expect(page.getByRole('main')).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Minimise sidebar' })).toHaveCount(0);
});
