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

beforeAll(async () => {
  ({ server, base } = await startWireServer());
  const folder = mkdtempSync(path.join(tmpdir(), 'second-console-'));
  writeFileSync(path.join(folder, 'index.html'), '<title>production build</title>');
  const listener = server.alsoServe(new StaticFiles(folder));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  second = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
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
  await server.close();
  await expect(fetch(`${second}/`)).rejects.toThrow();
});
