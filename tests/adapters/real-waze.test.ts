import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosWazeGateway } from '../../src/adapters/real/waze.axios.adapter';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

const gateway = () => new AxiosWazeGateway(testHttpClient({ origin: 'http://console.test/', token: null }));

describe('AxiosWazeGateway: POST /waze/send/address/{kind} (SPEC §7)', () => {
  it.each(['sms', 'whatsapp'] as const)('by %s: POST with { phone, address }', async (kind) => {
    let path: string | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}/waze/send/address/:kind`, async ({ request }) => {
        path = new URL(request.url).pathname;
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await expect(
      gateway().sendAddress(kind, { phone: '+5511999990000', address: 'https://waze.com/ul?ll=-23.5,-46.6' }),
    ).resolves.toBeUndefined();
    expect(path).toBe(`/waze/send/address/${kind}`);
    expect(body).toEqual({ phone: '+5511999990000', address: 'https://waze.com/ul?ll=-23.5,-46.6' });
  });

  it('any answer body is ignored', async () => {
    server.use(http.post(`${API}/waze/send/address/:kind`, () => HttpResponse.json({ unexpected: [1, 2] })));
    await expect(gateway().sendAddress('sms', { phone: '1', address: 'a' })).resolves.toBeUndefined();
  });

  it('a refusal keeps the server status and message; an unreachable server is a network error', async () => {
    server.use(http.post(`${API}/waze/send/address/:kind`, () => HttpResponse.json({ message: 'address is required' }, { status: 400 })));
    const failure = await gateway()
      .sendAddress('whatsapp', { phone: '1', address: '' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 400, serverMessage: 'address is required' });
    server.use(http.post(`${API}/waze/send/address/:kind`, () => HttpResponse.error()));
    await expect(gateway().sendAddress('sms', { phone: '1', address: 'a' })).rejects.toMatchObject({ kind: 'network' });
  });
});
