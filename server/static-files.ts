import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

/** The headers the build asks its host to send (security-headers.txt, written by vite.config.ts). */
function builtHeaders(root: string): Array<[string, string]> {
  const file = path.join(root, 'security-headers.txt');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(': '))
    .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]);
}

/** The built console: its files, index.html for any other path (hash routing), with the build's security headers. */
export class StaticFiles {
  private readonly headers: Array<[string, string]>;

  constructor(private readonly root: string) {
    this.headers = builtHeaders(root);
  }

  async serve(pathname: string, response: ServerResponse): Promise<void> {
    const file = this.fileFor(pathname);
    const body = await readFile(file);
    for (const [name, value] of this.headers) response.setHeader(name, value);
    response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.writeHead(200);
    response.end(body);
  }

  private fileFor(pathname: string): string {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    const file = path.resolve(this.root, `.${path.posix.normalize(decoded)}`);
    const inside = file.startsWith(`${path.resolve(this.root)}${path.sep}`);
    return inside && existsSync(file) && statSync(file).isFile() ? file : path.join(this.root, 'index.html');
  }
}
