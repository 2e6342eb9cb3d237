import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cspReports, expectCspViolation } from '../e2e/csp-guard';
import { API, Backend } from './backend';

/**
 * What the production build ships (npm run test:e2e:production builds it into dist-e2e/): no source maps, no demo
 * accounts or demo world, no faker, no training screens or served console's relay, no secrets; the security policy in index.html and the host's header list beside it.
 */
// The build the suite runs against (E2E_PRODUCTION_OUT_DIR, as playwright.production.config.ts reads it).
const DIST = process.env.E2E_PRODUCTION_OUT_DIR ?? 'dist-e2e';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const FORBIDDEN: ReadonlyArray<readonly [string, RegExp]> = [
  ['the demo password', /demo1234/],
  ['a demo account', /\b[a-z0-9._-]+@[a-z0-9_]+\.demo\b/i],
  ['faker', /@faker-js|faker\.(person|location|lorem)/],
  ['the demo world', /DemoWorld|CallerDirector|ScenarioPlayer/],
  ["the served console's relay", /caller-page|not carried by the served console/],
  ['the training console', /demo-training-caller/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a cloud access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a secret API key', /\b(sk_live|rk_live)_[0-9a-zA-Z]{10,}/],
];

test('the production build ships no source maps, no demo accounts or demo world, no secrets', () => {
  const all = files(DIST);
  expect(all.filter((file) => file.endsWith('.map'))).toEqual([]);
  const found: string[] = [];
  for (const file of all.filter((f) => /\.(js|html|css|json|txt|svg)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    for (const [what, pattern] of FORBIDDEN) if (pattern.test(text)) found.push(`${what} in ${path.relative(DIST, file)}`);
    expect(text).not.toMatch(/sourceMappingURL=/);
  }
  expect(found).toEqual([]);
});

test('index.html carries the Content-Security-Policy, and security-headers.txt lists the headers for the host', () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  // npm run test:e2e:production builds with a Maps key: scripts from the console's own origin and Google's Maps hosts only.
  expect(html).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' https:\/\/maps\.googleapis\.com https:\/\/\*\.googleapis\.com https:\/\/\*\.gstatic\.com;/,
  );
  expect(html).toContain(API);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const headers = readFileSync(path.join(DIST, 'security-headers.txt'), 'utf8');
  expect(headers).toMatch(/^Content-Security-Policy: .*frame-ancestors 'none'$/m);
  expect(headers).toMatch(/^X-Content-Type-Options: nosniff$/m);
  expect(headers).toMatch(/^Referrer-Policy: strict-origin-when-cross-origin$/m);
});

/** A 1×1 PNG: what the storage host and the stranger's host would both answer, were they asked. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('images and media load from the configured asset host and are refused, and reported, from any other', async ({ page }) => {
  // npm run test:e2e:production builds with VITE_ASSET_HOSTS=https://storage.example.net.
  const stored = { img: 'https://storage.example.net/photos/1.png', video: 'https://storage.example.net/recordings/1.mp4' };
  const foreign = { img: 'https://tracker.example.com/pixel.png', video: 'https://tracker.example.com/clip.mp4' };
  for (const url of Object.values(foreign)) expectCspViolation(url);
  const asked: string[] = [];
  await page.route(/^https:\/\/(storage\.example\.net|tracker\.example\.com)\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PIXEL });
  });
  await new Backend([], []).install(page);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const outcome = await page.evaluate(
    async ({ stored, foreign }) => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
      const load = (tag: 'img' | 'video', src: string) =>
        new Promise<string>((resolve) => {
          const element = document.createElement(tag);
          element.addEventListener(tag === 'img' ? 'load' : 'loadeddata', () => resolve('loaded'));
          element.addEventListener('error', () => resolve('refused'));
          element.src = src;
          document.body.append(element);
        });
      const images = [await load('img', stored.img), await load('img', foreign.img)];
      await Promise.all([load('video', stored.video), load('video', foreign.video)]);
      // The violation events are queued after the element's error.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { images, violations };
    },
    { stored, foreign },
  );
  expect(outcome.images).toEqual(['loaded', 'refused']);
  // Each is refused by both policies (the header's and index.html's <meta>), so each is reported twice.
  expect([...new Set(outcome.violations)].sort()).toEqual([`img-src ${foreign.img}`, `media-src ${foreign.video}`]);
  // The storage host was asked for both (the pixel is no video, so the video itself fails to decode); the other never.
  expect(asked.sort()).toEqual([stored.img, stored.video].sort());
  await expect
    .poll(() => new Set(cspReports().flatMap((report) => report.match(/https:\/\/tracker\.example\.com\/[\w.]+/g) ?? [])))
    .toEqual(new Set(Object.values(foreign)));
});
