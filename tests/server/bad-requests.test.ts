import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/http-answers';
import { WIRE_ROUTES, type WireServer } from '../../server/wire-server';
import { jsonCall, startWireServer } from './started-wire-server';

/**
 * Bad requests never bring the server down, nor get a server error: every REST path, with odd path parameters, bodies
 * that are not JSON or not what it reads, no token, a forged one or a real one, is answered with a client's error (or
 * served, where the call needs nothing more), and the server still answers properly after them all.
 */
let server: WireServer;
let base: string;
beforeAll(async () => {
  ({ server, base } = await startWireServer());
});
// Node's own client on kept-alive connections: the same requests as fetch sends, at under half fetch's processor time
// per call (this test makes over two thousand).
const agent = new Agent({ keepAlive: true });
afterAll(async () => {
  agent.destroy();
  await server.close();
});

/** Bodies a console would never send: not JSON, JSON of the wrong kind, fields of the wrong type, a deep nest. */
const BAD_BODIES: readonly string[] = [
  '{',
  'null',
  '[]',
  '"text"',
  JSON.stringify({ email: 7, password: [], tenant: {}, id: 'x', ids: 'x', phone: null, videoStream: {}, name: -1 }),
  '{"a":'.repeat(200) + '1' + '}'.repeat(200),
];

/** Path parameters no route expects: empty-ish, not a number, encoded nonsense, very long. */
const BAD_PARAMS = ['0', 'x', '%E0%A4%A', '9'.repeat(40)];

const pathOf = (pattern: string, value: string) => pattern.replace(/:[^/]+/g, value);

async function signIn(email: string): Promise<string> {
  const answer = await jsonCall(base, 'POST', '/auth/login', { email, password: 'demo1234', tenant: 'public', lat: null, long: null });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  return String((answer.body as { token: string }).token);
}

/** One bad call: its status, or the failure of the call itself (the server gone). */
function status(method: string, path: string, body: string | undefined, token: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = method === 'GET' ? undefined : body;
    const headers = {
      'content-type': 'application/json',
      // Node sends a DELETE's body unframed unless it is given its length.
      ...(sent === undefined ? {} : { 'content-length': Buffer.byteLength(sent) }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const call = request(`${base}${path}`, { method, headers, agent }, (response) => {
      response.on('error', reject).on('end', () => resolve(response.statusCode ?? 0));
      response.resume();
    });
    call.on('error', (error) => reject(new Error(`${method} ${path}: ${String(error)}`)));
    call.end(sent);
  });
}

describe('bad requests to every REST path', () => {
  it(
    'get a client’s error (400, 401, 403, 404, 413 …), never a server error, and the server answers after them',
    { timeout: 120_000 },
    async () => {
      const operator = await signIn('operator@public.demo');
      const tokens = [null, 'demo.public.1.forged.0', operator];
      const serverErrors: string[] = [];
      const seen = new Set<number>();
      for (const route of WIRE_ROUTES)
        for (const param of route.path.includes(':') ? BAD_PARAMS : [''])
          for (const token of tokens)
            // Without a session, two bodies are enough: the call is refused before its body matters.
            for (const body of route.method === 'GET' ? [undefined] : token === operator ? BAD_BODIES : BAD_BODIES.slice(0, 2)) {
              const path = pathOf(route.path, param);
              const code = await status(route.method, path, body, token);
              seen.add(code);
              if (code >= 500)
                serverErrors.push(`${route.method} ${path} (${token === null ? 'no token' : 'token'}) ${body?.slice(0, 40)}: ${code}`);
            }
      expect(serverErrors).toEqual([]);
      expect([...seen].filter((code) => code >= 400).sort()).toEqual(expect.arrayContaining([400, 401]));

      // Who may not call, and what is not there (signed in again: a logout among the calls above ended the session).
      expect(await status('GET', '/api/places-of-interest', undefined, await signIn('operator@public.demo'))).toBe(403);
      expect(await status('GET', '/api/users/999999', undefined, await signIn('admin@public.demo'))).toBe(404);

      // A body past the limit is refused before it is read whole.
      expect(await status('POST', '/auth/login', `{"email":"${'a'.repeat(MAX_BODY_BYTES + 10)}"}`, null)).toBe(413);
      // An unknown path and a method no route has are not found.
      expect(await status('DELETE', '/auth/login', '{}', null)).toBe(404);
      expect(await status('GET', '/api/nothing-here', undefined, null)).toBe(404);

      // The server still answers, as before.
      const after = await jsonCall(base, 'POST', '/auth/login', {
        email: 'operator@public.demo',
        password: 'demo1234',
        tenant: 'public',
        lat: null,
        long: null,
      });
      expect(after.status).toBe(200);
      expect((await jsonCall(base, 'GET', '/auth/session', undefined, String((after.body as { token: string }).token))).status).toBe(200);
    },
  );
});
