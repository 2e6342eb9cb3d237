import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { lanAddresses } from '../../server/lan';
import { OPERATOR, PASSWORD } from './server-support';

/**
 * `npm run serve -- --lan`: the same served console, opened at the computer's network address over HTTPS, as a
 * trainee's computer and the caller's phone open it (each browser having accepted the room's certificate once).
 */
let server: ChildProcess | null = null;
let origin = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// A second server starts (about 30 s on a busy two-core machine) and two more browsers load the console.
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  const port = await freePort();
  // The build the suite's own server made serves every address: this server only serves it.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--lan'], {
    env: { ...process.env, PORT: String(port), PRODUCTION_PORT: '', SERVE_SKIP_BUILD: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const address = lanAddresses(networkInterfaces())[0] ?? '127.0.0.1';
  origin = `https://${address}:${port}`;
  // Ready once it has printed the room's guide, whose caller address is the one a phone scans.
  // (The server builds its world from the seed first: a while on a busy two-core machine.)
  await expect.poll(() => printed, { timeout: 90_000 }).toContain(`${origin}/#/training/caller`);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('a trainee signs in at the room’s address over HTTPS; the caller’s phone gets a secure page for its camera', async ({ browser }) => {
  const desk = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 720 } });
  const trainee = await desk.newPage();
  await trainee.goto(`${origin}/#/login`);
  await trainee.getByLabel('Email').fill(OPERATOR.email);
  await trainee.getByLabel('Password').fill(PASSWORD);
  await trainee.getByLabel('Tenant').fill(OPERATOR.tenant);
  await trainee.getByRole('button', { name: 'Sign in' }).click();
  await expect(trainee).toHaveURL(new RegExp(`#/${OPERATOR.tenant}/`), { timeout: 30_000 });
  await expect(trainee.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  // The console called the address it was opened at, over TLS: its token is the room server's.
  expect(await trainee.evaluate(() => localStorage.getItem('token'))).toMatch(/^demo\.public\./);

  const phone = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 }, isMobile: true });
  const caller = await phone.newPage();
  await caller.goto(`${origin}/#/training/caller`);
  await expect(caller.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await caller.evaluate(() => window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function')).toBe(true);
  await Promise.all([desk.close(), phone.close()]);
});
