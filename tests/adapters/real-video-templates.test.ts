import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { AxiosVideoTemplates } from '../../src/adapters/real/video-templates.axios.adapter';
import { API, answerWith, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest } = mswWire();

const gateway = () => new AxiosVideoTemplates(testHttpClient());

describe('AxiosVideoTemplates (SPEC §7 /api/video-template)', () => {
  it('GET /api/video-template keeps each template as sent', async () => {
    const seen = recordRequest(answerWith([{ id: 1, name: 'Welcome' }]));
    expect(await gateway().list()).toEqual([{ id: 1, name: 'Welcome' }]);
    expect(seen).toMatchObject({ method: 'GET', path: '/api/video-template', authorization: 'Bearer stored-token' });
  });

  it.each([[{ templates: [] }], ['text'], [[{ id: { bad: true }, name: 'Odd id' }]], [[{ id: 1 }, 3]]])(
    'a list answer of %j is an invalid response',
    async (body) => {
      recordRequest(answerWith(body));
      await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
    },
  );

  it('GET /api/video-template/{id}', async () => {
    const seen = recordRequest(answerWith({ id: '7', name: 'Safety' }));
    expect(await gateway().get('7')).toEqual({ id: '7', name: 'Safety' });
    expect(seen).toMatchObject({ method: 'GET', path: '/api/video-template/7' });
  });

  it('POST /api/video-template sends the data and reads the saved template', async () => {
    const seen = recordRequest(answerWith({ id: 8, name: 'New' }));
    expect(await gateway().create({ name: 'New', durationSeconds: 30 })).toEqual({ id: 8, name: 'New' });
    expect(seen).toMatchObject({ method: 'POST', path: '/api/video-template', body: { name: 'New', durationSeconds: 30 } });
  });

  it('PATCH /api/video-template/{id} sends the data', async () => {
    const seen = recordRequest(answerWith({ id: 8, name: 'Renamed' }));
    expect(await gateway().update(8, { name: 'Renamed' })).toEqual({ id: 8, name: 'Renamed' });
    expect(seen).toMatchObject({ method: 'PATCH', path: '/api/video-template/8', body: { name: 'Renamed' } });
  });

  it('a save answered with no object is an invalid response', async () => {
    recordRequest(answerWith(''));
    await expect(gateway().update(8, { name: 'x' })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('DELETE /api/video-template/{id} escapes the id', async () => {
    const seen = recordRequest(answerWith({}));
    await gateway().remove('8 9');
    expect(seen).toMatchObject({ method: 'DELETE', path: '/api/video-template/8%209' });
  });

  it('POST /api/video-template/{id}/upload sends the file as multipart field file', async () => {
    let path: string | undefined;
    let sent: unknown;
    server.use(
      http.post(`${API}/api/video-template/:id/upload`, async ({ request }) => {
        path = new URL(request.url).pathname;
        sent = (await request.formData()).get('file');
        return HttpResponse.json({ ok: true });
      }),
    );
    await gateway().upload(8, new File([new Uint8Array([7, 8, 9])], 'welcome.mp4', { type: 'video/mp4' }));
    expect(path).toBe('/api/video-template/8/upload');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('welcome.mp4');
    expect(new Uint8Array(await (sent as File).arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
  });

  it('the upload reports its progress up to 1 when the caller listens', async () => {
    server.use(
      http.post(`${API}/api/video-template/:id/upload`, async ({ request }) => {
        await request.arrayBuffer();
        return HttpResponse.json({ ok: true });
      }),
    );
    const fractions: number[] = [];
    await gateway().upload(8, new File([new Uint8Array(200 * 1024)], 'big.mp4', { type: 'video/mp4' }), (f) => fractions.push(f));
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it.each([
    ['text', 'https://cdn.test/welcome.mp4'],
    ['{ url }', { url: 'https://cdn.test/welcome.mp4' }],
  ])('GET /api/video-template/{id}/download-link reads the link as %s', async (_name, body) => {
    const seen = recordRequest(answerWith(body));
    expect(await gateway().downloadLink(8)).toBe('https://cdn.test/welcome.mp4');
    expect(seen).toMatchObject({ method: 'GET', path: '/api/video-template/8/download-link' });
  });

  it('a blank download link is an invalid response', async () => {
    recordRequest(answerWith('   '));
    await expect(gateway().downloadLink(8)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a missing template becomes a not-found GatewayError with the server message', async () => {
    server.use(http.get(`${API}/api/video-template/:id`, () => HttpResponse.json({ message: 'Template not found' }, { status: 404 })));
    const failure = await gateway()
      .get(99)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'not-found', status: 404, serverMessage: 'Template not found' });
  });
});
