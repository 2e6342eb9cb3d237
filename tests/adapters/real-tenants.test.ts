import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { GatewayOf } from '../../src/application/admin/resource-ports';
import type { ListGateway } from '../../src/application/ports/resource-gateway.port';
import { restRowOf } from '../../src/adapters/real/resource-endpoints';
import { restResource } from '../../src/adapters/real/rest-resource.axios.adapter';
import type { Tenant } from '../../src/domain/admin/admin-entities';
import { TENANTS } from '../../src/domain/admin/resources/tenants';
import { API, mswWire, testHttpClient } from './support/msw-wire';

const { server } = mswWire();

/** The tenants' declared REST adapter, as the production bindings make it (and its read of one tenant, which the wire allows). */
function gateway(): GatewayOf<typeof TENANTS> & Pick<ListGateway<Tenant>, 'get'> {
  const http = testHttpClient({ origin: 'http://console.test/public/tenants', token: 'tok-1' });
  return restResource(http, TENANTS, restRowOf(TENANTS)) as GatewayOf<typeof TENANTS> & Pick<ListGateway<Tenant>, 'get'>;
}

const SERVER_TENANT = {
  id: 5,
  name: 'Tenant Five',
  apiKey: 'key-5',
  totalAdminUsers: 3,
  allowedIps: '10.0.0.1,10.0.0.2',
  photo: 'tenants/5.jpg',
};

/** What a multipart body carried: text fields as text, files as name, type and size. */
async function formOf(request: Request): Promise<Record<string, unknown>> {
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    fields[key] = typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size };
  }
  return fields;
}

describe('the tenants REST adapter: POST /tenant/filter, GET /tenant/{id}, DELETE /tenant/{id} (SPEC §7 Tenants)', () => {
  it('sends the filter as the JSON body and reads the tenants', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/tenant/filter`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([
          SERVER_TENANT,
          { id: 'tenant_12', name: 'Bogota', allowedIps: ['10.1.1.1', '10.1.1.2'], totalAdminUsers: '8' },
        ]);
      }),
    );
    const tenants = await gateway().all({ name: 'bo' });
    expect(body).toEqual({ name: 'bo' });
    expect(tenants).toEqual([
      SERVER_TENANT,
      { id: 'tenant_12', name: 'Bogota', apiKey: null, totalAdminUsers: '8', allowedIps: ['10.1.1.1', '10.1.1.2'], photo: null },
    ]);
  });

  it('reads a list wrapped under data', async () => {
    server.use(http.post(`${API}/tenant/filter`, () => HttpResponse.json({ data: [{ id: 5 }] })));
    expect(await gateway().all({})).toEqual([{ id: 5, name: null, apiKey: null, totalAdminUsers: null, allowedIps: null, photo: null }]);
  });

  it.each<[string, unknown]>([
    ['an entry that is null', null],
    ['an entry that is text', 'x'],
    ['a tenant without an id', { name: 'Five' }],
    ['a name of another type', { id: 5, name: 4 }],
    ['a count that is not a number', { id: 5, totalAdminUsers: 'many' }],
    ['allowed IPs of another type', { id: 5, allowedIps: 12 }],
    ['an allowed IP of another type', { id: 5, allowedIps: ['10.1.1.1', 7] }],
  ])('refuses a list holding %s', async (_name, entry) => {
    server.use(http.post(`${API}/tenant/filter`, () => HttpResponse.json({ data: [{ id: 1 }, entry] } as never)));
    await expect(gateway().all({})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it.each([
    ['an object without a list', { tenants: [] }],
    ['a number', 3],
    ['null', null],
  ])('refuses %s where the list is expected', async (_name, answer) => {
    server.use(http.post(`${API}/tenant/filter`, () => HttpResponse.json(answer)));
    await expect(gateway().all({})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('GET /tenant/{id} escapes the id and reads the tenant', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${API}/tenant/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(SERVER_TENANT);
      }),
    );
    expect(await gateway().get('5/x')).toEqual(SERVER_TENANT);
    expect(path).toBe('/tenant/5%2Fx');
  });

  it('GET /tenant/{id} answered with an array is an invalid response', async () => {
    server.use(http.get(`${API}/tenant/:id`, () => HttpResponse.json([SERVER_TENANT])));
    await expect(gateway().get(5)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('DELETE /tenant/{id}', async () => {
    const seen: string[] = [];
    server.use(
      http.delete(`${API}/tenant/:id`, ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await gateway().remove(12);
    expect(seen).toEqual(['DELETE /tenant/12 Bearer tok-1']);
  });

  it('turns a refusal into a GatewayError with the server message', async () => {
    server.use(http.delete(`${API}/tenant/:id`, () => HttpResponse.json({ message: 'Tenant has users' }, { status: 409 })));
    const failure = await gateway()
      .remove(5)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'server', status: 409, serverMessage: 'Tenant has users' });
  });
});

describe('the tenants REST adapter: POST /tenant and POST /tenant/{id} (multipart)', () => {
  const input = { name: 'Tenant Five', apiKey: 'key-5', totalAdminUsers: 3, allowedIps: '10.0.0.1,10.0.0.2' };

  it('creates with the text fields and the photo file', async () => {
    let fields: Record<string, unknown> = {};
    let contentType: string | null = null;
    server.use(
      http.post(`${API}/tenant`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        fields = await formOf(request);
        return HttpResponse.json(SERVER_TENANT, { status: 201 });
      }),
    );
    const photo = new File([new Uint8Array(1234)], 'logo.png', { type: 'image/png' });
    expect(await gateway().create({ ...input, photo })).toEqual(SERVER_TENANT);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({ ...input, totalAdminUsers: '3', photo: { file: 'logo.png', type: 'image/png', size: 1234 } });
  });

  it('updates at /tenant/{id} with the same fields and no photo part when none is given', async () => {
    let fields: Record<string, unknown> = {};
    let path: string | undefined;
    server.use(
      http.post(`${API}/tenant/:id`, async ({ request }) => {
        path = new URL(request.url).pathname;
        fields = await formOf(request);
        return HttpResponse.json({ ...SERVER_TENANT, totalAdminUsers: 0 });
      }),
    );
    const updated = await gateway().update(5, { ...input, totalAdminUsers: 0, photo: null });
    expect(path).toBe('/tenant/5');
    expect(fields).toEqual({ ...input, totalAdminUsers: '0' });
    expect(updated.totalAdminUsers).toBe(0);
  });

  it('upload progress reaches the caller, ending at 1 for the whole body', async () => {
    server.use(
      http.post(`${API}/tenant/:id`, async ({ request }) => {
        await request.arrayBuffer();
        return HttpResponse.json(SERVER_TENANT);
      }),
    );
    const fractions: number[] = [];
    const photo = new File([new Uint8Array(256 * 1024)], 'big.png', { type: 'image/png' });
    await gateway().update(5, { ...input, photo }, (f: number) => fractions.push(f));
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });

  it('sends a photo given as a bare Blob under a file name', async () => {
    let fields: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/tenant`, async ({ request }) => {
        fields = await formOf(request);
        return HttpResponse.json(SERVER_TENANT);
      }),
    );
    await gateway().create({ ...input, photo: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }) });
    expect(fields.photo).toEqual({ file: 'photo', type: 'image/jpeg', size: 10 });
  });

  it('refuses an empty answer to a create, and reports a rejected update with its message', async () => {
    server.use(http.post(`${API}/tenant`, () => new HttpResponse(null, { status: 201 })));
    await expect(gateway().create(input)).rejects.toMatchObject({ kind: 'invalid-response' });
    server.use(http.post(`${API}/tenant/:id`, () => HttpResponse.json({ message: 'apiKey already in use' }, { status: 400 })));
    await expect(gateway().update(5, input)).rejects.toMatchObject({ kind: 'server', status: 400, serverMessage: 'apiKey already in use' });
  });
});

describe("the tenants REST adapter: a photo's address (storedFile)", () => {
  it('returns a photo the server already sent as an http(s) URL', async () => {
    const signed = 'https://bucket.storage.test/tenants/5.jpg?X-Signature=abc&Expires=1200';
    expect(await gateway().fileAddress(`  ${signed} `)).toBe(signed);
  });

  it('has the backend sign a storage key for SIGNED_URL_VALIDITY_SECONDS (the storage call of the file library)', async () => {
    const asked: { key: string | null; expiresIn: string | null; auth: string | null }[] = [];
    server.use(
      http.get(`${API}/files/signed-url`, ({ request }) => {
        const url = new URL(request.url);
        asked.push({
          key: url.searchParams.get('key'),
          expiresIn: url.searchParams.get('expiresIn'),
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json({ url: 'https://bucket.storage.test/tenants/5.jpg?signature=s1' });
      }),
    );
    expect(await gateway().fileAddress(' tenants/5.jpg ')).toBe('https://bucket.storage.test/tenants/5.jpg?signature=s1');
    expect(asked).toEqual([{ key: 'tenants/5.jpg', expiresIn: '1200', auth: 'Bearer tok-1' }]);
  });

  it('fails as the server does when it will not sign the key, and on an answer without a URL', async () => {
    server.use(http.get(`${API}/files/signed-url`, () => HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 })));
    await expect(gateway().fileAddress('tenants/6.jpg')).rejects.toMatchObject({ kind: 'not-found' });
    server.use(http.get(`${API}/files/signed-url`, () => new HttpResponse(null, { status: 200 })));
    await expect(gateway().fileAddress('tenants/6.jpg')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', ''])('asks nothing for %j, which is no storage key', async (key) => {
    let asked = false;
    server.use(
      http.get(`${API}/files/signed-url`, () => {
        asked = true;
        return HttpResponse.json({ url: 'https://bucket.storage.test/x' });
      }),
    );
    await expect(gateway().fileAddress(key)).rejects.toMatchObject({ kind: 'not-found' });
    expect(asked).toBe(false);
  });
});
