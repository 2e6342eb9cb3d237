import type { AuthGateway } from '../application/ports/auth-gateway.port';
import type { Clock } from '../application/ports/clock.port';
import type { HealthGateway } from '../application/ports/health-gateway.port';
import type { KeyValueStorage } from '../application/ports/key-value-storage.port';
import type { PushNotifications, PushPermission, ReceivedPush } from '../application/ports/push.port';
import type { RolesGateway } from '../application/ports/roles-gateway.port';
import type { SettingsGateway } from '../application/ports/settings-gateway.port';
import { Emitter } from '../application/shared/emitter';
import type { PushTopic } from '../domain/shared/constants';
import type { DemoAdminStore } from '../adapters/fake/demo-world/admin-store';
import type { DemoWorld } from '../adapters/fake/demo-world/demo-world';
import type { DemoTokenKeys } from '../adapters/fake/demo-world/share-tokens';
import type { FakeLatency } from '../adapters/fake/fake-latency';
import type { ClassToken } from './bindings/binding-context';

/** What the demo world is built from: the login route's foundation, and a lookup for what later parts bind. */
export interface DemoSessionParts {
  readonly clock: Clock;
  readonly latency: FakeLatency;
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
  readonly seed: number;
  readonly get: <T>(token: ClassToken<T>) => T;
}

/** The demo world and the ports the login route calls, served by it. */
export interface DemoSession {
  readonly keys: DemoTokenKeys;
  readonly world: DemoWorld;
  readonly admin: DemoAdminStore;
  readonly auth: AuthGateway;
  readonly roles: RolesGateway;
  readonly settings: SettingsGateway;
  readonly health: HealthGateway;
  readonly push: PushNotifications;
}

export type BuildDemoSession = (parts: DemoSessionParts) => DemoSession;

/**
 * The browser demo's world, built on the login route's first call rather than with the page: the world, its
 * accounts and its schemas are a chunk of their own (demo-session.ts), loaded when the operator signs in (or a kept
 * session is confirmed), so the login route paints without them. One world per host: the parts loaded after sign-in
 * bind that same world (demo-session.ts's bindHostedDemoWorld, which has the builder at hand).
 */
export class DemoSessionHost {
  private built: DemoSession | null = null;
  private loading: Promise<DemoSession> | null = null;

  constructor(
    private readonly parts: DemoSessionParts,
    private readonly load: () => Promise<{ readonly buildDemoSession: BuildDemoSession }>,
  ) {}

  /** The session, built now if need be, by a caller that has the builder (the parts loaded after sign-in). */
  with(build: BuildDemoSession): DemoSession {
    return (this.built ??= build(this.parts));
  }

  /** The session if it was built, else null: nothing is loaded. */
  current(): DemoSession | null {
    return this.built;
  }

  /** The session, its chunk loaded first (once; a failed load is tried again on the next call). */
  session(): Promise<DemoSession> {
    if (this.built) return Promise.resolve(this.built);
    return (this.loading ??= this.load().then(
      ({ buildDemoSession }) => this.with(buildDemoSession),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    ));
  }
}

/**
 * The demo's push provider, answering before its world is loaded: what it is asked to do waits for the world, and
 * what it is asked to tell now (the permission, its events) is told from the world's provider once it is there. Until
 * then the permission is the demo provider's own ("not-needed": its pushes arrive in the page, no browser permission
 * involved); a listener hears the provider's events from the moment it is loaded, and asking for events loads it.
 */
export class PushOnFirstCall implements PushNotifications {
  private readonly received = new Emitter<ReceivedPush>();
  private readonly permissionChanges = new Emitter<PushPermission>();
  private wired = false;

  constructor(
    private readonly loaded: () => PushNotifications | null,
    private readonly load: () => Promise<PushNotifications>,
  ) {}

  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    return (await this.wire()).subscribe(topics);
  }

  async removeToken(): Promise<void> {
    return (await this.wire()).removeToken();
  }

  async enable(topics: readonly PushTopic[]): Promise<PushPermission> {
    return (await this.wire()).enable(topics);
  }

  permission(): PushPermission {
    return this.loaded()?.permission() ?? 'not-needed';
  }

  onReceived(listener: (push: ReceivedPush) => void): () => void {
    void this.wire().catch(() => undefined);
    return this.received.event(listener);
  }

  onPermissionChange(listener: (permission: PushPermission) => void): () => void {
    void this.wire().catch(() => undefined);
    return this.permissionChanges.event(listener);
  }

  /** The world's provider, its events passed on to this one's listeners (once). */
  private async wire(): Promise<PushNotifications> {
    const push = await this.load();
    if (!this.wired) {
      this.wired = true;
      push.onReceived((received) => this.received.fire(received));
      push.onPermissionChange((permission) => this.permissionChanges.fire(permission));
    }
    return push;
  }
}
