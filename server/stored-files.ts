import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { uploadedFiles } from '../src/adapters/fake/demo-world/uploaded-files';
import { SIGNED_URL_VALIDITY_SECONDS } from '../src/domain/shared/constants';
import { sendJson } from './http-answers';
import type { ServerWorld } from './server-world';
import { mapStrings } from './plain-values';

/** Where the server serves the uploaded files' bytes: the storage key, URL-encoded, after it. */
export const STORED_FILES_PATH = '/files/stored';

/** How the world names an uploaded file on the server, and the validity a demo signed URL appends to it. */
const DEMO_UPLOAD = /^demo:\/\/uploads\/([^#?]+)(?:#expires=(\d+))?$/;

/** Types a browser may show in place (a picture, a clip, a PDF); anything else is served as a download. */
const SHOWN_IN_PLACE = /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf)$/;

/**
 * The files uploaded to the world (tenant photos, library files, video templates) over HTTP, as a storage bucket
 * serves them: the world names each by a demo address, every answer the server sends turns it into an address of
 * this server signed with the server's key until it expires (the validity the console asked for, else SPEC §7's
 * 1200 s), since an image or a video element sends no token. An address whose signature does not match or has
 * expired is refused with 403, as a bucket refuses it.
 */
export class StoredFiles {
  constructor(
    private readonly world: ServerWorld,
    private readonly key: string,
  ) {
    uploadedFiles(this.demo()).nameBy((storageKey) => `demo://uploads/${encodeURIComponent(storageKey)}`);
  }

  handles(method: string, pathname: string): boolean {
    return (method === 'GET' || method === 'HEAD') && pathname.startsWith(`${STORED_FILES_PATH}/`);
  }

  /** `value` with each uploaded file's demo address in it made a signed address of this server at `origin`. */
  served(value: unknown, origin: string): unknown {
    return mapStrings(value, (text) => this.addressOf(text, origin) ?? text);
  }

  async serve(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    const encoded = url.pathname.slice(STORED_FILES_PATH.length + 1);
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    if (!/^\d{1,12}$/.test(expires) || !this.signedBy(encoded, expires, signature))
      return sendJson(response, 403, { statusCode: 403, message: 'The address is not signed' });
    if (Number(expires) * 1000 < this.demo().clock.now())
      return sendJson(response, 403, { statusCode: 403, message: 'The address has expired' });
    const file = uploadedFiles(this.demo()).all().get(decodeURIComponent(encoded));
    if (!file) return sendJson(response, 404, { statusCode: 404, message: 'File not found' });
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = file.type.toLowerCase().replace(/;.*$/, '');
    const inPlace = SHOWN_IN_PLACE.test(type);
    response.writeHead(200, {
      'content-type': inPlace ? type : 'application/octet-stream',
      'content-length': bytes.length,
      // An uploaded page or script is never run at the console's origin: it is a download, and sandboxed if opened.
      ...(inPlace ? {} : { 'content-disposition': 'attachment' }),
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=600',
      'access-control-allow-origin': '*',
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  }

  private addressOf(value: string, origin: string): string | null {
    const found = DEMO_UPLOAD.exec(value);
    if (!found?.[1]) return null;
    const expires = found[2] ?? String(Math.floor(this.demo().clock.now() / 1000) + SIGNED_URL_VALIDITY_SECONDS);
    return `${origin}${STORED_FILES_PATH}/${found[1]}?expires=${expires}&signature=${this.sign(found[1], expires)}`;
  }

  private demo(): DemoWorld {
    return this.world.get<DemoWorld>(DemoWorld as unknown as symbol);
  }

  private sign(encodedKey: string, expires: string): string {
    return createHmac('sha256', this.key).update(`stored-file\n${encodedKey}\n${expires}`).digest('hex');
  }

  private signedBy(encodedKey: string, expires: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(encodedKey, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
