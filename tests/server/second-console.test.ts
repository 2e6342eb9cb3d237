import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StaticFiles } from '../../server/static-files';
import type { WireServer } from '../../server/wire-server';
import { startWireServer } from './started-wire-server';

/** A second listener (the production build beside the served one) serves its own files on the same world. */
let server: WireServer;
let base: string;
let second: string;

/** A server with its second listener, serving a folder of its own: its main and its second addresses. */
async function startBoth(): Promise<{ readonly server: WireServer; readonly base: string; readonly second: string }> {
  const started = await startWireServer();
  const folder = mkdtempSync(path.join(tmpdir(), 'second-console-'));
  writeFileSync(path.join(folder, 'index.html'), '<title>production build</title>');
  const listener = started.server.alsoServe(new StaticFiles(folder));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return { ...started, second: `http://127.0.0.1:${(listener.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  ({ server, base, second } = await startBoth());
});

afterAll(() => server.close());

it("serves its own build's files, and the main listener does not", async () => {
  expect(await (await fetch(`${second}/`)).text()).toContain('production build');
  expect((await fetch(`${base}/`)).status).toBe(404);
});

it('answers the API on the same world: a session made on one listener is known on the other', async () => {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@public.demo', password: 'demo1234', tenant: 'public', lat: null, long: null }),
  });
  const { token } = (await login.json()) as { token: string };
  expect((await fetch(`${second}/health/ping`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  expect((await fetch(`${second}/health/ping`, { headers: { authorization: 'Bearer demo.public.forged' } })).status).toBe(401);
});

it('closes both listeners', async () => {
  // Its own server: closing the one the other tests share would leave them none, whatever order they run in.
  const closing = await startBoth();
  expect((await fetch(`${closing.second}/`)).status).toBe(200);
  await closing.server.close();
  await expect(fetch(`${closing.second}/`)).rejects.toThrow();
});
