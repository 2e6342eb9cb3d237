import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core's WCAG 2 A and AA rules on the page as it is: each screen's violations printed by impact; a serious or
 * critical one fails the test.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // A transition under way (a button fading in as it is enabled) is half its colour: measure the settled page. Two
  // frames first, so a change just rendered has started its transition before the page is read as settled.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
  // On a page without frames, axe.run in the page finds what the default's per-frame runs and their merge in a blank
  // page find, at a third of the time (the merge page loads axe a second time); a page with frames keeps the default.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const byImpact: Record<string, number> = {};
  for (const violation of results.violations) {
    const impact = violation.impact ?? 'unknown';
    byImpact[impact] = (byImpact[impact] ?? 0) + violation.nodes.length;
  }
  const figures = Object.entries(byImpact)
    .map(([impact, count]) => `${impact} ${count}`)
    .join(', ');
  console.log(
    `axe ${screen}: ${results.violations.length} rule(s) violated${figures ? ` (${figures})` : ''}; ${results.passes.length} passed, ${results.incomplete.length} to review`,
  );
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.html}\n  ${node.failureSummary ?? ''}`,
      ),
    );
  expect(blocking, `${screen}: serious or critical accessibility violations`).toEqual([]);
}

/** Switches the theme as the toggle would (it is kept in local storage) and waits for the page to repaint in it. */
export async function useTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((dark) => localStorage.setItem('darkTheme', String(dark)), theme === 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}
