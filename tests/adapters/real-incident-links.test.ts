import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosIncidentLinksGateway } from '../../src/adapters/real/incident-links.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const ROUTE = `${API}/incident-links/:id/status`;
const { server } = mswWire();

const gateway = () => new AxiosIncidentLinksGateway(testHttpClient({ origin: 'http://console.test/', token: null }));

describe('AxiosIncidentLinksGateway: GET /incident-links/{id}/status (SPEC §7)', () => {
  it('sends a GET for the link id, escaped', async () => {
    let path: string | undefined;
    server.use(
      http.get(ROUTE, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ status: 'clicked' });
      }),
    );
    expect(await gateway().status('msg 1')).toBe('clicked');
    expect(path).toBe('/incident-links/msg%201/status');
  });

  it.each<[string, () => Response, string | null]>([
    ['a plain text status', () => HttpResponse.text('delivered'), 'delivered'],
    ['a JSON string status', () => HttpResponse.json('read'), 'read'],
    ['status under data', () => HttpResponse.json({ data: { status: ' sent ' } }), 'sent'],
    ['an object without status', () => HttpResponse.json({ id: 3 }), null],
    ['an empty body', () => new HttpResponse(null, { status: 200 }), null],
    ['an unknown link (404)', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }), null],
  ])('reads %s', async (_name, answer, expected) => {
    server.use(http.get(ROUTE, answer));
    expect(await gateway().status(9)).toBe(expected);
  });

  it('a status of the wrong type is an invalid response', async () => {
    server.use(http.get(ROUTE, () => HttpResponse.json({ status: 3 })));
    await expect(gateway().status(9)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a list is an invalid response', async () => {
    server.use(http.get(ROUTE, () => HttpResponse.json(['sent'])));
    await expect(gateway().status(9)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a server failure is a GatewayError with the server message', async () => {
    server.use(http.get(ROUTE, () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })));
    const failure = await gateway()
      .status(9)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 500, serverMessage: 'Internal server error' });
  });
});
