/**
 * Several consoles on one demo world, headless: each desk is a whole fake container (its own session, storage,
 * flows and view-model services), and every desk talks to the same server (the DemoWorld with its incidents, live
 * hub, chat rooms and admin stores) on one virtual clock. Two operators are two desks with their own browser
 * storage; two tabs of one operator are two desks that share the browser's local storage (each tab keeps its own
 * session storage).
 *
 * Tests, bench probes and the scenario runner use it to play what one browser cannot: another operator's edit, a
 * take-over, a second tab.
 */
import { tenantControls } from '../../domain/permissions/permissions';
import type { Container } from 'inversify';
import { Clock } from '../../application/ports/clock.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { TabLocks } from '../../application/ports/tab-locks.port';
import { TabPeers } from '../../application/ports/tab-peers.port';
import { ServerSessionFlow } from '../../application/session/server-session.flow';
import { LOCAL_STATE_KEYS, SessionStore } from '../../application/session/session.store';
import { DemoAccessStore } from '../../adapters/fake/demo-world/access-store';
import { DemoAdminStore } from '../../adapters/fake/demo-world/admin-store';
import { ChatRooms } from '../../adapters/fake/demo-world/chat-rooms';
import { LocationTracks } from '../../adapters/fake/demo-world/location-tracks';
import { MessageBoard } from '../../adapters/fake/demo-world/message-board';
import { DemoPlacesStore } from '../../adapters/fake/demo-world/places-store';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../adapters/fake/demo-world/live-hub';
import { FakeLatency } from '../../adapters/fake/fake-latency';
import { MemoryStorage } from '../../adapters/fake/memory-storage.fake';
import { FakeTabLocks } from '../../adapters/fake/tab-locks.fake';
import { FakeBrowserTabs, type FakeTabPeers } from '../../adapters/fake/tab-peers.fake';
import { VirtualClock } from '../../adapters/fake/virtual-clock.fake';
import { readConfig, type AppConfig } from '../app-config';
import type { SimulationOptions } from '../bindings/simulation.fake';
import { createContainer } from '../create-container';

/**
 * What the first desk serves for every other desk: the server's state. Each desk keeps its own DemoWorld (the server
 * reads who is calling from that desk's token) and its own DemoMessaging (it answers for the desk's caller).
 */
const SERVER_TOKENS: readonly symbol[] = [
  IncidentStore as unknown as symbol,
  LiveHub as unknown as symbol,
  DemoAdminStore as unknown as symbol,
  DemoAccessStore as unknown as symbol,
  DemoPlacesStore as unknown as symbol,
  MessageBoard as unknown as symbol,
  ChatRooms as unknown as symbol,
  LocationTracks as unknown as symbol,
];

/** The keys the console itself keeps in the browser's local storage (the session, the preferences). */
const CONSOLE_KEYS: ReadonlySet<string> = new Set(Object.values(LOCAL_STATE_KEYS));

/**
 * The storage a desk's DemoWorld sees: the console's own keys (the token above all, which says who is calling) are the
 * desk's browser storage; the rest (the tokens the server issued, what it keeps) is the server's, one for every desk.
 */
class DeskWorldStorage implements KeyValueStorage {
  constructor(
    private readonly desk: KeyValueStorage,
    private readonly server: KeyValueStorage,
  ) {}

  private of(key: string): KeyValueStorage {
    return CONSOLE_KEYS.has(key) ? this.desk : this.server;
  }

  get(key: string): string | null {
    return this.of(key).get(key);
  }

  set(key: string, value: string): void {
    this.of(key).set(key, value);
  }

  remove(key: string): void {
    this.of(key).remove(key);
  }

  clear(): void {
    this.server.clear();
  }
}

export interface Desk {
  readonly container: Container;
  /** This desk's browser storage (shared between the tabs of one operator). */
  readonly local: KeyValueStorage;
  /** This desk's own session storage (the tab's). */
  readonly session: MemoryStorage;
  /** This tab's line to the browser's other tabs (close() plays the page going away). */
  readonly tab: FakeTabPeers;
  /**
   * Lets virtual time pass until this console's start-up is done: the server answered about the token the browser
   * kept (a guarded screen waits for that answer), at once when there was none.
   */
  started(): Promise<void>;
  /** Signs this desk in as the demo server would (a token it issued, in this desk's storage). */
  signIn(email: string, tenant?: string): void;
  get<T>(token: symbol | (abstract new (...args: never[]) => T)): T;
}

export interface SharedWorld {
  readonly clock: VirtualClock;
  readonly world: DemoWorld;
  readonly store: IncidentStore;
  /** A console in another browser (its own storage). */
  operator(): Desk;
  /**
   * Another tab of the browser of `desk` (the same local storage, its own session storage). When the browser keeps a
   * token, the tab asks the server about it on start (its session is there once the demo world answered).
   */
  tabOf(desk: Desk): Desk;
}

/** The one `T` a browser (its local storage) has, made the first time it is asked for. */
function ofBrowser<T>(kept: WeakMap<KeyValueStorage, T>, local: KeyValueStorage, make: () => T): T {
  const found = kept.get(local) ?? make();
  kept.set(local, found);
  return found;
}

/** A desk over its container: it starts as the app does, and signs in as a sign-in keeps the session. */
function deskOver(
  container: Container,
  storages: Pick<Desk, 'local' | 'session' | 'tab'>,
  clock: VirtualClock,
  latency: FakeLatency,
): Desk {
  const get = <T>(token: symbol | (abstract new (...args: never[]) => T)): T => container.get<T>(token as symbol);
  // A console opened in a browser that keeps a token (another tab of a signed-in browser) starts by asking the
  // server whose the token is, as the app does on start; until it answers the tab has no session.
  let done = false;
  const startUp =
    get<SessionStore>(SessionStore as unknown as symbol).token() === null
      ? Promise.resolve()
      : get<ServerSessionFlow>(ServerSessionFlow as unknown as symbol).confirm();
  void startUp.finally(() => (done = true));
  return {
    container,
    ...storages,
    get,
    async started() {
      await clock.advance(0);
      while (!done) await clock.advance(Math.max(1, latency.milliseconds));
    },
    signIn(email, tenant = 'public') {
      const world = get<DemoWorld>(DemoWorld as unknown as symbol);
      const account = world.accounts.find((a) => a.email === email && a.tenant === tenant);
      if (!account) throw new Error(`no demo account ${email} in ${tenant}`);
      get<SessionStore>(SessionStore as unknown as symbol).save(
        {
          token: world.issueToken(account),
          tenantId: tenant,
          user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
          permissions: account.permissions,
          // As a sign-in keeps them: the tenant's controls (whether its operators may edit incidents, run calls).
        },
        tenantControls(world.tenants.find((t) => t.id === tenant)?.permissions),
      );
    },
  };
}

/** `simulation`: every desk runs the demo's simulated people (callers, collaborators, invitees), as a demo page does. */
export function sharedWorld(options: { readonly config?: Partial<AppConfig>; readonly simulation?: SimulationOptions } = {}): SharedWorld {
  const clock = new VirtualClock();
  const config = { demoLatencyMs: 0, ...options.config };
  const seed = config.demoSeed ?? readConfig({ VITE_ADAPTERS: 'fake' }).demoSeed;
  const latency = new FakeLatency(clock, config.demoLatencyMs);
  const serverStorage = new MemoryStorage();
  const serverTabMemory = new MemoryStorage();
  let server: Container | null = null;

  // One set of tabs per browser: the desks sharing a local storage hear each other.
  const browsers = new WeakMap<KeyValueStorage, FakeBrowserTabs>();
  // One set of locks per browser too: its tabs take turns under one name.
  const browserLocks = new WeakMap<KeyValueStorage, FakeTabLocks>();
  const desk = (local: KeyValueStorage): Desk => {
    const world = new DemoWorld(clock, latency, new DeskWorldStorage(local, serverStorage), seed, serverTabMemory);
    const browser = ofBrowser(browsers, local, () => new FakeBrowserTabs());
    const session = new MemoryStorage();
    const tab = browser.join();
    const locks = ofBrowser(browserLocks, local, () => new FakeTabLocks());
    const bindings: Array<readonly [symbol, unknown]> = [
      [Clock, clock],
      [KeyValueStorage.local, local],
      [KeyValueStorage.session, session],
      [TabPeers, tab],
      [TabLocks, locks],
      [FakeLatency as unknown as symbol, latency],
      [DemoWorld as unknown as symbol, world],
    ];
    if (server) {
      const from = server;
      for (const token of SERVER_TOKENS) bindings.push([token, from.get(token)]);
    }
    const container = createContainer('fake', { config, bindings, ...(options.simulation ? { simulation: options.simulation } : {}) });
    if (!server) server = container;
    return deskOver(container, { local, session, tab }, clock, latency);
  };

  const first = desk(new MemoryStorage());
  const world = first.get<DemoWorld>(DemoWorld as unknown as symbol);
  const store = first.get<IncidentStore>(IncidentStore as unknown as symbol);
  let firstTaken = false;
  return {
    clock,
    world,
    store,
    operator: () => {
      if (!firstTaken) {
        firstTaken = true;
        return first;
      }
      return desk(new MemoryStorage());
    },
    tabOf: (other) => desk(other.local),
  };
}
