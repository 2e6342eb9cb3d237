import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { IncidentsRestGateway } from '../../src/application/ports/incidents-rest-gateway.port';
import { AxiosIncidentsRest } from '../../src/adapters/real/incidents-rest.axios.adapter';
import { uploadFraction } from '../../src/adapters/real/upload-options';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server, recordRequest: record } = mswWire();

function gateway(): AxiosIncidentsRest {
  return new AxiosIncidentsRest(testHttpClient({ origin: 'http://console.test/public/incident/live/41' }));
}

describe('AxiosIncidentsRest: calls without an answer to read (SPEC §7 Incidents REST)', () => {
  it.each([
    ['stopAllChannels', (g: IncidentsRestGateway) => g.stopAllChannels(41), 'DELETE', '/api/incidents/41/stopAllChannels', undefined],
    ['removeMedia', (g: IncidentsRestGateway) => g.removeMedia('41', 7), 'POST', '/api/incidents/41/removemedia', { mediaId: 7 }],
    [
      'cloneMedia',
      (g: IncidentsRestGateway) => g.cloneMedia(40, '41'),
      'POST',
      '/api/incidents/clonemediaincident',
      { originalIncidentId: 40, incidentId: '41' },
    ],
    [
      'sendPushNotification with topics',
      (g: IncidentsRestGateway) => g.sendPushNotification(41, ['new_incident_live']),
      'POST',
      '/api/incidents/sendpn/41',
      { topicList: ['new_incident_live'] },
    ],
    [
      'sendPushNotification without topics',
      (g: IncidentsRestGateway) => g.sendPushNotification(41),
      'POST',
      '/api/incidents/sendpn/41',
      {},
    ],
    [
      'sendGlobalPushNotification',
      (g: IncidentsRestGateway) => g.sendGlobalPushNotification(41),
      'POST',
      '/api/incidents/sendpn/global/41',
      undefined,
    ],
    [
      'stopAllChannels escapes the id',
      (g: IncidentsRestGateway) => g.stopAllChannels('4/1'),
      'DELETE',
      '/api/incidents/4%2F1/stopAllChannels',
      undefined,
    ],
  ] as const)('%s -> %s %s with %j', async (_name, call, method, path, body) => {
    const seen = record(() => HttpResponse.json({ ok: true }));
    await expect(call(gateway())).resolves.toBeUndefined();
    expect(seen).toMatchObject({ method, path, authorization: 'Bearer stored-token' });
    expect(seen.body).toEqual(body);
  });

  it('a refusal becomes a GatewayError with the server message', async () => {
    server.use(http.post(`${API}/api/incidents/:id/removemedia`, () => HttpResponse.json({ message: 'Media not found' }, { status: 404 })));
    const failure = await gateway()
      .removeMedia(41, 9)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'not-found', status: 404, serverMessage: 'Media not found' });
  });

  it('an unreachable server is a network error', async () => {
    server.use(http.delete(`${API}/api/incidents/:id/stopAllChannels`, () => HttpResponse.error()));
    await expect(gateway().stopAllChannels(41)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('AxiosIncidentsRest: play URLs and mp4 conversion', () => {
  it('GET /api/incidents/playvideo/fullchannel/{id} reads a text URL', async () => {
    const seen = record(() => HttpResponse.text('https://cdn.test/full.m3u8'));
    expect(await gateway().playFullChannel(41)).toBe('https://cdn.test/full.m3u8');
    expect(seen).toMatchObject({ method: 'GET', path: '/api/incidents/playvideo/fullchannel/41' });
  });

  it('POST /api/incidents/playvideo sends incident and fileName and reads { url }', async () => {
    const seen = record(() => HttpResponse.json({ url: 'https://cdn.test/clip.mp4' }));
    expect(await gateway().playVideo(41, 'clip.webm')).toBe('https://cdn.test/clip.mp4');
    expect(seen).toMatchObject({ method: 'POST', path: '/api/incidents/playvideo', body: { incident: 41, fileName: 'clip.webm' } });
  });

  it.each([[''], [{}], [{ url: '   ' }], [null]])('a play answer of %j is no URL', async (answer) => {
    record(() => (typeof answer === 'string' ? HttpResponse.text(answer) : HttpResponse.json(answer)));
    expect(await gateway().playVideo(41, 'x.mp4')).toBeNull();
  });

  it.each([[{ url: 42 }], [{ url: null, link: ['x'] }], [[]], [7]])('a play answer of %j is unreadable, not "no URL"', async (answer) => {
    record(() => HttpResponse.json(answer));
    await expect(gateway().playVideo(41, 'x.mp4')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('GET /incidents-media/convert-to-mp4/{a}/{b} reads mp4Url, escaping both segments', async () => {
    const seen = record(() => HttpResponse.json({ mp4Url: 'https://cdn.test/v.mp4' }));
    expect(await gateway().convertToMp4('41', 'clip 1.webm')).toBe('https://cdn.test/v.mp4');
    expect(seen).toMatchObject({ method: 'GET', path: '/incidents-media/convert-to-mp4/41/clip%201.webm' });
  });

  it.each([[{ mp4Url: 5 }], [['https://text.test/v.mp4']], ['https://text.test/not-read.mp4']])(
    'a conversion answer of %j is unreadable',
    async (answer) => {
      record(() => (typeof answer === 'string' ? HttpResponse.text(answer) : HttpResponse.json(answer)));
      await expect(gateway().convertToMp4('41', '5')).rejects.toMatchObject({ kind: 'invalid-response' });
    },
  );

  it.each([[{}], [{ mp4Url: null }], [{ mp4Url: '' }]])('a conversion answer of %j has no mp4Url', async (answer) => {
    record(() => (typeof answer === 'string' ? HttpResponse.text(answer) : HttpResponse.json(answer)));
    expect(await gateway().convertToMp4('41', '5')).toBeNull();
  });

  it('a failed conversion rejects', async () => {
    server.use(
      http.get(`${API}/incidents-media/convert-to-mp4/:a/:b`, () => HttpResponse.json({ message: 'Conversion failed' }, { status: 500 })),
    );
    await expect(gateway().convertToMp4('41', '5')).rejects.toMatchObject({ kind: 'server', serverMessage: 'Conversion failed' });
  });
});

describe('AxiosIncidentsRest: incident lists', () => {
  it('GET /api/incidents/user?dateinit&dateend reads the incidents', async () => {
    const seen = record(() => HttpResponse.json([{ id: 1, title: 'Mine', videoStream: [{ channel: 'c-1' }] }]));
    const list = await gateway().userIncidents('2026-11-01', '2026-11-22');
    expect(seen).toMatchObject({ method: 'GET', path: '/api/incidents/user' });
    expect(seen.query?.get('dateinit')).toBe('2026-11-01');
    expect(seen.query?.get('dateend')).toBe('2026-11-22');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, title: 'Mine', videoStream: { channel: 'c-1' } });
    record(() => HttpResponse.json([{ id: 1, title: 'Mine' }, 'junk']));
    await expect(gateway().userIncidents('2026-11-01', '2026-11-22')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('GET /api/incidents/lives reads a paginated answer too', async () => {
    const seen = record(() => HttpResponse.json({ items: [{ id: '5', isStreamingLive: true }], total: 1 }));
    expect(await gateway().lives()).toMatchObject([{ id: '5', isStreamingLive: true }]);
    expect(seen).toMatchObject({ method: 'GET', path: '/api/incidents/lives' });
  });

  it('a list answer that is a number is an invalid response', async () => {
    record(() => HttpResponse.json(42));
    await expect(gateway().lives()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('AxiosIncidentsRest: search (POST /api/incidents/search/)', () => {
  it('sends title, id, dateStart, dateEnd, linkPhone and reads id, title, createdAt, phone, status, address', async () => {
    const seen = record(() =>
      HttpResponse.json([
        {
          id: 41,
          title: 'Fire',
          createdAt: '2026-11-20T10:00:00Z',
          phone: '5521999990000',
          status: 'FINISHED',
          address: 'Rua A, 1',
          secret: 'x',
        },
        { id: '42', title: null },
      ]),
    );
    const request = { title: 'Fire', id: null, dateStart: '2026-11-01', dateEnd: '2026-11-22', linkPhone: '5521999990000' };
    const results = await gateway().search(request);
    expect(seen).toMatchObject({ method: 'POST', path: '/api/incidents/search/', body: request });
    expect(results).toEqual([
      { id: 41, title: 'Fire', createdAt: '2026-11-20T10:00:00Z', phone: '5521999990000', status: 'FINISHED', address: 'Rua A, 1' },
      { id: '42', title: null, createdAt: null, phone: null, status: null, address: null },
    ]);
  });

  it.each([
    ['an empty body', () => HttpResponse.text(''), []],
    [
      'a paginated object',
      () => HttpResponse.json({ data: [{ id: 1 }] }),
      [{ id: 1, title: null, createdAt: null, phone: null, status: null, address: null }],
    ],
  ] as const)('reads %s', async (_name, answer, expected) => {
    record(answer);
    expect(await gateway().search({ title: 'x', id: null, dateStart: null, dateEnd: null, linkPhone: null })).toEqual(expected);
  });

  it.each([
    ['an object without a list', () => HttpResponse.json({ found: 3 })],
    ['a text', () => HttpResponse.text('no results')],
    ['a row of nulls', () => HttpResponse.json([{ id: null, title: null, createdAt: null, phone: null }])],
    ['a row without an id', () => HttpResponse.json([{ title: 'Fire' }])],
    ['a row that is not a record', () => HttpResponse.json([{ id: 1 }, 7])],
    ['a row that is null', () => HttpResponse.json([null])],
    ['a title of another type', () => HttpResponse.json([{ id: 1, title: 42 }])],
    ['a phone of another type', () => HttpResponse.json([{ id: 1, phone: 5521999990000 }])],
  ] as const)('refuses %s as an invalid response', async (_name, answer) => {
    record(answer);
    await expect(gateway().search({ title: 'x', id: null, dateStart: null, dateEnd: null, linkPhone: null })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('AxiosIncidentsRest: uploads (POST /api/incidents/{id}/addphoto|addvideo?tWidth=400&tHeight=300)', () => {
  it.each([
    ['addPhoto', 'addphoto', 'photo', 'image/jpeg', 'shot.jpg'],
    ['addVideo', 'addvideo', 'video', 'video/mp4', 'clip.mp4'],
  ] as const)('%s sends the file as multipart field and reads the media item', async (method, path, field, type, fileName) => {
    let url: URL | undefined;
    let sent: FormDataEntryValue | null = null;
    let contentType: string | null = null;
    server.use(
      http.post(`${API}/api/incidents/:id/${path}`, async ({ request }) => {
        url = new URL(request.url);
        contentType = request.headers.get('content-type');
        sent = (await request.formData()).get(field);
        return HttpResponse.json({
          id: 77,
          url: `https://cdn.test/${fileName}`,
          thumbnailUrl: 'https://cdn.test/t.jpg',
          typeContent: field === 'photo' ? 'image' : 'video',
          filename: fileName,
        });
      }),
    );
    const file = new Blob([new Uint8Array([1, 2, 3, 4])], { type });
    const media = await gateway()[method](41, file, fileName);
    expect(url?.pathname).toBe(`/api/incidents/41/${path}`);
    expect(url?.searchParams.get('tWidth')).toBe('400');
    expect(url?.searchParams.get('tHeight')).toBe('300');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent).toBeInstanceOf(File);
    const uploaded = sent as unknown as File;
    expect(uploaded.name).toBe(fileName);
    expect(new Uint8Array(await uploaded.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(media).toEqual({
      id: 77,
      url: `https://cdn.test/${fileName}`,
      thumbnailUrl: 'https://cdn.test/t.jpg',
      typeContent: field === 'photo' ? 'image' : 'video',
      filename: fileName,
      originalIncidentId: null,
    });
  });

  it('an upload answered with the incident reads its last media item', async () => {
    server.use(
      http.post(`${API}/api/incidents/:id/addphoto`, () =>
        HttpResponse.json({
          id: 41,
          media: [
            { id: 1, url: 'old' },
            { id: 2, url: 'new' },
          ],
        }),
      ),
    );
    expect(await gateway().addPhoto(41, new Blob([new Uint8Array([1])]), 'a.png')).toMatchObject({ id: 2, url: 'new' });
  });

  it.each([[null], ['ok'], [{ unrelated: true }], [{ media: [] }]])('an upload answer of %j is an invalid response', async (answer) => {
    server.use(
      http.post(`${API}/api/incidents/:id/addphoto`, () =>
        typeof answer === 'string' ? HttpResponse.text(answer) : HttpResponse.json(answer),
      ),
    );
    await expect(gateway().addPhoto(41, new Blob([new Uint8Array([1])]), 'a.png')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refused upload rejects with the server message', async () => {
    server.use(http.post(`${API}/api/incidents/:id/addvideo`, () => HttpResponse.json({ message: 'File too large' }, { status: 413 })));
    await expect(gateway().addVideo(41, new Blob([new Uint8Array([1])]), 'a.mp4')).rejects.toMatchObject({
      kind: 'server',
      status: 413,
      serverMessage: 'File too large',
    });
  });

  it('upload progress reaches the caller, ending at 1 for the whole file', async () => {
    server.use(
      http.post(`${API}/api/incidents/:id/addphoto`, async ({ request }) => {
        await request.arrayBuffer();
        return HttpResponse.json({ id: 1, url: 'u' });
      }),
    );
    const fractions: number[] = [];
    await gateway().addPhoto(41, new Blob([new Uint8Array(256 * 1024)]), 'big.jpg', (f) => fractions.push(f));
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });
});

describe('uploadFraction: axios progress as the port fraction', () => {
  it.each([
    [{ loaded: 50, total: 200, progress: 0.25 }, 0.25],
    [{ loaded: 50, total: 200 }, 0.25],
    [{ loaded: 300, total: 200 }, 1],
    [{ loaded: 10, total: 0 }, null],
    [{ loaded: 10, total: undefined }, null],
    [{ loaded: 10, total: 100, progress: Number.NaN }, 0.1],
    [{ loaded: 0, total: 100, progress: -0.5 }, 0],
  ])('%j -> %j', (event, expected) => {
    expect(uploadFraction(event)).toBe(expected);
  });
});

describe("AxiosIncidentsRest: the view link's share token (assumed POST /api/incidents/{id}/view-share)", () => {
  const token = 'Ab3_'.repeat(8);

  it('asks the server and reads its token and expiry', async () => {
    const seen = record(() => HttpResponse.json({ shareToken: token, expiresAt: '2026-11-30T08:00:00.000Z' }));
    await expect(gateway().issueViewShare(41)).resolves.toEqual({ shareToken: token, expiresAt: '2026-11-30T08:00:00.000Z' });
    expect(seen).toMatchObject({ method: 'POST', path: '/api/incidents/41/view-share', authorization: 'Bearer stored-token' });
  });

  it('a server that issues none (404) leaves the link without a token', async () => {
    server.use(http.post(`${API}/api/incidents/41/view-share`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await expect(gateway().issueViewShare(41)).resolves.toBeNull();
  });

  it.each([
    ['a short token', { shareToken: 'abc' }],
    ['a token a link would have to escape', { shareToken: `${token}/?#` }],
    ['a token of another type', { shareToken: 12345 }],
    ['no token', { expiresAt: null }],
  ])('%s is unreadable, never put in a link', async (_name, answer) => {
    record(() => HttpResponse.json(answer));
    await expect(gateway().issueViewShare(41)).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
