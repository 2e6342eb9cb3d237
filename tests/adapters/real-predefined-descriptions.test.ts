import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { restRowOf } from '../../src/adapters/real/resource-endpoints';
import { restResource } from '../../src/adapters/real/rest-resource.axios.adapter';
import { PREDEFINED_DESCRIPTION } from '../../src/domain/admin/resources/predefined-description';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest } = mswWire();

/** The declared resource's REST adapter, as the production bindings make it. */
const gateway = () => restResource(testHttpClient(), PREDEFINED_DESCRIPTION, restRowOf(PREDEFINED_DESCRIPTION));

describe('the predefined descriptions over REST (SPEC §7 /predefined-description)', () => {
  it('GET /predefined-description reads description and descriptionOption', async () => {
    const seen = recordRequest(
      answerWith([{ id: 1, description: 'Car crash on the highway', descriptionOption: 'Crash', tenantId: 5 }, { id: 2 }]),
    );
    expect(await gateway().all({})).toEqual([
      { id: 1, description: 'Car crash on the highway', descriptionOption: 'Crash' },
      { id: 2, description: null, descriptionOption: null },
    ]);
    expect(seen).toMatchObject({ method: 'GET', path: '/predefined-description', authorization: 'Bearer stored-token' });
  });

  it.each<[string, unknown]>([
    ['a description of another type', [{ id: 2, description: 9 }]],
    ['an entry that is null', [{ id: 1 }, null]],
    ['a description of nulls', [{ id: null, description: null, descriptionOption: null }]],
  ])('refuses a list holding %s', async (_name, body) => {
    recordRequest(answerWith(body));
    await expect(gateway().all({})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it.each([
    [
      'a paginated answer',
      { data: [{ id: 'a', description: 'd', descriptionOption: 'o' }] },
      [{ id: 'a', description: 'd', descriptionOption: 'o' }],
    ],
    ['an empty body', '', []],
  ] as const)('the list reads %s', async (_name, body, expected) => {
    recordRequest(answerWith(body));
    expect(await gateway().all({})).toEqual(expected);
  });

  it('a list answer that is a text is an invalid response', async () => {
    recordRequest(answerWith('nothing here'));
    await expect(gateway().all({})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('POST /predefined-description sends description and descriptionOption and reads the saved one', async () => {
    const seen = recordRequest(answerWith({ id: 9, description: 'Fire', descriptionOption: 'Fire label' }));
    expect(await gateway().create({ description: 'Fire', descriptionOption: 'Fire label' })).toEqual({
      id: 9,
      description: 'Fire',
      descriptionOption: 'Fire label',
    });
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/predefined-description',
      body: { description: 'Fire', descriptionOption: 'Fire label' },
    });
  });

  it('PATCH /predefined-description/{id} sends only the given fields', async () => {
    const seen = recordRequest(answerWith({ id: 9, description: 'Fire!', descriptionOption: 'Fire label' }));
    expect(await gateway().update('9', { description: 'Fire!' })).toMatchObject({ description: 'Fire!' });
    expect(seen).toMatchObject({ method: 'PATCH', path: '/predefined-description/9', body: { description: 'Fire!' } });
  });

  it('DELETE /predefined-description/{id} escapes the id', async () => {
    const seen = recordRequest(answerWith({}));
    await gateway().remove('a/b');
    expect(seen).toMatchObject({ method: 'DELETE', path: '/predefined-description/a%2Fb' });
  });

  it('a save answered with no object is an invalid response', async () => {
    recordRequest(answerWith(''));
    await expect(gateway().create({ description: 'd', descriptionOption: 'o' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refusal becomes a GatewayError with the server message', async () => {
    server.use(
      http.patch(`${API}/predefined-description/:id`, () =>
        HttpResponse.json({ message: ['description must be a string'] }, { status: 400 }),
      ),
    );
    const failure = await gateway()
      .update(1, { description: 'x' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 400, serverMessage: 'description must be a string' });
  });
});
