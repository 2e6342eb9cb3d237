import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosFilesGateway } from '../../src/adapters/real/files.axios.adapter';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest, recordRequests } = mswWire();

const gateway = () => new AxiosFilesGateway(testHttpClient());

describe('AxiosFilesGateway: the file library (SPEC §7 Other; assumed GET /files)', () => {
  it('reads id, s3Key, description, descriptionOption; missing fields become null', async () => {
    const seen = recordRequest(
      answerWith([
        { id: 1, s3Key: 'tenant_5/library/protocol.pdf', description: 'Protocol', descriptionOption: 'Docs', bucket: 'secret' },
        { id: '2', description: null },
      ]),
    );
    expect(await gateway().list()).toEqual([
      { id: 1, s3Key: 'tenant_5/library/protocol.pdf', description: 'Protocol', descriptionOption: 'Docs' },
      { id: '2', s3Key: null, description: null, descriptionOption: null },
    ]);
    expect(seen).toMatchObject({ method: 'GET', path: '/files', authorization: 'Bearer stored-token' });
  });

  it.each<[string, unknown]>([
    ['an s3Key of another type', [{ id: '2', s3Key: 7 }]],
    ['an entry that is not an item', [{ id: 1 }, 'junk']],
    ['an item without an id', [{ s3Key: 'k' }]],
  ])('refuses a list holding %s', async (_name, body) => {
    recordRequest(answerWith(body));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
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

describe('AxiosFilesGateway: upload, edit, delete (assumed POST /files multipart, PATCH and DELETE /files/{id})', () => {
  it('uploads the file, description and descriptionOption as multipart fields, reporting progress up to 1', async () => {
    const fields: Record<string, unknown> = {};
    let contentType = '';
    server.use(
      http.post(`${API}/files`, async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        for (const [key, value] of form.entries())
          fields[key] = typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size };
        return HttpResponse.json({ id: 9, s3Key: 'tenant_5/library/flood.png', description: 'Flood', descriptionOption: 'Map' });
      }),
    );
    const fractions: number[] = [];
    const file = new File([new Uint8Array(128 * 1024)], 'flood.png', { type: 'image/png' });
    const saved = await gateway().upload({ file, fileName: 'flood.png', description: 'Flood', descriptionOption: 'Map' }, (f) =>
      fractions.push(f),
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({
      file: { file: 'flood.png', type: 'image/png', size: 128 * 1024 },
      description: 'Flood',
      descriptionOption: 'Map',
    });
    expect(saved).toEqual({ id: 9, s3Key: 'tenant_5/library/flood.png', description: 'Flood', descriptionOption: 'Map' });
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('an upload answered with something other than an item is an invalid response', async () => {
    server.use(http.post(`${API}/files`, () => HttpResponse.text('ok')));
    const file = new File(['x'], 'a.pdf');
    await expect(gateway().upload({ file, fileName: 'a.pdf', description: 'd', descriptionOption: 'o' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('PATCH sends the two texts as JSON; DELETE by the id (escaped)', async () => {
    const seen = recordRequests(answerWith({ id: 'a/b', s3Key: 'k.pdf', description: 'D', descriptionOption: 'O' }));
    expect(await gateway().update('a/b', { description: 'D', descriptionOption: 'O' })).toMatchObject({ id: 'a/b', description: 'D' });
    await gateway().remove('a/b');
    expect(seen).toMatchObject([
      { method: 'PATCH', path: '/files/a%2Fb', body: { description: 'D', descriptionOption: 'O' } },
      { method: 'DELETE', path: '/files/a%2Fb' },
    ]);
  });

  it('a refused upload keeps the server words', async () => {
    server.use(http.post(`${API}/files`, () => HttpResponse.json({ message: 'File too large' }, { status: 413 })));
    await expect(
      gateway().upload({ file: new File(['x'], 'a.pdf'), fileName: 'a.pdf', description: 'd', descriptionOption: 'o' }),
    ).rejects.toMatchObject({ kind: 'server', serverMessage: 'File too large' });
  });
});
