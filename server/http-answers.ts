import type { IncomingMessage, ServerResponse } from 'node:http';
import { isGatewayError } from '../src/application/ports/gateway-error';

/** The largest JSON body read (the console's JSON bodies are small). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The largest upload read (a photo, a video clip, a library file, the speed test's 9 MB photo): the world keeps every
 * upload in memory, so a larger one is refused with 413 rather than held.
 */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

/** A refusal with its HTTP status and message, answered as `{ statusCode, message }` like the platform's backend. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const CORS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, x-mac, x-origin-request, x-share-tenant, x-share-token',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(text);
}

export function sendPreflight(response: ServerResponse): void {
  response.writeHead(204, CORS);
  response.end();
}

/** The HTTP status and message of a failure: a gateway's refusal keeps its status, else one by its kind. */
export function failureOf(error: unknown): { readonly status: number; readonly message: string } {
  if (error instanceof HttpFailure) return { status: error.status, message: error.message };
  if (isGatewayError(error)) {
    const byKind = {
      unauthorized: 401,
      'not-found': 404,
      expired: 410,
      network: 503,
      server: 500,
      'invalid-response': 502,
      unexpected: 500,
    };
    const status = error.status !== undefined && error.status >= 400 ? error.status : byKind[error.kind];
    return { status, message: error.serverMessage ?? error.kind };
  }
  return { status: 500, message: 'Internal server error' };
}

export function sendFailure(response: ServerResponse, error: unknown): void {
  const { status, message } = failureOf(error);
  sendJson(response, status, { statusCode: status, message });
}

/** The bearer token of a request, or null. */
export function bearerOf(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The request's JSON body (null when empty); 413 past MAX_BODY_BYTES, 400 when it is not JSON. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = (await readBytes(request, MAX_BODY_BYTES)).toString('utf8');
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpFailure(400, 'Body is not valid JSON');
  }
}

/**
 * The body of a call that takes uploads: multipart form data (read as FormData, its files as Blobs, up to
 * MAX_UPLOAD_BYTES), else JSON as readJsonBody reads it. A multipart body that does not parse is 400.
 */
export async function readUploadBody(request: IncomingMessage): Promise<unknown> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return readJsonBody(request);
  const bytes = await readBytes(request, MAX_UPLOAD_BYTES);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpFailure(400, 'Body is not valid multipart form data');
  }
}

async function readBytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpFailure(413, 'Payload too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpFailure(413, 'Payload too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
