import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { StaticFiles } from './static-files';
import { TerminalLogger } from './terminal-logger';
import { createWireServer } from './wire-server';
import { SERVED_WORLD_SEED } from './server-world';
import { readWorldFile, worldFileOf, WorldFileError, WorldKeeper } from './world-file';

/**
 * `npm run serve`: builds the served console (production's REST, GraphQL and WebSocket adapters, with video and chat
 * over this server's relay, and the training screens) pointed at this server's own address, then serves it and the
 * demo world on one port (PORT, default 3000). SERVE_OUT_DIR picks the build's folder (default dist-serve/);
 * SERVE_SKIP_BUILD=true serves the build already there. `--world FILE` (or WORLD_FILE) keeps the world in that file:
 * read on start when it is there, saved every 30 s and on stop.
 */
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
const origin = `http://localhost:${port}`;
const worldFile = startingWorldFile();
const saved = worldFile ? readSavedWorld(worldFile) : null;
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

const logger = new TerminalLogger('info');
const server = createWireServer({ console: new StaticFiles(outDir), logger, saved });
const keeper = worldFile
  ? new WorldKeeper(server.world, worldFile, (error) => logger.error('server: the world was not saved', { error: String(error) }))
  : null;
server.http.listen(port, 'localhost', () => {
  console.log(`The console and the demo world: ${origin} (demo accounts, password demo1234; every browser shares one world)`);
  if (worldFile) console.log(saved ? `The world was read from ${worldFile}; it is saved there.` : `The world is saved to ${worldFile}.`);
  keeper?.start();
});

const stop = () => void Promise.all([server.close(), keeper?.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** The world file named, or exits with the reason when the arguments name none properly. */
function startingWorldFile(): string | null {
  try {
    return worldFileOf(process.argv.slice(2), process.env);
  } catch (error) {
    return refuseToStart(error);
  }
}

/**
 * The world saved in `file` (null when there is none yet). A file that is not this server's world, or whose key is not
 * DEMO_SERVER_KEY when that is set, stops the start with the reason: the file is never overwritten.
 */
function readSavedWorld(file: string) {
  try {
    const world = readWorldFile(file, SERVED_WORLD_SEED);
    const configured = process.env.DEMO_SERVER_KEY?.trim() ?? '';
    if (world && configured !== '' && configured !== world.key)
      throw new WorldFileError(
        `The world file ${file} keeps another key than DEMO_SERVER_KEY: unset DEMO_SERVER_KEY to use the saved world's key (links issued before keep opening), or name another file.`,
      );
    return world;
  } catch (error) {
    return refuseToStart(error);
  }
}

function refuseToStart(error: unknown): never {
  if (!(error instanceof WorldFileError)) throw error;
  console.error(error.message);
  process.exit(1);
}
