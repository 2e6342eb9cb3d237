import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT, OTHER_TENANT_ROUTES, PUBLIC_ROUTES, SIGNED_IN_ROUTES, TENANT5_SUPER } from '../e2e/route-list';
import { createLiveIncident, SCREEN_SIZES, signInStored } from '../e2e/support';

/**
 * npm run screenshots: every screen of SPEC §2 (route-list.ts, the list the layout guard walks) at the operators' three
 * sizes in both themes, and the live page with a caller on video, into screenshots/{theme}/{width}x{height}/, so a
 * person can look at all of them at once before a release. Not part of `npm test`: the layout guard checks the same
 * screens; these pictures are for the eye.
 */

const OUT = path.resolve('screenshots');
const THEMES = ['dark', 'light'] as const;

const fileName = (route: string) => `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`;

async function shoot(page: Page, theme: string, size: { width: number; height: number }, name: string): Promise<void> {
  const dir = path.join(OUT, theme, `${size.width}x${size.height}`);
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, fileName(name)) });
}

/** The screen has opened and read what it shows (no skeleton, nothing busy). */
async function settled(page: Page, heading: string | RegExp, level?: number): Promise<void> {
  await expect(page.getByRole('heading', { level, name: heading }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"], .chakra-skeleton, .chakra-spinner')).toHaveCount(0, { timeout: 20_000 });
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((dark) => localStorage.setItem('darkTheme', String(dark)), theme === 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`), { timeout: 15_000 });
}

for (const theme of THEMES) {
  test(`every screen, ${theme}`, async ({ page, browser }) => {
    test.setTimeout(20 * 60_000);
    await page.goto('/#/login');
    await useTheme(page, theme);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`/#/${route.path}`);
        await settled(page, route.heading);
        await shoot(page, theme, size, route.path);
      }
    }
    await page.goto('/#/login');
    await signInStored(page, ADMIN_ACCOUNT);
    // A stored sign-in brings back its own choices: the theme is chosen again once signed in.
    await useTheme(page, theme);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      for (const route of SIGNED_IN_ROUTES) {
        await page.goto(`/#/${ADMIN_ACCOUNT.tenant}/${route.path}`);
        await settled(page, route.heading, 1);
        await shoot(page, theme, size, route.path);
      }
    }
    const id = await createLiveIncident(page, ADMIN_ACCOUNT, { digits: '21987654321', title: 'Release pictures' });
    const video = page.getByLabel("Caller's live video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 45_000 }).toBeGreaterThan(0);
    // The theme again by the navbar's switch (no reload during the call); its input is hidden under its track.
    await page.getByRole('checkbox', { name: 'Dark theme' }).setChecked(theme === 'dark', { force: true });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await expect(page.getByRole('toolbar', { name: 'Live controls' })).toBeVisible();
      // Across 1536 px the page lays the video out anew: the picture is back about a second later.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.videoWidth)), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await shoot(page, theme, size, `incident-live-${id}`);
    }
    // The sections the public tenant does not offer, in a tenant that does, in a browser of its own: the call's page
    // asks before it is left (SPEC §2), so it is closed rather than navigated away from.
    const other = await browser.newPage();
    await page.close();
    await signInStored(other, TENANT5_SUPER);
    await useTheme(other, theme);
    for (const size of SCREEN_SIZES) {
      await other.setViewportSize(size);
      for (const route of OTHER_TENANT_ROUTES) {
        await other.goto(`/#/${TENANT5_SUPER.tenant}/${route.path}`);
        await settled(other, route.heading, 1);
        await shoot(other, theme, size, route.path);
      }
    }
    await other.close();
  });
}
