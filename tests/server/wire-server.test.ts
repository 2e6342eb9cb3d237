import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { OPERATIONS } from '../../src/adapters/real/incidents-graphql.documents';
import type { WireServer } from '../../server/wire-server';
import { jsonCall, startWireServer } from './started-wire-server';

/** The demo world over the wire, headless: the console's own REST bodies, GraphQL documents and socket frames. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, token?: string | null) => jsonCall(base, method, path, body, token);

async function signIn(email: string, tenant = 'public'): Promise<{ token: string; userId: string | number }> {
  const { status, body } = await call('POST', '/auth/login', { email, password: 'demo1234', tenant, lat: null, long: null });
  expect(status).toBe(200);
  const answer = body as { token: string; user: { id: string | number } };
  return { token: answer.token, userId: answer.user.id };
}

async function graphql(operation: { text: string; name: string }, variables: Record<string, unknown>, token?: string) {
  const { body } = await call('POST', '/graphql', { operationName: operation.name, query: operation.text, variables }, token);
  return body as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
}

type Frame = { event?: string; data?: { incidentId?: string; activeOperator?: { email?: string } } };

/** A console's socket following an incident, once the server has taken its subscription (it answered a status ask). */
async function follow(token: string, incidentId: string): Promise<{ socket: WebSocket; frames: Frame[] }> {
  const socket = new WebSocket(base.replace('http', 'ws'), token);
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ event: 'subscribeToEvents', data: { events: ['INCIDENT_UPDATED'] } }));
  socket.send(JSON.stringify({ event: 'incidentUpdates', data: { incidentId } }));
  socket.send(JSON.stringify({ event: 'getConnectionStatus', data: { channel: 'none' } }));
  await expect.poll(() => frames.some((f) => f.event === 'connectionStatus'), { timeout: 5000 }).toBe(true);
  return { socket, frames };
}

describe('the wire server', () => {
  it('signs a demo account in and answers its permissions, settings and health ping with its token only', async () => {
    const { token, userId } = await signIn('operator@public.demo');
    expect(token).toMatch(/^demo\.public\./);
    expect((await call('GET', `/api/role/permission/user/${userId}`, undefined, token)).status).toBe(200);
    expect((await call('GET', '/teleport-config', undefined, token)).status).toBe(200);
    expect((await call('GET', '/health/ping', undefined, token)).status).toBe(200);
    const behaviour = { action: 'SEND_ARCHIVE', at: '2026-11-29T02:00:00.000Z' };
    expect((await call('POST', '/user-behaviour', behaviour, token)).status).toBe(200);
    expect((await call('POST', '/user-behaviour', behaviour)).status).toBe(401);
    expect((await call('GET', '/teleport-config', undefined, 'not-a-token')).status).toBe(401);
    expect((await call('GET', '/health/ping', undefined, 'demo.public.1.00000000000000000000000000000000.1')).status).toBe(401);
  });

  it("answers GET /auth/session with the token's account and permissions as sign-in knows them, and 401 otherwise", async () => {
    const { token, userId } = await signIn('operator@tenant5.demo', 'tenant_5');
    const { status, body } = await call('GET', '/auth/session', undefined, token);
    expect(status).toBe(200);
    const session = body as { user: { id: unknown; email: string }; isSuperUser: boolean; tenant: string; permissions: string[] };
    expect(session).toMatchObject({ user: { id: userId, email: 'operator@tenant5.demo' }, isSuperUser: false, tenant: 'tenant_5' });
    const roles = await call('GET', `/api/role/permission/user/${userId}`, undefined, token);
    expect(session.permissions).toEqual((roles.body as { name: string }[]).map((p) => p.name));
    expect((await call('GET', '/auth/session')).status).toBe(401);
    expect((await call('GET', '/auth/session', undefined, 'not-a-token')).status).toBe(401);
    await call('POST', '/auth/logout', undefined, token);
    expect((await call('GET', '/auth/session', undefined, token)).status).toBe(401);
  });

  it('refuses wrong credentials as the platform does, and bad bodies with 400 naming the field or 413', async () => {
    const wrong = await call('POST', '/auth/login', { email: 'operator@public.demo', password: 'nope', tenant: 'public' });
    expect(wrong).toEqual({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    const missing = await call('POST', '/auth/login', { email: 'operator@public.demo', tenant: 'public' });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toMatch(/^password/);
    expect((await call('POST', '/auth/login', '{not json')).status).toBe(400);
    expect((await call('POST', '/auth/login', 'x'.repeat(1024 * 1024 + 1))).status).toBe(413);
  });

  it('answers a call it does not serve with 404 and lists it', async () => {
    const { token } = await signIn('operator@public.demo');
    expect((await call('GET', '/api/incidents/clonemediaincident', undefined, token)).status).toBe(404);
    expect(server.unanswered).toContain('GET /api/incidents/clonemediaincident');
    // A body sent to a call it does not serve is listed too, never read.
    expect((await call('POST', '/api/incidents/1/addsketch', '--boundary\r\nsketch', token)).status).toBe(404);
    expect(server.unanswered).toContain('POST /api/incidents/1/addsketch');
  });

  it("runs the console's GraphQL documents: a tenant's incidents, create and update, never another tenant's", async () => {
    const { token } = await signIn('operator@public.demo');
    const list = await graphql(OPERATIONS.getIncidentsNotPagination, { all: false, numberOfDays: -1 }, token);
    expect(list.errors).toBeUndefined();
    expect((list.data?.getIncidentsNotPagination as unknown[]).length).toBeGreaterThan(0);
    const created = await graphql(
      OPERATIONS.createIncident,
      {
        input: {
          title: 'Smoke over the market',
          description: 'Seen from the bridge',
          address: 'Rua A 1',
          city: 'Rio',
          latitude: -22.9,
          longitude: -43.2,
          sendToPhone: '+5521999990000',
          incidentsCategoryId: 14,
          status: 'DRAFT',
        },
        operatorIps: [],
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = (created.data?.createIncident as { id: string }).id;
    const updated = await graphql(OPERATIONS.updateIncident, { incidentId: id, input: { title: 'Smoke and flames' } }, token);
    expect((updated.data?.updateIncident as { title: string }).title).toBe('Smoke and flames');
    const read = await graphql(OPERATIONS.getIncidentById, { id }, token);
    expect((read.data?.getIncidentById as { title: string; description: string }).title).toBe('Smoke and flames');

    const other = await signIn('operator@tenant5.demo', 'tenant_5');
    const foreign = await graphql(OPERATIONS.getIncidentById, { id }, other.token);
    expect(foreign.data?.getIncidentById ?? null).toBeNull();
    const unsigned = await graphql(OPERATIONS.getIncidentById, { id });
    expect(unsigned.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells a second operator on the socket that the incident changed', async () => {
    const a = await signIn('operator@public.demo');
    const b = await signIn('admin@public.demo');
    const list = await graphql(OPERATIONS.getIncidentsNotPagination, { all: false, numberOfDays: -1 }, a.token);
    const incident = (list.data?.getIncidentsNotPagination as { id: string }[])[0]!;
    const { socket, frames } = await follow(b.token, incident.id);
    await graphql(OPERATIONS.updateIncident, { incidentId: incident.id, input: { title: 'Changed by A' } }, a.token);
    await expect
      .poll(() => frames, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ event: 'INCIDENT_UPDATED', data: expect.objectContaining({ incidentId: incident.id }) }));
    socket.close();
  });
});

describe('the incidents over REST', () => {
  it('plays the whole channel of an incident of the tenant and searches by title; a body of the wrong type is 400', async () => {
    const { token } = await signIn('admin@public.demo');
    const list = await graphql(OPERATIONS.getIncidentsNotPagination, { all: false, numberOfDays: -1 }, token);
    const incident = (list.data?.getIncidentsNotPagination as { id: string; title: string }[])[0]!;
    const play = await call('GET', `/api/incidents/playvideo/fullchannel/${incident.id}`, undefined, token);
    expect(play.status).toBe(200);
    expect(play.body).toHaveProperty('url');
    const search = await call(
      'POST',
      '/api/incidents/search/',
      { title: incident.title, id: null, dateStart: null, dateEnd: null, linkPhone: null },
      token,
    );
    expect(search.status).toBe(200);
    expect(search.body).toEqual(expect.arrayContaining([expect.objectContaining({ title: incident.title })]));
    const wrong = await call('POST', '/api/incidents/search/', { title: 42 }, token);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toMatch(/^title/);
  });
});

describe("the server's demo driving API", () => {
  it('lets a signed-in operator take control of an incident of their own tenant only', async () => {
    const a = await signIn('operator@public.demo');
    const b = await signIn('admin@public.demo');
    const list = await graphql(OPERATIONS.getIncidentsNotPagination, { all: false, numberOfDays: -1 }, a.token);
    const incident = (list.data?.getIncidentsNotPagination as { id: string }[])[0]!;
    const { socket, frames } = await follow(a.token, incident.id);

    const other = await signIn('operator@tenant5.demo', 'tenant_5');
    expect((await call('POST', `/demo/incidents/${incident.id}/take-over`, undefined, other.token)).status).toBe(404);
    expect((await call('POST', `/demo/incidents/${incident.id}/take-over`)).status).toBe(401);
    expect((await call('POST', `/demo/incidents/${incident.id}/take-over`, undefined, b.token)).status).toBe(200);
    await expect
      .poll(() => frames.find((f) => f.event === 'INCIDENT_UPDATED')?.data?.activeOperator?.email, { timeout: 5000 })
      .toBe('admin@public.demo');
    socket.close();
  });
});
