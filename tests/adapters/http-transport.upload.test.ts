// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HttpProgressEvent } from '../../src/adapters/real/http-client';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

/**
 * An upload whose progress is asked for goes over XMLHttpRequest in a browser (fetch reports no upload progress): the
 * same headers, body and failures as every other request.
 */
describe('the HTTP client: an upload with progress, in a browser', () => {
  it('sends the form with the token, x-origin-request and its query, reports progress ending with the whole, and reads the answer', async () => {
    let seen: { authorization: string | null; origin: string | null; query: string; file: unknown } | undefined;
    server.use(
      http.post(`${API}/upload`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('photo');
        seen = {
          authorization: request.headers.get('authorization'),
          origin: request.headers.get('x-origin-request'),
          query: new URL(request.url).search,
          // jsdom's request carries the part (its type); its name and bytes are a real browser's to send.
          file: typeof file === 'string' || file === null ? file : file.type,
        };
        return HttpResponse.json({ id: 7 });
      }),
    );
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(64 * 1024)], { type: 'image/jpeg' }), 'p.jpg');
    const events: HttpProgressEvent[] = [];
    const answer = await testHttpClient().post('/upload', form, { params: { tWidth: 400 }, onUploadProgress: (e) => events.push(e) });
    expect(answer).toEqual({ data: { id: 7 }, status: 200 });
    expect(seen).toEqual({
      authorization: 'Bearer stored-token',
      origin: 'http://console.test/public/files',
      query: '?tWidth=400',
      file: 'image/jpeg',
    });
    expect(events.length).toBeGreaterThan(0);
    const last = events.at(-1);
    expect(last && last.total ? last.loaded / last.total : last?.progress).toBe(1);
  });

  it('a refused upload rejects with the server message, and no answer at all is a network failure', async () => {
    server.use(http.post(`${API}/upload`, () => HttpResponse.json({ message: 'File too large' }, { status: 413 })));
    const send = () => testHttpClient().post('/upload', new FormData(), { onUploadProgress: () => {} });
    await expect(send()).rejects.toMatchObject({ kind: 'server', status: 413, serverMessage: 'File too large' });
    server.use(http.post(`${API}/upload`, () => HttpResponse.error()));
    await expect(send()).rejects.toMatchObject({ kind: 'network' });
  });
});
