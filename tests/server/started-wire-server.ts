import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src/application/ports/clock.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import type { SavedWorld } from '../../server/server-world';
import { createWireServer, type WireServer } from '../../server/wire-server';

/**
 * The demo world over the wire (a saved one when given), without the console's files, listening on a free local port;
 * on `clock` when given (drills played in virtual time); its training room asks `trainerPassword` when given.
 */
export async function startWireServer(
  saved: SavedWorld | null = null,
  clock?: Clock,
  trainerPassword: string | null = null,
): Promise<{ readonly server: WireServer; readonly base: string }> {
  const server = createWireServer({ console: null, logger: new MemoryLogger('off'), saved, trainerPassword, ...(clock ? { clock } : {}) });
  await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.http.address() as AddressInfo).port}` };
}

/** A server's answer: its status and its JSON body (null when empty). */
export type WireAnswer = { readonly status: number; readonly body: unknown };

/** A JSON call to the server at `base`, with the console's bearer token when given; a string body is sent as it is. */
export async function jsonCall(base: string, method: string, path: string, body?: unknown, token?: string | null): Promise<WireAnswer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** An incident created over GraphQL by the session of `token` (a live call's, in Rio de Janeiro): its id. */
export async function createIncidentOver(base: string, token: string, title = 'Flooded underpass'): Promise<string> {
  const query = 'mutation create($input: CreateIncidentInput!) { createIncident(input: $input) { id } }';
  const input = {
    title,
    description: 'Reported by a driver',
    address: 'Rua da Carioca, Rio de Janeiro',
    city: 'Rio de Janeiro',
    sendToPhone: '+5521987654321',
    incidentsCategoryId: 14,
    status: 'DRAFT',
  };
  const answer = await jsonCall(base, 'POST', '/graphql', { query, variables: { input } }, token);
  if (answer.status !== 200) throw new Error(`createIncident answered ${answer.status}`);
  return String((answer.body as { data: { createIncident: { id: string | number } } }).data.createIncident.id);
}
