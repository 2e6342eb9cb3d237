/**
 * What the bench's browser figures share: the headless Chromium they drive, building the app with Vite into an
 * outDir, serving a build with `vite preview`, and signing in to the demo.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium, and a font that draws colour emoji (the incidents' reactions), as an operator's desktop has. Without one,
 * Chromium draws empty boxes after searching the machine's fonts for the glyphs on each layout: 10 to 20 ms more per
 * page of incidents, a cost no operator's screen has.
 */
export function requireChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const emojiFonts = spawnSync('fc-list', [':charset=1f628', 'family'], { encoding: 'utf8' });
  if (emojiFonts.status !== 0 || emojiFonts.stdout.trim() === '') {
    throw new Error('No colour emoji font for Chromium: apt-get install -y fonts-noto-color-emoji');
  }
}

/** `vite build` into outDir (with its manifest and source maps), the given VITE_* variables set. */
export function buildApp(name, outDir, env) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--manifest', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_SOURCEMAP: 'true', ...env },
  });
  if (result.status !== 0) throw new Error(`vite build failed for ${name}`);
}

async function waitForServer(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not start at ${url}`);
}

/** A port free on this machine now (the system's choice): a bench never meets a server left on a fixed port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Serves a build on a free port; resolves once it answers, with its base URL and a stop() that ends the server. */
export async function serveBuild(outDir) {
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Signs in to the demo on the login screen (every demo account's password is demo1234) and waits to leave it. */
export async function signInDemo(page, base, email, tenant) {
  await page.goto(`${base}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByLabel('Tenant').fill(tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/(?!login)/);
}

/**
 * Makes an incident on the live page's create mode as an operator does (a Rio phone, the first suggestion of Rua
 * Voluntários da Pátria, Send SMS) and waits for its live page; resolves with that page's hash route.
 */
export async function createDemoIncident(page, base, { title, description }) {
  await page.goto(`${base}/#/public/incident/live`);
  await page.getByLabel('Phone number').pressSequentially('21987654321');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Address', exact: true }).fill('Voluntarios da Patria');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByText('Rio de Janeiro (').waitFor();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await page.waitForURL(/#\/public\/incident\/live\/[^/?]+$/);
  return new URL(page.url()).hash;
}
