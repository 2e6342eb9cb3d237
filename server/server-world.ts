import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Container } from 'inversify';
import { Clock } from '../src/application/ports/clock.port';
import { KeyValueStorage } from '../src/application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../src/application/session/session.store';
import { MemoryStorage } from '../src/adapters/fake/memory-storage.fake';
import { FileScenarioCatalog } from '../src/adapters/fake/simulation/scenario-catalog';
import { readConfig } from '../src/composition/app-config';
import { createContainer } from '../src/composition/create-container';
import { DemoTokenKeys } from '../src/adapters/fake/demo-world/share-tokens';
import { callRecordings } from '../src/adapters/fake/demo-world/call-recordings';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { DemoAdminStore, type DemoAdminSnapshot } from '../src/adapters/fake/demo-world/admin-store';
import { uploadedFiles } from '../src/adapters/fake/demo-world/uploaded-files';
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

  /**
   * Stops following requests through their awaits (a closed server's world): while any async context is followed,
   * Node tracks every promise of the process, several times slower; `as` follows them again when called.
   */
  release(): void {
    this.request.disable();
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

  /** Everything kept but the request's token (the sessions the world issued among it): what a saved world holds. */
  entries(): Record<string, string> {
    return entriesOf(this.shared);
  }
}

function entriesOf(storage: MemoryStorage): Record<string, string> {
  return Object.fromEntries(storage.keys().map((key) => [key, storage.get(key) ?? '']));
}

/** Every file of scenarios/, parsed, by its path as the in-browser demo's build bundles them. */
function scenarioFiles(): Record<string, unknown> {
  const dir = path.resolve(import.meta.dirname, '..', 'scenarios');
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(files.map((file) => [`/scenarios/${file}`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]));
}

/** The seed the served world is generated from (the demo's): a saved world keeps only what changed since. */
export const SERVED_WORLD_SEED = readConfig({ VITE_ADAPTERS: 'fake' }).demoSeed;

/** The server's one demo world: the fake gateways of a Node container, answering for the request's token. */
export interface ServerWorld {
  readonly container: Container;
  readonly tokens: RequestTokenStorage;
  /** The key its share and single sign-on tokens are signed with (saved with the world, never sent). */
  readonly key: string;
  get<T>(token: symbol): T;
  /** What the world holds now, as a saved world keeps it. */
  saved(): Promise<SavedWorld>;
}

/** A world as its file keeps it: the key, the seed it was generated from, what its storages and recordings hold. */
export interface SavedWorld {
  readonly key: string;
  readonly seed: number;
  /** The world's shared storage (the sessions it issued) and its memory (incidents, users, tenants, records …). */
  readonly shared: Readonly<Record<string, string>>;
  readonly memory: Readonly<Record<string, string>>;
  readonly recordings: readonly SavedRecording[];
  /** The files uploaded to it (tenant photos, library files, video templates), by storage key. */
  readonly uploads: readonly SavedUpload[];
  /** The administration data that changes in place (tenants, roles, permissions, settings, speed tests). */
  readonly admin: DemoAdminSnapshot | null;
}

export interface SavedRecording {
  readonly url: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** How long it lasts and when it stopped (world clock), where known: what places it in its drill. */
  readonly durationMs?: number;
  readonly endedAt?: number;
}

export interface SavedUpload {
  readonly key: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/**
 * One world for every browser: no demo latency (the network is real now), the demo's seed and accounts, and its
 * share and single sign-on tokens signed with the server's own key instead of the in-browser demo's. A saved world
 * starts where it was left: its key, its storages, its recordings and uploaded files put back before any request reads them.
 */
export function createServerWorld(
  options: { readonly key?: string; readonly saved?: SavedWorld | null; readonly clock?: Clock } = {},
): ServerWorld {
  const saved = options.saved ?? null;
  const key = saved?.key ?? options.key ?? serverKey();
  const tokens = new RequestTokenStorage();
  const memory = new MemoryStorage();
  for (const [name, value] of Object.entries(saved?.shared ?? {})) tokens.set(name, value);
  for (const [name, value] of Object.entries(saved?.memory ?? {})) memory.set(name, value);
  const container = createContainer('fake', {
    config: { demoLatencyMs: 0, demoSeed: SERVED_WORLD_SEED },
    bindings: [
      [KeyValueStorage.local, tokens],
      [KeyValueStorage.session, memory],
      [DemoTokenKeys as unknown as symbol, serverTokenKeys(key)],
      // Tests drive drills on a virtual clock; the server runs on the real one.
      ...(options.clock ? [[Clock, options.clock] as const] : []),
    ],
    // The simulated caller answers every link sent by the phone's last digit, as in the demo (its picture is drawn by
    // the watching browser); without the scenario files no caller ever opened a link sent over the wire.
    simulation: { catalog: new FileScenarioCatalog(scenarioFiles()) },
  });
  const demoWorld = container.get<DemoWorld>(DemoWorld as unknown as symbol);
  demoWorld.memory.makeLasting();
  const admin = container.get<DemoAdminStore>(DemoAdminStore as unknown as symbol);
  if (saved?.admin) admin.restore(saved.admin);
  const recordings = callRecordings(demoWorld);
  for (const recording of saved?.recordings ?? [])
    recordings.restore(recording.url, {
      blob: new Blob([recording.bytes], { type: recording.mimeType }),
      mimeType: recording.mimeType,
      ...timingOf(recording),
    });
  const uploads = uploadedFiles(demoWorld);
  for (const upload of saved?.uploads ?? []) uploads.keep(upload.key, new Blob([upload.bytes], { type: upload.mimeType }));
  return {
    container,
    tokens,
    key,
    get: <T>(token: symbol) => container.get<T>(token),
    saved: async () => ({
      key,
      seed: demoWorld.seed,
      shared: tokens.entries(),
      memory: entriesOf(memory),
      admin: await admin.snapshot(),
      recordings: await Promise.all(
        [...recordings.all()].map(async ([url, media]) => ({
          url,
          mimeType: media.mimeType,
          bytes: new Uint8Array(await media.blob.arrayBuffer()),
          ...timingOf(media),
        })),
      ),
      uploads: await Promise.all(
        [...uploads.all()].map(async ([key, file]) => ({ key, mimeType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })),
      ),
    }),
  };
}

/** A recording's length and end, those it has (a file saved before they were kept has neither). */
function timingOf(recording: { readonly durationMs?: number; readonly endedAt?: number }): { durationMs?: number; endedAt?: number } {
  return {
    ...(recording.durationMs !== undefined ? { durationMs: recording.durationMs } : {}),
    ...(recording.endedAt !== undefined ? { endedAt: recording.endedAt } : {}),
  };
}
