import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AxiosFeaturesGateway } from '../../src/adapters/real/features.axios.adapter';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest } = mswWire();
const gateway = () => new AxiosFeaturesGateway(testHttpClient());

describe('AxiosFeaturesGateway (assumed GET /api/features, PATCH /api/features/{key})', () => {
  it.each([
    ['a list', [{ key: 'chat', enabled: true }]],
    ['{ items }', { items: [{ key: 'chat', enabled: true }] }],
  ])('reads %s with the bearer token', async (_name, body) => {
    const seen = recordRequest(answerWith(body));
    expect(await gateway().list()).toEqual([{ key: 'chat', enabled: true }]);
    expect(seen).toMatchObject({ method: 'GET', path: '/api/features', authorization: 'Bearer stored-token' });
  });

  it('an empty body is no switches; another shape is an invalid response', async () => {
    recordRequest(answerWith(''));
    expect(await gateway().list()).toEqual([]);
    server.resetHandlers();
    recordRequest(answerWith({ features: 'x' }));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
    server.resetHandlers();
    recordRequest(answerWith([{ key: 'chat', enabled: true }, 'junk']));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('PATCH sends { enabled } to the escaped key and reads the switch', async () => {
    const seen = recordRequest(answerWith({ key: 'a/b', enabled: false }));
    expect(await gateway().set('a/b', false)).toEqual({ key: 'a/b', enabled: false });
    expect(seen).toMatchObject({ method: 'PATCH', path: '/api/features/a%2Fb', body: { enabled: false } });
  });

  it('a PATCH answered without a switch is an invalid response; a refusal keeps the server words', async () => {
    recordRequest(answerWith('done'));
    await expect(gateway().set('chat', true)).rejects.toMatchObject({ kind: 'invalid-response' });
    server.use(http.patch(`${API}/api/features/chat`, () => HttpResponse.json({ message: 'Not in your plan' }, { status: 403 })));
    await expect(gateway().set('chat', true)).rejects.toMatchObject({ kind: 'unauthorized', serverMessage: 'Not in your plan' });
  });
});
