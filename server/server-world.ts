import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Container } from 'inversify';
import { KeyValueStorage } from '../src/application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../src/application/session/session.store';
import { MemoryStorage } from '../src/adapters/fake/memory-storage.fake';
import { FileScenarioCatalog } from '../src/adapters/fake/simulation/scenario-catalog';
import { createContainer } from '../src/composition/create-container';
import { DemoTokenKeys } from '../src/adapters/fake/demo-world/share-tokens';
import { serverKey, serverTokenKeys } from './server-keys';

/**
 * The demo world reads who is calling from the browser's stored token. Here one world serves every browser, so the
 * token is the request's own: each request runs with its bearer token in an async context, and the world's storage
 * answers the token key from that context (everything else the world keeps, such as the tokens it issued, is shared).
 */
export class RequestTokenStorage implements KeyValueStorage {
  private readonly shared = new MemoryStorage();
  private readonly request = new AsyncLocalStorage<string | null>();

  /** Runs `work` (and every await it makes) as the holder of `token`. */
  as<T>(token: string | null, work: () => T): T {
    return this.request.run(token, work);
  }

  get(key: string): string | null {
    return key === LOCAL_STATE_KEYS.token ? (this.request.getStore() ?? null) : this.shared.get(key);
  }

  set(key: string, value: string): void {
    if (key !== LOCAL_STATE_KEYS.token) this.shared.set(key, value);
  }

  remove(key: string): void {
    if (key !== LOCAL_STATE_KEYS.token) this.shared.remove(key);
  }

  clear(): void {
    this.shared.clear();
  }
}

/** Every file of scenarios/, parsed, by its path as the in-browser demo's build bundles them. */
function scenarioFiles(): Record<string, unknown> {
  const dir = path.resolve(import.meta.dirname, '..', 'scenarios');
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(files.map((file) => [`/scenarios/${file}`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]));
}

/** The server's one demo world: the fake gateways of a Node container, answering for the request's token. */
export interface ServerWorld {
  readonly container: Container;
  readonly tokens: RequestTokenStorage;
  get<T>(token: symbol): T;
}

/**
 * One world for every browser: no demo latency (the network is real now), the demo's seed and accounts, and its
 * share and single sign-on tokens signed with the server's own key instead of the in-browser demo's.
 */
export function createServerWorld(key: string = serverKey()): ServerWorld {
  const tokens = new RequestTokenStorage();
  const container = createContainer('fake', {
    config: { demoLatencyMs: 0 },
    bindings: [
      [KeyValueStorage.local, tokens],
      [KeyValueStorage.session, new MemoryStorage()],
      [DemoTokenKeys as unknown as symbol, serverTokenKeys(key)],
    ],
    // The simulated caller answers every link sent by the phone's last digit, as in the demo (its picture is drawn by
    // the watching browser); without the scenario files no caller ever opened a link sent over the wire.
    simulation: { catalog: new FileScenarioCatalog(scenarioFiles()) },
  });
  return { container, tokens, get: <T>(token: symbol) => container.get<T>(token) };
}
