import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StaticFiles } from './static-files';
import { TerminalLogger } from './terminal-logger';
import { createWireServer } from './wire-server';

/**
 * `npm run serve`: builds the served console (production's REST, GraphQL and WebSocket adapters, with video and chat
 * over this server's relay, and the training screens) pointed at this server's own address, then serves it and the
 * demo world on one port (PORT, default 3000). SERVE_OUT_DIR picks the build's folder (default dist-serve/);
 * SERVE_SKIP_BUILD=true serves the builds already there.
 *
 * PRODUCTION_PORT also serves the production build proper (Agora and Twilio for media and chat, no training code) on
 * that port, against the same world: its REST, GraphQL and WebSocket addresses are this server's main port, another
 * origin, as a console and its backend are deployed. SERVE_PRODUCTION_OUT_DIR picks its folder (default
 * dist-serve-production/); SERVE_PRODUCTION_SKIP_BUILD=true serves a production build made for these addresses
 * elsewhere (npm test's dist-e2e/, built for port 3000).
 */
const port = portOf('PORT', process.env.PORT ?? '3000');
const productionPort = process.env.PRODUCTION_PORT ? portOf('PRODUCTION_PORT', process.env.PRODUCTION_PORT) : null;
const origin = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.SERVE_OUT_DIR ?? 'dist-serve');
const productionDir = path.resolve(root, process.env.SERVE_PRODUCTION_OUT_DIR ?? 'dist-serve-production');
const skipBuild = process.env.SERVE_SKIP_BUILD === 'true';

/** The addresses a build is pointed at: this server's main port. */
const addresses = {
  VITE_API_URL: origin,
  VITE_GRAPHQL_URL: `${origin}/graphql`,
  VITE_WS_URL: `ws://localhost:${port}`,
  VITE_GOOGLE_MAPS_API_KEY: '',
  VITE_SENTRY_DSN: '',
};

if (!skipBuild) build('the served console', outDir, { VITE_ADAPTERS: 'served', VITE_AGORA_APP_ID: '' });
if (productionPort !== null) {
  if (!skipBuild && process.env.SERVE_PRODUCTION_SKIP_BUILD !== 'true')
    build('the production console', productionDir, { VITE_ADAPTERS: 'real' });
  assertPointedHere(productionDir);
}

const server = createWireServer({ console: new StaticFiles(outDir), logger: new TerminalLogger('info') });
server.http.listen(port, 'localhost', () => {
  console.log(`The console and the demo world: ${origin} (demo accounts, password demo1234; every browser shares one world)`);
});
if (productionPort !== null)
  server.alsoServe(new StaticFiles(productionDir)).listen(productionPort, 'localhost', () => {
    console.log(`The production console (Agora and Twilio, no training) on the same world: http://localhost:${productionPort}`);
  });

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function portOf(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0 || number > 65_535) throw new Error(`${name} must be a port number, not "${value}"`);
  return number;
}

function build(what: string, folder: string, adapters: Record<string, string>): void {
  console.log(`Building ${what} for ${origin} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...addresses, ...adapters },
  });
}

/** A production build made for another port would call a server that is not there: refused at start, not at the first call. */
function assertPointedHere(folder: string): void {
  const headers = path.join(folder, 'security-headers.txt');
  const policy = existsSync(headers) ? readFileSync(headers, 'utf8') : '';
  if (!policy.includes(`${origin} `) && !policy.includes(`${origin};`))
    throw new Error(`${folder} is not a production build pointed at ${origin} (its security headers do not name it)`);
}
