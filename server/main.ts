import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { certificateFromFiles, lanAddresses, madeCertificate, roomGuide, type ServerCertificate } from './lan';
import { StaticFiles } from './static-files';
import { portOf, servedAddress, servedLine } from './served-address';
import { TerminalLogger } from './terminal-logger';
import { trainerPasswordOf } from './trainer-password';
import { createWireServer } from './wire-server';
import { keptVapidKeys, vapidKeysOf } from './web-push-sender';
import { SERVED_WORLD_SEED } from './server-world';
import { readWorldFile, worldFileOf, WorldFileError, WorldKeeper } from './world-file';

/**
 * `npm run serve`: builds the served console (production's REST, GraphQL and WebSocket adapters, with video and chat
 * over this server's relay, and the training screens), which calls the origin it is opened at, then serves it and the
 * demo world on one port (PORT, default 3000). SERVE_OUT_DIR picks the build's folder (default dist-serve/);
 * SERVE_SKIP_BUILD=true serves the builds already there. `--world FILE` (or WORLD_FILE) keeps the world in that file:
 * read on start when it is there, saved every 30 s and on stop.
 *
 * `-- --lan` serves a training room: every interface, over HTTPS with a certificate made here (kept in .serve/) or the
 * room's own (`--cert FILE --key FILE`), and prints the addresses for the trainer, the trainees and the caller's phone.
 *
 * PRODUCTION_PORT also serves the production build proper (Agora and Twilio for media and chat, no training code) on
 * that port, against the same world: its REST, GraphQL and WebSocket addresses are this server's main port, another
 * origin, as a console and its backend are deployed. SERVE_PRODUCTION_OUT_DIR picks its folder (default
 * dist-serve-production/); SERVE_PRODUCTION_SKIP_BUILD=true serves a production build made for these addresses
 * elsewhere (npm test's dist-e2e/, built for port 3000). Its pushes go through Web Push: the server sends them with the
 * VAPID keys PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY, or a pair it makes once and keeps in .serve/, and builds
 * the production console with that public key.
 */
const { values: args } = parseArgs({
  // --world is read by worldFileOf, which says what is wrong with it.
  options: { lan: { type: 'boolean', default: false }, cert: { type: 'string' }, key: { type: 'string' }, world: { type: 'string' } },
});
if ((args.cert === undefined) !== (args.key === undefined)) throw new Error('--cert and --key go together');
const productionPort = process.env.PRODUCTION_PORT ? portOf('PRODUCTION_PORT', process.env.PRODUCTION_PORT) : null;
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.SERVE_OUT_DIR ?? 'dist-serve');
const productionDir = path.resolve(root, process.env.SERVE_PRODUCTION_OUT_DIR ?? 'dist-serve-production');
const skipBuild = process.env.SERVE_SKIP_BUILD === 'true';
const lan = args.lan === true;
const roomIps = lan ? lanAddresses(networkInterfaces()) : [];
const certificate: ServerCertificate | null =
  args.cert !== undefined && args.key !== undefined
    ? await certificateFromFiles(args.cert, args.key)
    : lan
      ? await madeCertificate(path.join(root, '.serve'), roomIps)
      : null;
const scheme = certificate ? 'https' : 'http';
const { port, host, origin } = servedAddress(process.env, { lan, secure: certificate !== null });
const worldFile = startingWorldFile();
const saved = worldFile ? readSavedWorld(worldFile) : null;

const noServices = { VITE_GOOGLE_MAPS_API_KEY: '', VITE_SENTRY_DSN: '' };
// The served console calls the origin it is opened at (localhost, or the room's address): one build for every address.
if (!skipBuild)
  build('the served console', outDir, {
    ...noServices,
    VITE_ADAPTERS: 'served',
    VITE_AGORA_APP_ID: '',
    VITE_API_URL: '/',
    VITE_GRAPHQL_URL: '',
    VITE_WS_URL: '',
  });
// The production build's pushes go through Web Push: its build holds the public key the server signs its sends with.
const vapid = productionPort === null ? null : (vapidKeysOf(process.env) ?? (await keptVapidKeys(path.join(root, '.serve'))));
if (productionPort !== null) {
  // The production build proper is pointed at this server's main port, another origin, as a backend is deployed.
  if (!skipBuild && process.env.SERVE_PRODUCTION_SKIP_BUILD !== 'true')
    build('the production console', productionDir, {
      ...noServices,
      VITE_ADAPTERS: 'real',
      VITE_API_URL: origin,
      VITE_GRAPHQL_URL: `${origin}/graphql`,
      VITE_WS_URL: origin.replace(/^http/, 'ws'),
      VITE_PUSH_VAPID_PUBLIC_KEY: vapid?.publicKey ?? '',
    });
  assertPointedHere(productionDir);
}

const logger = new TerminalLogger('info');
const trainer = trainerPasswordOf(process.env);
const server = createWireServer({
  trainerPassword: trainer.password,
  console: new StaticFiles(outDir),
  logger,
  saved,
  webPush: vapid ? { keys: vapid } : null,
  ...(certificate ? { tls: { cert: certificate.cert, key: certificate.key } } : {}),
});
const keeper = worldFile
  ? new WorldKeeper(server.world, worldFile, (error) => logger.error('server: the world was not saved', { error: String(error) }))
  : null;
server.http.listen(port, host, () => {
  console.log(servedLine(origin));
  console.log(
    trainer.made
      ? `The trainer's password (the trainer's console at /#/training asks for it): ${trainer.password} (TRAINER_PASSWORD sets your own)`
      : "The trainer's console at /#/training asks for the password TRAINER_PASSWORD sets.",
  );
  if (worldFile) console.log(saved ? `The world was read from ${worldFile}; it is saved there.` : `The world is saved to ${worldFile}.`);
  keeper?.start();
  if (lan)
    void roomGuide(
      roomIps.map((address) => `${scheme}://${address}:${port}`),
      certificate?.source ?? 'made',
    ).then((guide) => console.log(roomIps.length > 0 ? guide : "No network address found: is this computer on the room's network?"));
});
if (productionPort !== null)
  server.alsoServe(new StaticFiles(productionDir)).listen(productionPort, 'localhost', () => {
    console.log(`The production console (Agora and Twilio, no training) on the same world: http://localhost:${productionPort}`);
  });

const stop = () => void Promise.all([server.close(), keeper?.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function build(what: string, folder: string, env: Record<string, string>): void {
  console.log(`Building ${what} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** A production build made for another port would call a server that is not there: refused at start, not at the first call. */
function assertPointedHere(folder: string): void {
  const headers = path.join(folder, 'security-headers.txt');
  const policy = existsSync(headers) ? readFileSync(headers, 'utf8') : '';
  if (!policy.includes(`${origin} `) && !policy.includes(`${origin};`))
    throw new Error(`${folder} is not a production build pointed at ${origin} (its security headers do not name it)`);
}

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
