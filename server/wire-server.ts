import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { Clock } from '../src/application/ports/clock.port';
import type { Logger } from '../src/application/ports/logger.port';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { ASSUMED_SHARED_VIEW_HEADERS } from '../src/adapters/real/assumed-endpoints';
import { isGatewayError } from '../src/application/ports/gateway-error';
import { bearerOf, HttpFailure, readJsonBody, readUploadBody, sendFailure, sendJson, sendPreflight } from './http-answers';
import { runGraphql } from './graphql-endpoint';
import { RealtimeSocketServer } from './realtime-socket';
import { RelaySocketServer } from './relay-socket';
import { ADMIN_REST_ROUTES } from './admin-rest-routes';
import { CATALOGUE_REST_ROUTES } from './catalogue-rest-routes';
import { DEMO_ROUTES } from './demo-routes';
import { INCIDENT_REST_ROUTES } from './incident-rest-routes';
import { LIVE_REST_ROUTES } from './live-rest-routes';
import { RecordingFiles } from './recordings-files';
import { PUSH_SUBSCRIPTION_ROUTES } from './push-subscriptions';
import { WebPushSender, type PushPost, type VapidKeys } from './web-push-sender';
import { RECORDING_ROUTES } from './recordings-routes';
import { REST_ROUTES, routeFor, type Route, type RouteFound } from './rest-routes';
import { StoredFiles } from './stored-files';
import { authorize } from './route-inputs';
import { createServerWorld, type SavedWorld, type ServerWorld } from './server-world';
import type { StaticFiles } from './static-files';
import { TrainingRoom } from './training-room';

export interface WireServerOptions {
  /** The built console to serve beside the API; null serves the API alone (tests). */
  readonly console: StaticFiles | null;
  readonly logger: Logger;
  /** The certificate and key (PEM) to serve HTTPS and WSS with (a room's LAN: a phone's camera needs a secure page). */
  readonly tls?: { readonly cert: string; readonly key: string };
  /** The world saved before (a restart), or none for a fresh world. */
  readonly saved?: SavedWorld | null;
  /** The world's clock instead of the real one (tests that play drills in virtual time). */
  readonly clock?: Clock;
  /**
   * The password a trainer's console gives to follow the training room and command its desks (`npm run serve`
   * always sets one); absent, the room is open (tests of other things).
   */
  readonly trainerPassword?: string | null;
  /** How often each socket (console, relay) must answer a ping or be closed (socket-heartbeat.ts); 15 s when absent. */
  readonly socketHeartbeatMs?: number;
  /**
   * The VAPID keys the world's pushes are sent with to the production build's Web Push subscriptions
   * (web-push-sender.ts), and how a request reaches a push service (fetch when absent); absent, they are kept but sent
   * nothing.
   */
  readonly webPush?: { readonly keys: VapidKeys; readonly post?: PushPost } | null;
}

export interface WireServer {
  readonly http: Server;
  /**
   * Another port's listener on the same world: the same API, sockets and relay, with another build of the console
   * (the production build proper beside the served one, so one server and one world serve both).
   */
  alsoServe(console: StaticFiles): Server;
  readonly world: ServerWorld;
  /** The calls no route answered ("METHOD /path"), oldest first: what the server does not serve yet. */
  readonly unanswered: readonly string[];
  close(): Promise<void>;
}

/** The newest calls not served that are kept for a test to list (a console polls some of them). */
const UNANSWERED_KEPT = 500;

/** Every REST route the server answers (the console's files and GraphQL aside). */
export const WIRE_ROUTES: readonly Route[] = [
  ...REST_ROUTES,
  ...INCIDENT_REST_ROUTES,
  ...LIVE_REST_ROUTES,
  ...ADMIN_REST_ROUTES,
  ...CATALOGUE_REST_ROUTES,
  ...DEMO_ROUTES,
  ...RECORDING_ROUTES,
  ...PUSH_SUBSCRIPTION_ROUTES,
];

/** API paths: everything else is the console's files. */
const API_PATH =
  /^\/(auth|api|graphql|health|teleport-config|message-status|location-tracker|live-streaming|live-streaming-colab|incident-links|incidents-media|demo|tenant|speed-test|do-speed-test|predefined-description|user-behaviour|files|waze)(\/|$)/;

/**
 * The demo world over the wire, on one port: SPEC §7's REST calls, the GraphQL endpoint at /graphql and the WebSocket,
 * and the built console at the same origin. One world for every browser that connects.
 */
export function createWireServer(options: WireServerOptions): WireServer {
  const world = createServerWorld({ saved: options.saved ?? null, ...(options.clock ? { clock: options.clock } : {}) });
  const room = new TrainingRoom(world);
  const realtime = new RealtimeSocketServer(world, options.logger, room, options.socketHeartbeatMs);
  const recordings = new RecordingFiles(world);
  const relay = new RelaySocketServer(
    world,
    options.logger,
    room,
    options.trainerPassword ?? null,
    (value, origin) => recordings.served(value, origin),
    options.socketHeartbeatMs,
  );
  const stored = new StoredFiles(world, world.key);
  const webPush = options.webPush ? new WebPushSender(world, options.webPush.keys, options.logger, options.webPush.post) : null;

  const calls = new WireCalls(world, recordings, stored, options.logger);
  const listeners: Server[] = [];
  const listener = (files: StaticFiles | null, tls?: WireServerOptions['tls']): Server => {
    const handle = (request: IncomingMessage, response: ServerResponse): void => {
      calls.answer(files, request, response).catch((error: unknown) => {
        if (!(error instanceof HttpFailure) && !isGatewayError(error))
          options.logger.error('server: request failed', { error: String(error) });
        if (!response.headersSent) sendFailure(response, error);
        else response.end();
      });
    };
    // An HTTPS server is a Server of node:http too: the sockets and the rest of the server read it alike.
    const server: Server = tls ? createTlsServer({ cert: tls.cert, key: tls.key }, handle) : createServer(handle);
    server.on('upgrade', (request, socket, head) =>
      RelaySocketServer.handles(request) ? relay.upgrade(request, socket, head) : realtime.upgrade(request, socket, head),
    );
    listeners.push(server);
    return server;
  };
  const http = listener(options.console, options.tls);

  return {
    http,
    alsoServe: (files) => listener(files),
    world,
    unanswered: calls.unanswered,
    close: async () => {
      realtime.close();
      relay.close();
      webPush?.dispose();
      room.dispose();
      await Promise.all(listeners.map(closeListener));
      world.tokens.release();
    },
  };
}

/** What answers one request: the console's files, the recordings and stored files, GraphQL, or a REST route. */
class WireCalls {
  /** The calls no route answered ("METHOD /path"), oldest first. */
  readonly unanswered: string[] = [];

  constructor(
    private readonly world: ServerWorld,
    private readonly recordings: RecordingFiles,
    private readonly stored: StoredFiles,
    private readonly logger: Logger,
  ) {}

  async answer(files: StaticFiles | null, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://server.invalid');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return sendPreflight(response);
    if (!API_PATH.test(url.pathname)) {
      if (files && (method === 'GET' || method === 'HEAD')) return files.serve(url.pathname, response);
      return this.notServed(method, url.pathname, response);
    }
    if (this.recordings.handles(method, url.pathname)) return this.recordings.serve(request, url, response);
    if (this.stored.handles(method, url.pathname)) return this.stored.serve(request, url, response);
    // The world's recordings and uploaded files are named with demo addresses: each answer names them by this
    // server's addresses.
    const scheme = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    const origin = `${scheme}://${request.headers.host ?? 'localhost'}`;
    const served = (value: unknown): unknown => this.stored.served(this.recordings.served(value, origin), origin);
    if (url.pathname === '/graphql' && method === 'POST') return sendJson(response, 200, served(await this.graphql(request)));
    // The route first: a call not served (an upload among them) is listed, its body never read.
    const found = routeFor(WIRE_ROUTES, method, url.pathname);
    if (!found) return this.notServed(method, url.pathname, response);
    return sendJson(response, 200, served((await this.rest(request, method, url, found)) ?? null));
  }

  private async graphql(request: IncomingMessage): Promise<unknown> {
    const body = await readJsonBody(request);
    const sharedView = {
      tenant: headerOf(request, ASSUMED_SHARED_VIEW_HEADERS.tenant),
      shareToken: headerOf(request, ASSUMED_SHARED_VIEW_HEADERS.shareToken),
    };
    return this.world.tokens.as(bearerOf(request), () => runGraphql(this.world, body, { sharedView }));
  }

  private async rest(request: IncomingMessage, method: string, url: URL, found: RouteFound): Promise<unknown> {
    const { world } = this;
    const token = bearerOf(request);
    // Who may call is settled before an upload is read.
    if (found.route.sections) authorize({ token, world }, found.route.sections);
    const receivedAt = world.get<DemoWorld>(DemoWorld as unknown as symbol).clock.now();
    const body =
      method === 'GET' || method === 'HEAD' ? null : found.route.upload ? await readUploadBody(request) : await readJsonBody(request);
    const query = url.searchParams;
    return world.tokens.as(token, () => found.route.handle({ params: found.params, query, body, token, world, receivedAt }));
  }

  private notServed(method: string, pathname: string, response: ServerResponse): void {
    const call = `${method} ${pathname}`;
    this.unanswered.push(call);
    if (this.unanswered.length > UNANSWERED_KEPT) this.unanswered.splice(0, this.unanswered.length - UNANSWERED_KEPT);
    this.logger.warning('server: call not served', { call });
    sendJson(response, 404, { statusCode: 404, message: 'Not found' });
  }
}

/** Closes one listener and every connection it holds. */
function closeListener(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}

function headerOf(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}
