import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { RunSpeedTestUseCase } from '../../src/application/admin/run-speed-test.use-case';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { AxiosSpeedTestGateway } from '../../src/adapters/real/speed-test-gateway.axios.adapter';
import { SPEED_TEST_PHOTO_BYTES } from '../../src/domain/shared/constants';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

function gateway() {
  return new AxiosSpeedTestGateway(testHttpClient({ origin: 'http://console.test/tenant_12/speed-tests', token: 'tok-1' }));
}

describe('AxiosSpeedTestGateway: GET /speed-test[/{userId}] (SPEC §7 Speed test)', () => {
  it.each([
    ['everyone', undefined, '/speed-test'],
    ['one user', 42, '/speed-test/42'],
    ['one user, escaped', 'u/1', '/speed-test/u%2F1'],
  ])('lists %s', async (_name, userId, path) => {
    let seen: string | undefined;
    server.use(
      http.get(`${API}/speed-test*`, ({ request }) => {
        seen = new URL(request.url).pathname;
        return HttpResponse.json([{ speed: 24.5, unit: 'Mbps', userId: 42 }]);
      }),
    );
    expect(await gateway().list(userId)).toEqual([{ speed: 24.5, unit: 'Mbps', at: null, userId: '42' }]);
    expect(seen).toBe(path);
  });

  it('reads numeric text speeds and an empty unit when missing', async () => {
    server.use(http.get(`${API}/speed-test`, () => HttpResponse.json({ data: [{ speed: '12.25', unit: 'Mbps' }, { speed: 3 }] })));
    expect(await gateway().list()).toEqual([
      { speed: 12.25, unit: 'Mbps', at: null, userId: null },
      { speed: 3, unit: '', at: null, userId: null },
    ]);
  });

  it.each<[string, unknown]>([
    ['a speed that is not a number', { speed: 'fast', unit: 'Mbps' }],
    ['a blank speed', { speed: '' }],
    ['no speed', { unit: 'Mbps' }],
    ['a speed of null', { speed: null }],
    ['an entry that is not a record', 7],
    ['a time and user of another type', { speed: 30, unit: 'Mbps', at: 5, userId: { id: 1 } }],
  ])('refuses a list holding %s', async (_name, entry) => {
    server.use(http.get(`${API}/speed-test`, () => HttpResponse.json([{ speed: 3 }, entry] as never)));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reads when each test was run (at, else createdAt) and whose (userId, else user.id) when the answer has them', async () => {
    server.use(
      http.get(`${API}/speed-test`, () =>
        HttpResponse.json([
          { speed: 10, unit: 'Mbps', at: '2026-11-25T10:00:00.000Z', userId: 'u-1' },
          { speed: 20, unit: 'Mbps', createdAt: '2026-11-24T10:00:00.000Z', user: { id: 7, email: 'x@y.z' } },
          { speed: 30, unit: 'Mbps' },
        ]),
      ),
    );
    expect(await gateway().list()).toEqual([
      { speed: 10, unit: 'Mbps', at: '2026-11-25T10:00:00.000Z', userId: 'u-1' },
      { speed: 20, unit: 'Mbps', at: '2026-11-24T10:00:00.000Z', userId: '7' },
      { speed: 30, unit: 'Mbps', at: null, userId: null },
    ]);
  });

  it.each([
    ['an object without a list', { tests: [] }],
    ['a text', 'ok'],
    ['null', null],
  ])('refuses %s where the list is expected', async (_name, answer) => {
    server.use(http.get(`${API}/speed-test`, () => HttpResponse.json(answer)));
    await expect(gateway().list()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('AxiosSpeedTestGateway: POST /speed-test', () => {
  it('sends speed and unit', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/speed-test`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await gateway().save({ speed: 31.7, unit: 'Mbps' });
    expect(body).toEqual({ speed: 31.7, unit: 'Mbps' });
  });

  it('turns a refusal into a GatewayError with the server message', async () => {
    server.use(http.post(`${API}/speed-test`, () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })));
    const failure = await gateway()
      .save({ speed: 1, unit: 'Mbps' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 500, serverMessage: 'Internal server error' });
  });
});

describe('AxiosSpeedTestGateway: POST /do-speed-test (multipart photo)', () => {
  it('uploads a photo of exactly the requested size under the field photo, with the bearer token', async () => {
    let photo: { name: string; type: string; size: number } | null = null;
    let fieldNames: string[] = [];
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/do-speed-test`, async ({ request }) => {
        authorization = request.headers.get('authorization');
        const form = await request.formData();
        fieldNames = [...form.keys()];
        const file = form.get('photo');
        if (file instanceof File) photo = { name: file.name, type: file.type, size: file.size };
        return HttpResponse.json({ ok: true });
      }),
    );
    await gateway().uploadTestPhoto(SPEED_TEST_PHOTO_BYTES);
    expect(fieldNames).toEqual(['photo']);
    expect(photo).toEqual({ name: 'speed-test.jpg', type: 'image/jpeg', size: 9_005_154 });
    expect(authorization).toBe('Bearer tok-1');
  });

  it('reports the upload progress from axios (0 to 1, ending at 1)', async () => {
    server.use(http.post(`${API}/do-speed-test`, async ({ request }) => (await request.formData(), HttpResponse.json({}))));
    const heard: number[] = [];
    await gateway().uploadTestPhoto(200_000, (fraction) => heard.push(fraction));
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(heard.at(-1)).toBe(1);
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses a photo size of %d without calling the server', async (bytes) => {
    await expect(gateway().uploadTestPhoto(bytes)).rejects.toBeInstanceOf(RangeError);
  });

  it.each([
    [
      'a refusal',
      () => HttpResponse.json({ message: 'File too large' }, { status: 413 }),
      { kind: 'server', status: 413, serverMessage: 'File too large' },
    ],
    ['an unreachable server', () => HttpResponse.error(), { kind: 'network' }],
  ])('rejects with a GatewayError on %s', async (_name, answer, expected) => {
    server.use(http.post(`${API}/do-speed-test`, answer));
    const failure = await gateway()
      .uploadTestPhoto(1024)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject(expected);
  });

  it('lets the use case time the real upload and post the speed it measured in Mbps', async () => {
    const clock = new VirtualClock();
    const posted: unknown[] = [];
    server.use(
      http.post(`${API}/do-speed-test`, async ({ request }) => {
        await request.formData();
        await clock.advance(3000); // the upload takes 3 s on the use case's clock
        return HttpResponse.json({});
      }),
      http.post(`${API}/speed-test`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const useCase = new RunSpeedTestUseCase(clock, gateway(), new MemoryLogger());
    const run = await useCase.execute();
    expect(run.ok).toBe(true);
    // 9005154 bytes * 8 bits in 3 s.
    const expectedMbps = (SPEED_TEST_PHOTO_BYTES * 8) / 3 / 1_000_000;
    expect(posted).toEqual([{ speed: Math.round(expectedMbps * 100) / 100, unit: 'Mbps' }]);
    expect(run.ok && run.value.milliseconds).toBe(3000);
  });
});
