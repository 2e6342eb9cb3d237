import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosFilesGateway } from '../../src/adapters/real/files.axios.adapter';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest } = mswWire();

const gateway = () => new AxiosFilesGateway(testHttpClient());

describe('AxiosFilesGateway: the file library (SPEC §7 Other; assumed GET /files)', () => {
  it('reads id, s3Key, description, descriptionOption; odd fields become null and non-objects are dropped', async () => {
    const seen = recordRequest(
      answerWith([
        { id: 1, s3Key: 'tenant_5/library/protocol.pdf', description: 'Protocol', descriptionOption: 'Docs', bucket: 'secret' },
        { id: '2', s3Key: 7, description: null },
        'junk',
      ]),
    );
    expect(await gateway().list()).toEqual([
      { id: 1, s3Key: 'tenant_5/library/protocol.pdf', description: 'Protocol', descriptionOption: 'Docs' },
      { id: '2', s3Key: null, description: null, descriptionOption: null },
    ]);
    expect(seen).toMatchObject({ method: 'GET', path: '/files', authorization: 'Bearer stored-token' });
  });

  it.each([
    ['a paginated answer', { items: [{ id: 3, s3Key: 'k' }] }, [{ id: 3, s3Key: 'k', description: null, descriptionOption: null }]],
    ['an empty body', '', []],
  ] as const)('reads %s', async (_name, body, expected) => {
    recordRequest(answerWith(body));
    expect(await gateway().list()).toEqual(expected);
  });

  it.each([[{ files: 'none' }], [42]])('refuses %j as an invalid response', async (body) => {
    recordRequest(answerWith(body));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refusal becomes a GatewayError with the server message', async () => {
    server.use(http.get(`${API}/files`, () => HttpResponse.json({ message: 'Forbidden resource' }, { status: 403 })));
    const failure = await gateway()
      .list()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 403, serverMessage: 'Forbidden resource' });
  });
});

describe('AxiosFilesGateway: signed download URLs (assumed GET /files/signed-url?key&expiresIn)', () => {
  it.each([
    ['text', 'https://bucket.test/a.pdf?sig=1'],
    ['{ url }', { url: 'https://bucket.test/a.pdf?sig=1' }],
    ['{ signedUrl }', { signedUrl: ' https://bucket.test/a.pdf?sig=1 ' }],
  ])('sends the key and validity and reads the URL as %s', async (_name, body) => {
    const seen = recordRequest(answerWith(body));
    expect(await gateway().signedDownloadUrl('tenant_5/library/a b.pdf', 1200)).toBe('https://bucket.test/a.pdf?sig=1');
    expect(seen).toMatchObject({ method: 'GET', path: '/files/signed-url' });
    expect(seen.query?.get('key')).toBe('tenant_5/library/a b.pdf');
    expect(seen.query?.get('expiresIn')).toBe('1200');
  });

  it.each([[''], [{}], [{ url: 5 }]])('an answer of %j is an invalid response', async (body) => {
    recordRequest(answerWith(body));
    await expect(gateway().signedDownloadUrl('k', 1200)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('an unreachable server is a network error', async () => {
    server.use(http.get(`${API}/files/signed-url`, () => HttpResponse.error()));
    await expect(gateway().signedDownloadUrl('k', 1200)).rejects.toMatchObject({ kind: 'network' });
  });
});
