import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVE_PORT, servedAddress, servedLine } from '../../server/served-address';

/**
 * Where `npm run serve` listens and what it prints: with no PORT, http://localhost:3000 (the address the README and the
 * production build's defaults name). The suite's own servers may hold port 3000, so the choice is checked as a rule, and
 * the real command is started on a free PORT: it prints that address and answers there.
 */
describe('the address npm run serve listens on', () => {
  it.each([
    [{}, { lan: false, secure: false }, { port: 3000, host: 'localhost', origin: 'http://localhost:3000' }],
    [{ PORT: undefined }, { lan: false, secure: false }, { port: 3000, host: 'localhost', origin: 'http://localhost:3000' }],
    [{ PORT: '4100' }, { lan: false, secure: false }, { port: 4100, host: 'localhost', origin: 'http://localhost:4100' }],
    [{}, { lan: true, secure: true }, { port: 3000, host: '0.0.0.0', origin: 'https://localhost:3000' }],
  ])('from %j and %j: %j', (env, options, expected) => {
    expect(servedAddress(env, options)).toEqual(expected);
  });

  it('is 3000 when PORT is not set', () => {
    expect(DEFAULT_SERVE_PORT).toBe(3000);
    expect(servedLine(servedAddress({}, { lan: false, secure: false }).origin)).toMatch(
      /^The console and the demo world: http:\/\/localhost:3000 /,
    );
  });

  it.each(['0', '65536', 'abc', '30 00', '3e3', '-1', ''])('refuses PORT=%j', (value) => {
    expect(() => servedAddress({ PORT: value }, { lan: false, secure: false })).toThrow(/PORT must be a port number/);
  });
});

const folder = mkdtempSync(path.join(tmpdir(), 'serve-address-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('npm run serve', () => {
  it('prints the address it listens on and answers there', { timeout: 90_000 }, async () => {
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>console</title>');
    const port = await freePort();
    const root = path.resolve(import.meta.dirname, '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), SERVE_SKIP_BUILD: 'true', SERVE_OUT_DIR: folder, TRAINER_PASSWORD: 'room-password' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const origin = `http://localhost:${port}`;
      await expect.poll(() => printed, { timeout: 60_000, interval: 200 }).toContain(servedLine(origin));
      expect((await fetch(`${origin}/auth/session`)).status).toBe(401);
      expect(await (await fetch(`${origin}/`)).text()).toContain('<title>console</title>');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
