import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireServer } from '../../server/wire-server';
import { SERVED_WORLD_SEED } from '../../server/server-world';
import { startWireServer } from './started-wire-server';

/** The files uploaded to the served world (tenant photos, library files, video templates): signed, then fetched. */
let server: WireServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startWireServer());
});

afterAll(() => server.close());

async function tokenOf(email: string, tenant: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', tenant, lat: null, long: null }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function json<T>(method: string, path: string, token: string | null, body?: FormData | object): Promise<{ status: number; body: T }> {
  const form = body instanceof FormData;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !form ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const signed = (token: string | null, key: string) =>
  json<{ url: string }>('GET', `/files/signed-url?key=${encodeURIComponent(key)}&expiresIn=1200`, token);

/** A small PNG's first bytes (a browser decodes nothing here: the test compares bytes). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

describe('uploaded files over HTTP', () => {
  it("signs a tenant photo's storage key and serves its bytes with their type; a changed address is refused", async () => {
    const admin = await tokenOf('admin@public.demo', 'public');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Photo tenant',
      apiKey: 'photo-tenant-3c9e41aa',
      totalAdminUsers: '1',
      allowedIps: '',
    }))
      form.append(name, value);
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const created = await json<{ id: string; photo: string }>('POST', '/tenant', admin, form);
    expect(created.status).toBe(200);
    expect(created.body.photo).toMatch(/^tenant-photos\//);

    const answer = await signed(admin, created.body.photo);
    expect(answer.status).toBe(200);
    expect(answer.body.url.startsWith(`${base}/files/stored/`)).toBe(true);
    expect(answer.body.url).toMatch(/[?&]expires=\d+&signature=[0-9a-f]{64}$/);

    const file = await fetch(answer.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);

    const url = new URL(answer.body.url);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetch(later)).status).toBe(403);
    const other = new URL(url);
    other.pathname = `/files/stored/${encodeURIComponent('tenant-photos/other.jpg')}`;
    expect((await fetch(other)).status).toBe(403);
    expect((await fetch(`${base}/files/stored/${encodeURIComponent(created.body.photo)}`)).status).toBe(403);
  });

  it("signs only the caller's own tenant's keys: 401 without a session, 404 for another tenant's", async () => {
    const operator = await tokenOf('operator@tenant5.demo', 'tenant_5');
    expect((await signed(null, 'tenant_5/library/evacuation-map.png')).status).toBe(401);
    expect((await signed(operator, 'public/library/evacuation-map.png')).status).toBe(404);
    expect((await signed(operator, 'tenant-photos/1.jpg')).status).toBe(404);
    expect((await signed(operator, 'tenant_5/library/evacuation-map.png')).status).toBe(200);
  });

  it('serves an uploaded library file, a page or script only as a download', async () => {
    const admin = await tokenOf('admin@public.demo', 'public');
    const upload = async (name: string, type: string, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type }), name);
      form.append('description', `The file ${name}`);
      form.append('descriptionOption', 'Wire');
      const item = await json<{ s3Key: string }>('POST', '/files', admin, form);
      expect(item.status).toBe(200);
      return fetch((await signed(admin, item.body.s3Key)).body.url);
    };
    const pdf = await upload('wire-protocol.pdf', 'application/pdf', '%PDF-1.4 wire');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBeNull();
    expect(await pdf.text()).toBe('%PDF-1.4 wire');

    const page = await upload('wire-page.html', 'text/html', '<script>alert(1)</script>');
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toBe('attachment');
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
  });

  it("serves a video template's upload at its download link", async () => {
    const admin = await tokenOf('admin@public.demo', 'public');
    const template = await json<{ id: string | number }>('POST', '/api/video-template', admin, { name: 'Wire template' });
    expect(template.status).toBe(200);
    const form = new FormData();
    const clip = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 9, 9]);
    form.append('file', new Blob([clip], { type: 'video/mp4' }), 'clip.mp4');
    expect((await json('POST', `/api/video-template/${template.body.id}/upload`, admin, form)).status).toBe(200);
    const link = await json<{ url: string }>('GET', `/api/video-template/${template.body.id}/download-link`, admin);
    expect(link.body.url.startsWith(`${base}/files/stored/`)).toBe(true);
    const file = await fetch(link.body.url);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(clip);
  });
});

describe("video templates' uploads of two organisations", () => {
  it('are kept apart when their templates share an id (a world whose ids are not unique across organisations)', async () => {
    // A saved world whose two organisations each hold a template with the id 7.
    const template = (name: string) => JSON.stringify({ records: [{ id: '7', name, fileName: null }], nextId: 8 });
    const started = await startWireServer({
      key: 'video-templates-test-key',
      seed: SERVED_WORLD_SEED,
      shared: {},
      memory: { 'demo-video-templates:public': template('Public welcome'), 'demo-video-templates:tenant_5': template('Tenant 5 welcome') },
      recordings: [],
      uploads: [],
      admin: null,
    });
    const first = base;
    try {
      base = started.base;
      const publicAdmin = await tokenOf('admin@public.demo', 'public');
      const tenant5Admin = await tokenOf('super@tenant5.demo', 'tenant_5');
      const clips = {
        public: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1]),
        tenant5: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 5]),
      };
      for (const [token, clip] of [
        [publicAdmin, clips.public],
        [tenant5Admin, clips.tenant5],
      ] as const) {
        const form = new FormData();
        form.append('file', new Blob([clip], { type: 'video/mp4' }), 'welcome.mp4');
        expect((await json('POST', '/api/video-template/7/upload', token, form)).status).toBe(200);
      }
      for (const [token, clip] of [
        [publicAdmin, clips.public],
        [tenant5Admin, clips.tenant5],
      ] as const) {
        const link = await json<{ url: string }>('GET', '/api/video-template/7/download-link', token);
        expect(link.status).toBe(200);
        expect(new Uint8Array(await (await fetch(link.body.url)).arrayBuffer())).toEqual(clip);
      }
    } finally {
      await started.server.close();
      base = first;
    }
  });
});
