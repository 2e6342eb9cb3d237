import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { MESSAGE_STATUS_CONCURRENCY } from '../../src/application/ports/message-status-gateway.port';
import { AxiosMessageStatusGateway, MESSAGE_STATUS_BY_INCIDENT_PATH } from '../../src/adapters/real/message-status.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const ROUTE = `${API}/message-status/by-incident-id/:id`;
const BATCH = `${API}/message-status/by-incident-ids`;
const { server } = mswWire();

const gateway = () => new AxiosMessageStatusGateway(testHttpClient({ origin: 'http://console.test/', token: null }));

describe('AxiosMessageStatusGateway: message status by incident id (SPEC §7, path chosen: GET /message-status/by-incident-id/{id})', () => {
  it('the path is the documented one, with the id escaped', () => {
    expect(MESSAGE_STATUS_BY_INCIDENT_PATH(42)).toBe('/message-status/by-incident-id/42');
    expect(MESSAGE_STATUS_BY_INCIDENT_PATH('a/b')).toBe('/message-status/by-incident-id/a%2Fb');
  });

  it('reads every SPEC §3 field of each record, in the server’s order', async () => {
    let path: string | undefined;
    server.use(
      http.get(ROUTE, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json([
          {
            receiver: '+5511999990000',
            date: '2026-01-15T12:00:00Z',
            method: 'BROADCAST_SMS',
            status: 'delivered',
            permissions: {
              privacy_policy: true,
              local: 1,
              audio: 'false',
              video: 0,
              clicked_link: true,
              start_live_streaming: null,
              action_type: 'ALLOW',
              count_deny_permission: 2,
            },
            extra: 'ignored',
          },
          { receiver: 5511, date: 1768478400000, method: 'SOMETHING_NEW', status: 'queued' },
        ]);
      }),
    );
    expect(await gateway().byIncident(42)).toEqual([
      {
        receiver: '+5511999990000',
        date: '2026-01-15T12:00:00Z',
        method: 'BROADCAST_SMS',
        status: 'delivered',
        permissions: {
          privacy_policy: true,
          local: 1,
          audio: 'false',
          video: 0,
          clicked_link: true,
          start_live_streaming: null,
          action_type: 'ALLOW',
          count_deny_permission: 2,
        },
      },
      { receiver: 5511, date: 1768478400000, method: 'SOMETHING_NEW', status: 'queued', permissions: null },
    ]);
    expect(path).toBe('/message-status/by-incident-id/42');
  });

  it.each<[string, unknown]>([
    ['a receiver of another type', { receiver: { n: 1 }, status: 'sent' }],
    ['a date of another type', { receiver: '+55', date: false }],
    ['a method of another type', { receiver: '+55', method: 3 }],
    ['a status of another type', { receiver: '+55', status: ['x'] }],
    ['a permission flag of another type', { receiver: '+55', permissions: { audio: { yes: true } } }],
    ['permissions that are a list', { receiver: '+55', permissions: [] }],
    ['a record of nulls', { receiver: null, date: null, method: null, status: null, permissions: null }],
    ['a record of nulls but empty permissions', { receiver: null, status: null, permissions: { audio: null } }],
    ['an empty record', {}],
    ['an entry that is not a record', 7],
    ['an entry that is null', null],
  ])('an answer holding %s is unreadable, never a record of nothing', async (_what, entry) => {
    server.use(http.get(ROUTE, () => HttpResponse.json({ data: [{ receiver: '+5521', status: 'sent' }, entry] } as never)));
    await expect(gateway().byIncident(1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('permissions of nothing but nulls read as none', async () => {
    server.use(http.get(ROUTE, () => HttpResponse.json([{ receiver: '+5521', status: 'read', permissions: { audio: null } }])));
    expect(await gateway().byIncident(1)).toEqual([{ receiver: '+5521', date: null, method: null, status: 'read', permissions: null }]);
  });

  it('an empty body is no record yet; a body with nothing usable is invalid', async () => {
    server.use(http.get(ROUTE, () => new HttpResponse(null, { status: 200 })));
    expect(await gateway().byIncident(1)).toEqual([]);
    server.use(http.get(ROUTE, () => HttpResponse.json({ records: 'none' })));
    await expect(gateway().byIncident(1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it.each([
    [404, 'not-found'],
    [401, 'unauthorized'],
    [500, 'server'],
  ] as const)('a %i answer is a GatewayError %s', async (status, kind) => {
    server.use(http.get(ROUTE, () => HttpResponse.json({ message: 'refused' }, { status })));
    const failure = await gateway()
      .byIncident(1)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind, status, serverMessage: 'refused' });
  });
});

describe('AxiosMessageStatusGateway: many incidents at once (assumed POST /message-status/by-incident-ids)', () => {
  const record = (receiver: string) => ({ receiver, date: '2026-01-15T12:00:00Z', method: 'BROADCAST_SMS', status: 'sent' });
  const read = (receiver: string) => ({ ...record(receiver), permissions: null });

  it('posts the ids in one call and reads the records of each, leaving out an incident whose list does not fit', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(BATCH, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { '1': [record('+551')], '2': [], '3': [{ receiver: { n: 1 } }], '9': [record('+559')] } });
      }),
    );
    const answer = await gateway().byIncidents(['1', '2', '3']);
    expect(bodies).toEqual([{ incidentIds: ['1', '2', '3'] }]);
    expect(answer).toEqual(
      new Map([
        ['1', [read('+551')]],
        ['2', []],
        ['9', [read('+559')]],
      ]),
    );
  });

  it('an answer that is not an object of lists is unreadable; a failure other than 404 or 405 is the call’s failure', async () => {
    server.use(http.post(BATCH, () => HttpResponse.json([record('+551')])));
    await expect(gateway().byIncidents(['1'])).rejects.toMatchObject({ kind: 'invalid-response' });
    server.use(http.post(BATCH, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await expect(gateway().byIncidents(['1'])).rejects.toMatchObject({ kind: 'server', status: 500 });
    await expect(gateway().byIncidents([])).resolves.toEqual(new Map());
  });

  it.each([404, 405])(
    'a backend that answers %i has no such call: each incident is read alone, a few at a time, and the batch is not asked again',
    async (status) => {
      let batchCalls = 0;
      let inFlight = 0;
      let most = 0;
      server.use(
        http.post(BATCH, () => ((batchCalls += 1), HttpResponse.json({ message: 'Cannot POST' }, { status }))),
        http.get(ROUTE, async ({ params }) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inFlight -= 1;
          if (params['id'] === '7') return HttpResponse.json({ message: 'Incident not found' }, { status: 404 });
          return HttpResponse.json([record(`+55${String(params['id'])}`)]);
        }),
      );
      const statuses = gateway();
      const ids = Array.from({ length: 30 }, (_, i) => String(i + 1));
      const [first, second] = await Promise.all([statuses.byIncidents(ids.slice(0, 15)), statuses.byIncidents(ids.slice(15))]);
      expect(batchCalls).toBe(2);
      expect(most).toBe(MESSAGE_STATUS_CONCURRENCY);
      expect([...first.keys()]).toEqual(ids.slice(0, 15).filter((id) => id !== '7'));
      expect(first.get('1')).toEqual([read('+551')]);
      expect(second.size).toBe(15);
      await statuses.byIncidents(['1', '2']);
      expect(batchCalls).toBe(2);
      // Another session (a new adapter) asks again.
      await gateway().byIncidents(['1']);
      expect(batchCalls).toBe(3);
    },
  );
});
