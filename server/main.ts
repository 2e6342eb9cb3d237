import { execFileSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { certificateFromFiles, lanAddresses, madeCertificate, roomGuide, type ServerCertificate } from './lan';
import { StaticFiles } from './static-files';
import { TerminalLogger } from './terminal-logger';
import { createWireServer } from './wire-server';

/**
 * `npm run serve`: builds the served console (production's REST, GraphQL and WebSocket adapters, with video and chat
 * over this server's relay, and the training screens), which calls the origin it is opened at, then serves it and the
 * demo world on one port (PORT, default 3000). SERVE_OUT_DIR picks the build's folder (default dist-serve/);
 * SERVE_SKIP_BUILD=true serves the build already there.
 * `-- --lan` serves a training room: every interface, over HTTPS with a certificate made here (kept in .serve/) or the
 * room's own (`--cert FILE --key FILE`), and prints the addresses for the trainer, the trainees and the caller's phone.
 */
const { values: args } = parseArgs({
  options: { lan: { type: 'boolean', default: false }, cert: { type: 'string' }, key: { type: 'string' } },
});
if ((args.cert === undefined) !== (args.key === undefined)) throw new Error('--cert and --key go together');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.SERVE_OUT_DIR ?? 'dist-serve');
const lan = args.lan === true;
const addresses = lan ? lanAddresses(networkInterfaces()) : [];
const certificate: ServerCertificate | null =
  args.cert !== undefined && args.key !== undefined
    ? await certificateFromFiles(args.cert, args.key)
    : lan
      ? await madeCertificate(path.join(root, '.serve'), addresses)
      : null;
const scheme = certificate ? 'https' : 'http';
const origin = `${scheme}://localhost:${port}`;

if (process.env.SERVE_SKIP_BUILD !== 'true') {
  console.log('Building the console …');
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_ADAPTERS: 'served',
      // The origin the page is opened at (localhost, or the room's address): one build for every address.
      VITE_API_URL: '/',
      VITE_GRAPHQL_URL: '',
      VITE_WS_URL: '',
      VITE_GOOGLE_MAPS_API_KEY: '',
      VITE_SENTRY_DSN: '',
      VITE_AGORA_APP_ID: '',
    },
  });
}

const server = createWireServer({
  console: new StaticFiles(outDir),
  logger: new TerminalLogger('info'),
  ...(certificate ? { tls: { cert: certificate.cert, key: certificate.key } } : {}),
});
server.http.listen(port, lan ? '0.0.0.0' : 'localhost', () => {
  console.log(`The console and the demo world: ${origin} (demo accounts, password demo1234; every browser shares one world)`);
  if (lan)
    void roomGuide(
      addresses.map((address) => `${scheme}://${address}:${port}`),
      certificate?.source ?? 'made',
    ).then((guide) => console.log(addresses.length > 0 ? guide : "No network address found: is this computer on the room's network?"));
});

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
