import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { callRecordings, isCallRecording } from '../src/adapters/fake/demo-world/call-recordings';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { SEEDED_RECORDINGS, seededRecordingFor } from '../src/adapters/fake/playable-media.fake';
import { RECORDING_FILES_PATH } from '../src/adapters/shared/served-recordings';
import { sendJson } from './http-answers';
import type { ServerWorld } from './server-world';
import { mapStrings } from './plain-values';

/** A demo address the world gives a video: its recordings, and the video files of seeded media. */
const DEMO_VIDEO = /^demo:\/\/(recordings\/|media\/.+\.(mp4|mov|avi|mkv|webm)$)/i;
const CALL_FILE = new RegExp(`^${RECORDING_FILES_PATH}/([^/]+)/([^/]+)/([^/]+)$`);
const SEEDED_FILE = new RegExp(`^${RECORDING_FILES_PATH}/seeded/(long|short)\\.mp4$`);

/**
 * The world's recordings over HTTP. The world names them with demo:// addresses (as the in-browser demo plays them),
 * which no browser can fetch: every answer the server sends has them turned into addresses of this server, where a
 * call's recording is served from the world's memory (its address signed, since a video element sends no token)
 * and a seeded incident's from the seeded files, with byte ranges so the player can seek (SPEC §9's 1266 s).
 */
export class RecordingFiles {
  private readonly key = randomBytes(32);

  constructor(private readonly world: ServerWorld) {}

  /** Whether the request asks for a recording's bytes. */
  handles(method: string, pathname: string): boolean {
    return (method === 'GET' || method === 'HEAD') && pathname.startsWith(`${RECORDING_FILES_PATH}/`);
  }

  /** `value` with each demo video address in it made an address of this server at `origin`. */
  served(value: unknown, origin: string): unknown {
    return mapStrings(value, (text) => (DEMO_VIDEO.test(text) ? this.addressOf(text, origin) : text));
  }

  async serve(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    const file = await this.fileFor(url);
    if (!file) return sendJson(response, 404, { statusCode: 404, message: 'Recording not found' });
    sendBytes(request, response, file.bytes, file.type);
  }

  private addressOf(demoUrl: string, origin: string): string {
    if (!isCallRecording(demoUrl)) return `${origin}${RECORDING_FILES_PATH}/seeded/${seededRecordingFor(demoUrl)}.mp4`;
    const path = `${RECORDING_FILES_PATH}/${demoUrl.slice('demo://recordings/'.length)}`;
    return `${origin}${path}?key=${this.sign(path)}`;
  }

  private async fileFor(url: URL): Promise<{ readonly bytes: Buffer; readonly type: string } | null> {
    const seeded = SEEDED_FILE.exec(url.pathname);
    if (seeded) {
      const which = seeded[1] === 'long' ? 'long' : 'short';
      return { bytes: await readFile(fileURLToPath(SEEDED_RECORDINGS[which].url)), type: 'video/mp4' };
    }
    const call = CALL_FILE.exec(url.pathname);
    if (!call || !this.signed(url.pathname, url.searchParams.get('key') ?? '')) return null;
    const demoUrl = `demo://recordings/${call[1]}/${call[2]}/${call[3]}`;
    const kept = callRecordings(this.world.get<DemoWorld>(DemoWorld as unknown as symbol)).fileAt(demoUrl);
    if (!kept) return null;
    return { bytes: Buffer.from(await kept.blob.arrayBuffer()), type: kept.mimeType.replace(/;.*$/, '') };
  }

  private sign(path: string): string {
    return createHmac('sha256', this.key).update(path).digest('hex').slice(0, 32);
  }

  private signed(path: string, key: string): boolean {
    const expected = Buffer.from(this.sign(path));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The bytes, or the one range asked for (206), as a media element reads a file it seeks in. */
function sendBytes(request: IncomingMessage, response: ServerResponse, bytes: Buffer, type: string): void {
  const headers = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
    'access-control-allow-origin': '*',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    response.writeHead(200, { ...headers, 'content-length': bytes.length });
    response.end(request.method === 'HEAD' ? undefined : bytes);
    return;
  }
  const size = bytes.length;
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start >= size || start > end) {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
    response.end();
    return;
  }
  response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
  response.end(request.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
}
