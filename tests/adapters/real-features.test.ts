import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restRowOf } from '../../src/adapters/real/resource-endpoints';
import { restResource } from '../../src/adapters/real/rest-resource.axios.adapter';
import { FEATURES } from '../../src/domain/admin/resources/features';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest } = mswWire();
const rest = () => restResource(testHttpClient(), FEATURES, restRowOf(FEATURES));
/** The declared features' REST adapter, read whole and switched by its `set` verb, on the wire it always had. */
const gateway = () => ({ list: () => rest().all({}), set: (key: string, enabled: boolean) => rest().act('set', key, { enabled }) });

describe('the features over REST (assumed GET /api/features, PATCH /api/features/{key})', () => {
  it.each([
    ['a list', [{ key: 'chat', enabled: true }]],
    ['{ items }', { items: [{ key: 'chat', enabled: true }] }],
  ])('reads %s with the bearer token', async (_name, body) => {
    const seen = recordRequest(answerWith(body));
    expect(await gateway().list()).toEqual([{ key: 'chat', enabled: true, description: '' }]);
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

  it.each([
    ['a switch', { key: ' chat ', enabled: true, description: ' Chat ' }, { key: 'chat', enabled: true, description: 'Chat' }],
    ['a flag written as text', { key: 'pdf-export', enabled: 'false' }, { key: 'pdf-export', enabled: false, description: '' }],
    ['a flag of 1', { key: 'x.y_z', enabled: 1, description: null }, { key: 'x.y_z', enabled: true, description: '' }],
  ])('reads %s', async (_name, row, expected) => {
    recordRequest(answerWith([row]));
    expect(await gateway().list()).toEqual([expected]);
  });

  it.each([
    ['no key', [{ enabled: true }]],
    ['a key with spaces', [{ key: 'two words', enabled: true }]],
    ['a key too long', [{ key: 'k'.repeat(65), enabled: true }]],
    ['no flag', [{ key: 'chat' }]],
    ['a flag of another kind', [{ key: 'chat', enabled: 'yes' }]],
    ['a description of another kind', [{ key: 'chat', enabled: false, description: 5 }]],
    [
      'one key twice',
      [
        { key: 'chat', enabled: true },
        { key: 'chat', enabled: false },
      ],
    ],
  ])('refuses a list with %s as an invalid response', async (_name, body) => {
    recordRequest(answerWith(body));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('PATCH sends { enabled } to the escaped key and reads the switch', async () => {
    const seen = recordRequest(answerWith({ key: 'a.b', enabled: false }));
    expect(await gateway().set('a.b', false)).toEqual({ key: 'a.b', enabled: false, description: '' });
    expect(seen).toMatchObject({ method: 'PATCH', path: '/api/features/a.b', body: { enabled: false } });
  });

  it('a PATCH answered without a switch is an invalid response; a refusal keeps the server words', async () => {
    recordRequest(answerWith('done'));
    await expect(gateway().set('chat', true)).rejects.toMatchObject({ kind: 'invalid-response' });
    server.resetHandlers();
    recordRequest(answerWith({ key: 'chat' }));
    await expect(gateway().set('chat', true)).rejects.toMatchObject({ kind: 'invalid-response' });
    server.use(http.patch(`${API}/api/features/chat`, () => HttpResponse.json({ message: 'Not in your plan' }, { status: 403 })));
    await expect(gateway().set('chat', true)).rejects.toMatchObject({ kind: 'unauthorized', serverMessage: 'Not in your plan' });
  });
});
