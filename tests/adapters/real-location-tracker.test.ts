import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { AxiosLocationTrackerGateway } from '../../src/adapters/real/location-tracker.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const ROUTE = `${API}/location-tracker/by-incident-id/:id`;
const { server } = mswWire();

let logger = new MemoryLogger();
const gateway = () => {
  logger = new MemoryLogger();
  return new AxiosLocationTrackerGateway(testHttpClient({ origin: 'http://console.test/', token: null }), logger);
};

describe('AxiosLocationTrackerGateway: GET /location-tracker/by-incident-id/{id} (SPEC §7)', () => {
  it('sends a GET for the incident and reads latitude, longitude and time in order', async () => {
    let path: string | undefined;
    server.use(
      http.get(ROUTE, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json([
          { latitude: -23.55, longitude: -46.63, at: '2026-01-15T12:00:00Z' },
          { latitude: '-23.56', longitude: '-46.64', createdAt: '2026-01-15T12:00:05Z' },
          { latitude: 0, longitude: 0 },
        ]);
      }),
    );
    expect(await gateway().byIncident(31)).toEqual([
      { latitude: -23.55, longitude: -46.63, at: '2026-01-15T12:00:00Z' },
      { latitude: -23.56, longitude: -46.64, at: '2026-01-15T12:00:05Z' },
      { latitude: 0, longitude: 0, at: null },
    ]);
    expect(path).toBe('/location-tracker/by-incident-id/31');
  });

  it.each<[string, unknown]>([
    ['missing longitude', { latitude: 1 }],
    ['non-numeric text', { latitude: 'north', longitude: '2' }],
    ['empty text', { latitude: '', longitude: '' }],
    ['out of range', { latitude: 91, longitude: 10 }],
    ['an infinite value', { latitude: '1e999', longitude: 2 }],
    ['a time of another type', { latitude: 1, longitude: 2, at: 5 }],
    ['null', null],
    ['a number', 4],
  ])('drops a point with %s and logs it; a track of nothing else is unreadable', async (_name, point) => {
    server.use(http.get(ROUTE, () => HttpResponse.json([point, { latitude: 1, longitude: 2 }] as never)));
    const tracker = gateway();
    expect(await tracker.byIncident(1)).toEqual([{ latitude: 1, longitude: 2, at: null }]);
    expect(logger.entries.filter((entry) => entry.level === 'warning')).toHaveLength(1);
    server.use(http.get(ROUTE, () => HttpResponse.json([point, point] as never)));
    await expect(tracker.byIncident(1)).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(logger.entries.filter((entry) => entry.level === 'warning')).toHaveLength(2);
  });

  it.each([
    ['data', { data: [{ latitude: 5, longitude: 6, date: 'd' }] }],
    ['points', { points: [{ latitude: 5, longitude: 6, date: 'd' }] }],
  ])('reads points under %s', async (_name, body) => {
    server.use(http.get(ROUTE, () => HttpResponse.json(body)));
    expect(await gateway().byIncident('x/1')).toEqual([{ latitude: 5, longitude: 6, at: 'd' }]);
  });

  it('an empty body is no point yet; a body with nothing usable is invalid', async () => {
    server.use(http.get(ROUTE, () => new HttpResponse(null, { status: 200 })));
    expect(await gateway().byIncident(1)).toEqual([]);
    server.use(http.get(ROUTE, () => HttpResponse.json({ latitude: 1, longitude: 2 })));
    await expect(gateway().byIncident(1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refused incident is a GatewayError (404 not-found)', async () => {
    server.use(http.get(ROUTE, () => HttpResponse.json({ message: 'Incident not found' }, { status: 404 })));
    const failure = await gateway()
      .byIncident(1)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'not-found', status: 404, serverMessage: 'Incident not found' });
  });
});
