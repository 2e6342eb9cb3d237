import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { ASSUMED_ENDPOINTS } from '../../src/adapters/real/assumed-endpoints';
import { createHttpClient } from '../../src/adapters/real/http-client';
import { AxiosMessageStatusGateway } from '../../src/adapters/real/message-status.axios.adapter';
import { OPERATIONS } from '../../src/adapters/real/incidents-graphql.documents';
import { MESSAGE_STATUS_BATCH_MAX } from '../../src/application/ports/message-status-gateway.port';
import type { WireServer } from '../../server/wire-server';
import { jsonCall, startWireServer } from './started-wire-server';

/** The assumed read of many incidents' message statuses over the wire, checked as the single read is. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, token?: string | null) => jsonCall(base, method, path, body, token);

async function tokenOf(email: string, tenant: string): Promise<string> {
  const { status, body } = await call('POST', '/auth/login', { email, password: 'demo1234', tenant, lat: null, long: null }, null);
  expect(status).toBe(200);
  return (body as { token: string }).token;
}

async function incidentIds(token: string): Promise<string[]> {
  const list = await call(
    'POST',
    '/graphql',
    { query: OPERATIONS.getIncidentsNotPagination.text, variables: { all: false, numberOfDays: -1 } },
    token,
  );
  return (list.body as { data: { getIncidentsNotPagination: { id: string }[] } }).data.getIncidentsNotPagination.map((i) => String(i.id));
}

const BATCH = ASSUMED_ENDPOINTS.messageStatusByIncidents;
const single = (id: string) => ASSUMED_ENDPOINTS.messageStatusByIncident(encodeURIComponent(id));

describe(`POST ${ASSUMED_ENDPOINTS.messageStatusByIncidents}: many incidents' message statuses in one call`, () => {
  it('answers each asked incident of the caller’s tenant with the records the single call answers', async () => {
    const token = await tokenOf('admin@public.demo', 'public');
    const ids = (await incidentIds(token)).slice(0, 12);
    expect(ids.length).toBe(12);
    const { status, body } = await call('POST', BATCH, { incidentIds: ids }, token);
    expect(status).toBe(200);
    const byId = body as Record<string, unknown[]>;
    expect(Object.keys(byId).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(byId[id], id).toEqual((await call('GET', single(id), undefined, token)).body);
    expect(Object.values(byId).some((records) => records.length > 0)).toBe(true);
  });

  it("leaves another tenant's incidents and unknown ids out of the answer (the single call answers them 404)", async () => {
    const publicToken = await tokenOf('admin@public.demo', 'public');
    const otherToken = await tokenOf('super@tenant5.demo', 'tenant_5');
    const [own] = await incidentIds(publicToken);
    const [foreign] = (await incidentIds(otherToken)).filter((id) => id !== own);
    expect((await call('GET', single(foreign!), undefined, publicToken)).status).toBe(404);
    const { status, body } = await call('POST', BATCH, { incidentIds: [own, foreign, 'no-such-incident'] }, publicToken);
    expect(status).toBe(200);
    expect(Object.keys(body as object)).toEqual([own]);
  });

  it('refuses a caller without a token (401), a body of another shape (400) and more ids than one call reads (413)', async () => {
    const token = await tokenOf('admin@public.demo', 'public');
    const [own] = await incidentIds(token);
    expect((await call('POST', BATCH, { incidentIds: [own] }, null)).status).toBe(401);
    expect((await call('POST', BATCH, { incidentIds: [own] }, 'not-a-session')).status).toBe(401);
    expect((await call('POST', BATCH, { incidentIds: 'all' }, token)).status).toBe(400);
    expect((await call('POST', BATCH, {}, token)).status).toBe(400);
    const tooMany = Array.from({ length: MESSAGE_STATUS_BATCH_MAX + 1 }, (_, i) => String(i + 1));
    expect((await call('POST', BATCH, { incidentIds: tooMany }, token)).status).toBe(413);
    expect((await call('POST', BATCH, { incidentIds: tooMany.slice(1) }, token)).status).toBe(200);
    const huge = JSON.stringify({ incidentIds: [own], padding: 'x'.repeat(1024 * 1024 + 1) });
    expect((await call('POST', BATCH, huge, token)).status).toBe(413);
  });

  it("the console's own adapter reads the records of many over the wire as the single call gives them", async () => {
    const token = await tokenOf('admin@public.demo', 'public');
    const ids = (await incidentIds(token)).slice(0, 5);
    const storage = new MemoryStorage();
    storage.set('token', token);
    const statuses = new AxiosMessageStatusGateway(
      createHttpClient({ baseURL: base, storage, originRequest: () => `${base}/public/dashboard` }),
    );
    const many = await statuses.byIncidents(ids);
    expect([...many.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(many.get(id), id).toEqual(await statuses.byIncident(id));
  });
});
