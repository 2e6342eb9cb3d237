import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * What the production build ships (npm run test:e2e:production builds it into dist-e2e/): no source maps, no demo
 * accounts or demo world, no faker, no training screens or served console's relay, no secrets; the security policy in index.html and the host's header list beside it.
 */
const DIST = 'dist-e2e';

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
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/);
  expect(html).toContain('http://localhost:3000');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const headers = readFileSync(path.join(DIST, 'security-headers.txt'), 'utf8');
  expect(headers).toMatch(/^Content-Security-Policy: .*frame-ancestors 'none'$/m);
  expect(headers).toMatch(/^X-Content-Type-Options: nosniff$/m);
  expect(headers).toMatch(/^Referrer-Policy: strict-origin-when-cross-origin$/m);
});
