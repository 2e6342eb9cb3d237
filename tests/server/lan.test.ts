import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { certificateFromFiles, lanAddresses, madeCertificate, roomAddresses, roomGuide } from '../../server/lan';
import { createWireServer } from '../../server/wire-server';

/** `npm run serve -- --lan`: the room's addresses, its certificate, and the demo world over HTTPS and WSS. */
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'serve-lan-'));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as never;

describe('the room’s addresses', () => {
  it('are the IPv4 addresses other computers reach, once each; loopback, link-local and IPv6 left out', () => {
    const interfaces = {
      lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
      eth0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1', 'IPv6')],
      wlan0: [entry('10.0.0.7', 'IPv4'), entry('169.254.3.4', 'IPv4')],
      bridge: [entry('192.168.1.20', 'IPv4')],
    };
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.7']);
  });

  it('open the trainer’s console, the trainees’ sign-in and the caller’s page', () => {
    expect(roomAddresses('https://192.168.1.20:3000').map((a) => a.url)).toEqual([
      'https://192.168.1.20:3000/#/training',
      'https://192.168.1.20:3000/#/login',
      'https://192.168.1.20:3000/#/training/caller',
    ]);
  });

  it('are printed with a QR code of the caller’s page and how to accept the certificate', async () => {
    const guide = await roomGuide(['https://192.168.1.20:3000'], 'made');
    expect(guide).toContain('https://192.168.1.20:3000/#/training/caller');
    // The terminal QR code is drawn with block characters.
    expect(guide).toMatch(/[▀▄█]{10}/u);
    expect(guide).toContain('--cert FILE --key FILE');
    expect(await roomGuide(['https://192.168.1.20:3000'], 'files')).not.toContain('accept it');
  });
});

describe('the room’s certificate', () => {
  it('is made for localhost and every address, kept, and made again when an address is new', async () => {
    const first = await madeCertificate(folder, ['192.168.1.20']);
    expect(first.source).toBe('made');
    const cert = new X509Certificate(first.cert);
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');

    const again = await madeCertificate(folder, ['192.168.1.20']);
    expect(again).toMatchObject({ source: 'kept', cert: first.cert });

    const moved = await madeCertificate(folder, ['192.168.1.20', '10.0.0.7']);
    expect(moved.source).toBe('made');
    expect(new X509Certificate(moved.cert).checkIP('10.0.0.7')).toBe('10.0.0.7');
  });

  it('is made again a week before it ends', async () => {
    const kept = await madeCertificate(folder, []);
    const nearItsEnd = new Date(new X509Certificate(kept.cert).validTo);
    nearItsEnd.setDate(nearItsEnd.getDate() - 3);
    expect((await madeCertificate(folder, [], nearItsEnd)).source).toBe('made');
    // That one is valid only from then on: today's server makes one valid now.
    expect((await madeCertificate(folder, [])).source).toBe('made');
  });

  it('can be the room’s own files; a file that is no certificate stops the server with its name', async () => {
    const made = await madeCertificate(folder, []);
    const certFile = path.join(folder, 'own-cert.pem');
    const keyFile = path.join(folder, 'own-key.pem');
    await writeFile(certFile, made.cert);
    await writeFile(keyFile, made.key);
    expect(await certificateFromFiles(certFile, keyFile)).toMatchObject({ source: 'files', cert: made.cert });
    await expect(certificateFromFiles(keyFile, keyFile)).rejects.toThrow(`${keyFile} holds no PEM certificate`);
    expect(await readFile(path.join(folder, 'lan-key.pem'), 'utf8')).toContain('PRIVATE KEY');
  });
});

describe('the demo world over HTTPS', () => {
  it('answers calls and opens its socket for a browser that trusts the room’s certificate', async () => {
    const { cert, key } = await madeCertificate(folder, []);
    const server = createWireServer({ console: null, logger: new MemoryLogger('off'), tls: { cert, key } });
    await new Promise<void>((resolve) => server.http.listen(0, '127.0.0.1', resolve));
    const { port } = server.http.address() as AddressInfo;
    try {
      const body = JSON.stringify({ email: 'operator@public.demo', password: 'demo1234', tenant: 'public', lat: null, long: null });
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const call = request(
          { host: '127.0.0.1', port, path: '/auth/login', method: 'POST', ca: cert, headers: { 'content-type': 'application/json' } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        call.on('error', reject);
        call.end(body);
      });
      expect(answer.status).toBe(200);
      const token = (JSON.parse(answer.text) as { token: string }).token;

      const socket = new WebSocket(`wss://127.0.0.1:${port}`, token, { ca: cert });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.close();

      const untrusted = new WebSocket(`wss://127.0.0.1:${port}`, token);
      await expect(
        new Promise((resolve, reject) => {
          untrusted.once('open', resolve);
          untrusted.once('error', reject);
        }),
      ).rejects.toThrow(/self-signed|certificate/i);
    } finally {
      await server.close();
    }
  });
});
