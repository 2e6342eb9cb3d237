import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { StaticFiles } from './static-files';
import { TerminalLogger } from './terminal-logger';
import { createWireServer } from './wire-server';

/**
 * `npm run serve`: builds the served console (production's REST, GraphQL and WebSocket adapters, with video and chat
 * over this server's relay, and the training screens) pointed at this server's own address, then serves it and the
 * demo world on one port (PORT, default 3000). SERVE_OUT_DIR picks the build's folder (default dist-serve/);
 * SERVE_SKIP_BUILD=true serves the build already there.
 */
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
const origin = `http://localhost:${port}`;
const outDir = path.resolve(import.meta.dirname, '..', process.env.SERVE_OUT_DIR ?? 'dist-serve');

if (process.env.SERVE_SKIP_BUILD !== 'true') {
  console.log(`Building the console for ${origin} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_ADAPTERS: 'served',
      VITE_API_URL: origin,
      VITE_GRAPHQL_URL: `${origin}/graphql`,
      VITE_WS_URL: `ws://localhost:${port}`,
      VITE_GOOGLE_MAPS_API_KEY: '',
      VITE_SENTRY_DSN: '',
      VITE_AGORA_APP_ID: '',
    },
  });
}

const server = createWireServer({ console: new StaticFiles(outDir), logger: new TerminalLogger('info') });
server.http.listen(port, 'localhost', () => {
  console.log(`The console and the demo world: ${origin} (demo accounts, password demo1234; every browser shares one world)`);
});

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
