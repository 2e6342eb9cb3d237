import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's push service, played by a test: the keys a browser makes for a subscription (RFC 8291), the decryption
 * of what a backend sends to it (RFC 8188 aes128gcm), and the VAPID claim it signs with (RFC 8292). Headless Chromium
 * here has no push service of its own; the backend's encryption and signature are checked as a push service and the
 * browser would check them.
 */
export interface BrowserPushKeys {
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
  /** As PushSubscription.toJSON() names them. */
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export function browserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };
}

/** The plaintext of an aes128gcm Web Push body encrypted to `receiver` (throws when it was not). */
export function decryptPush(body: Buffer, receiver: BrowserPushKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, receiver.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID public key (`k`) and the JWT's claims of an `Authorization: vapid t=…, k=…` header, or null. */
export function vapidOf(authorization: string | undefined): { key: string; claims: { aud?: string; sub?: string; exp?: number } } | null {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization ?? '');
  if (!match) return null;
  const payload = match[1].split('.')[1] ?? '';
  return { key: match[2], claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud?: string; sub?: string } };
}

/** What a push service received: the endpoint's path, the headers and the body as sent. */
export interface ReceivedPushRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/**
 * A push service on this computer: subscriptions' endpoints are `${origin}/push/<name>`; each request is answered with
 * `status` (201, as push services accept a push) and handed to whoever waits for it.
 */
export class LocalPushService {
  status = 201;
  private count = 0;
  private readonly received: ReceivedPushRequest[] = [];
  private readonly waiting: ((request: ReceivedPushRequest) => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<LocalPushService> {
    let service: LocalPushService | null = null;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(service?.status ?? 201).end();
        service?.take({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    service = new LocalPushService(server, `http://localhost:${(server.address() as AddressInfo).port}`);
    return service;
  }

  endpointOf(name: string): string {
    return `${this.origin}/push/${name}`;
  }

  /** The next request received (one already received and not taken first); fails after `timeoutMs` without one. */
  next(timeoutMs = 20_000): Promise<ReceivedPushRequest> {
    const kept = this.received.shift();
    if (kept) return Promise.resolve(kept);
    return new Promise((resolve, reject) => {
      const waiter = (request: ReceivedPushRequest) => {
        clearTimeout(timer);
        resolve(request);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Error(`no push reached the push service in ${timeoutMs} ms (${this.count} received before)`));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** How many requests arrived that no one has taken. */
  get untaken(): number {
    return this.received.length;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(request: ReceivedPushRequest): void {
    this.count += 1;
    const waiter = this.waiting.shift();
    if (waiter) waiter(request);
    else this.received.push(request);
  }
}
