import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosCollabGateway } from '../../src/adapters/real/collab.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

const gateway = () => new AxiosCollabGateway(testHttpClient({ origin: 'http://console.test/', token: null }));

describe('AxiosCollabGateway: POST /live-streaming-colab/send-link-collab (SPEC §7)', () => {
  it.each(['SMS', 'WHATSAPP'] as const)('sends incidentId, phone and sendMessageType %s and reads the channel', async (sendMessageType) => {
    let body: unknown;
    server.use(
      http.post(`${API}/live-streaming-colab/send-link-collab`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ channel: 'collab-77', id: 3 });
      }),
    );
    const stream = await gateway().sendLinkCollab({ incidentId: 12, phone: '+5511999990000', sendMessageType });
    expect(body).toEqual({ incidentId: 12, phone: '+5511999990000', sendMessageType });
    expect(stream).toEqual({ channel: 'collab-77' });
  });

  it.each<[string, unknown, unknown]>([
    ['a channel under data', { data: { channel: 'c-1' } }, { channel: 'c-1' }],
    ['no channel', { ok: true }, { channel: null }],
  ])('reads %s', async (_name, answer, expected) => {
    server.use(http.post(`${API}/live-streaming-colab/send-link-collab`, () => HttpResponse.json(answer as never)));
    expect(await gateway().sendLinkCollab({ incidentId: '1', phone: '1', sendMessageType: 'SMS' })).toEqual(expected);
  });

  it('a channel of the wrong type is an unreadable answer, not a stream without a channel', async () => {
    server.use(http.post(`${API}/live-streaming-colab/send-link-collab`, () => HttpResponse.json({ channel: 5 })));
    await expect(gateway().sendLinkCollab({ incidentId: '1', phone: '1', sendMessageType: 'SMS' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('an empty answer has no channel; a text answer is invalid', async () => {
    server.use(http.post(`${API}/live-streaming-colab/send-link-collab`, () => new HttpResponse(null, { status: 201 })));
    expect(await gateway().sendLinkCollab({ incidentId: 1, phone: '1', sendMessageType: 'SMS' })).toEqual({ channel: null });
    server.use(http.post(`${API}/live-streaming-colab/send-link-collab`, () => HttpResponse.text('ok')));
    await expect(gateway().sendLinkCollab({ incidentId: 1, phone: '1', sendMessageType: 'SMS' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('a refusal keeps the server status and message', async () => {
    server.use(
      http.post(`${API}/live-streaming-colab/send-link-collab`, () =>
        HttpResponse.json({ message: ['phone is required'] }, { status: 400 }),
      ),
    );
    const failure = await gateway()
      .sendLinkCollab({ incidentId: 1, phone: '', sendMessageType: 'SMS' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 400, serverMessage: 'phone is required' });
  });
});

describe('AxiosCollabGateway: GET /live-streaming-colab/incident/{incidentId} (SPEC §7)', () => {
  it('reads each stream’s channel, skipping entries without one', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/live-streaming-colab/incident/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json([{ channel: 'a' }, { channel: null }, { channel: 'b', phone: 'x' }]);
      }),
    );
    expect(await gateway().byIncident(15)).toEqual([{ channel: 'a' }, { channel: 'b' }]);
    expect(path).toBe('/live-streaming-colab/incident/15');
    server.use(http.get(`${API}/live-streaming-colab/incident/:id`, () => HttpResponse.json([{ channel: 'a' }, 'junk'])));
    await expect(gateway().byIncident(15)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reads a list under data; an empty body is no stream; an object without a list is invalid', async () => {
    server.use(http.get(`${API}/live-streaming-colab/incident/:id`, () => HttpResponse.json({ data: [{ channel: 'z' }] })));
    expect(await gateway().byIncident('x/y')).toEqual([{ channel: 'z' }]);
    server.use(http.get(`${API}/live-streaming-colab/incident/:id`, () => new HttpResponse(null, { status: 200 })));
    expect(await gateway().byIncident(1)).toEqual([]);
    server.use(http.get(`${API}/live-streaming-colab/incident/:id`, () => HttpResponse.json({ streams: 3 })));
    await expect(gateway().byIncident(1)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('escapes the incident id', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/live-streaming-colab/incident/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json([]);
      }),
    );
    await gateway().byIncident('7?x=1');
    expect(path).toBe('/live-streaming-colab/incident/7%3Fx%3D1');
  });
});

describe('AxiosCollabGateway: GET /live-streaming-colab/{channel} (SPEC §7)', () => {
  it('reads the stream’s channel', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/live-streaming-colab/:channel`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ channel: 'collab 1', incidentId: 3 });
      }),
    );
    expect(await gateway().byChannel('collab 1')).toEqual({ channel: 'collab 1' });
    expect(path).toBe('/live-streaming-colab/collab%201');
  });

  it('keeps the collaborator’s name when the service sends it as text (an assumed field); a name of another type is refused', async () => {
    server.use(http.get(`${API}/live-streaming-colab/:channel`, () => HttpResponse.json({ channel: 'c', name: ' Joana Reis ' })));
    expect(await gateway().byChannel('c')).toEqual({ channel: 'c', name: 'Joana Reis' });
    server.use(http.get(`${API}/live-streaming-colab/:channel`, () => HttpResponse.json({ channel: 'c', name: null })));
    expect(await gateway().byChannel('c')).toEqual({ channel: 'c' });
    server.use(http.get(`${API}/live-streaming-colab/:channel`, () => HttpResponse.json({ channel: 'c', name: 7 })));
    await expect(gateway().byChannel('c')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('an unknown channel (404, empty body) is null; a server error still fails', async () => {
    server.use(http.get(`${API}/live-streaming-colab/:channel`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    expect(await gateway().byChannel('gone')).toBeNull();
    server.use(http.get(`${API}/live-streaming-colab/:channel`, () => new HttpResponse(null, { status: 200 })));
    expect(await gateway().byChannel('gone')).toBeNull();
    server.use(http.get(`${API}/live-streaming-colab/:channel`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(gateway().byChannel('c')).rejects.toMatchObject({ kind: 'server', status: 503, serverMessage: 'down' });
  });
});
