import { describe, expect, it, vi } from 'vitest';
import { Clock } from '../../src/application/ports/clock.port';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { Binder } from '../../src/composition/adapter-set';
import { singleton, value } from '../../src/composition/bindings/bind';
import { BootResolver } from '../../src/composition/boot-resolver';
import { containerAfterBoot } from '../../src/composition/build-container';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { IdGenerator } from '../../src/application/ports/id-generator.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { SessionStore } from '../../src/application/session/session.store';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { readConfig } from '../../src/composition/app-config';
import { buildBrowserContainer } from '../../src/composition/browser-container';
import { DemoSessionHost } from '../../src/composition/demo-session-host';
import { adapterSet as fakeSet } from '../../src/composition/fake-adapters.module';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';

class Ticker {
  constructor(readonly clock: Clock) {}
}

type Activated = Clock | Ticker;

/** A world of two tokens (a constant clock, a singleton ticker), each activation counted by token. */
function world() {
  const activations = new Map<unknown, Activated[]>();
  const count =
    (token: typeof Clock | typeof Ticker): Binder =>
    (context) =>
      context.onActivation(token, (_resolution, instance: Activated) => {
        activations.set(token, [...(activations.get(token) ?? []), instance]);
        return instance;
      });
  const now: Binder[] = [(c) => value(c, Clock, new VirtualClock()), (c) => singleton(c, Ticker, [Clock]), count(Clock), count(Ticker)];
  const boot = new BootResolver(now, readConfig({}));
  return { boot, now, activations, count };
}

interface HandOverCase {
  readonly case: string;
  /** What is asked of the boot resolver before the hand-over. */
  readonly before: ReadonlyArray<'clock' | 'ticker'>;
  /** Whether a part loaded after the hand-over adds an activation of the ticker. */
  readonly later?: boolean;
  readonly check: (seen: {
    before: { clock?: Clock; ticker?: Ticker };
    after: { clock: Clock; ticker: Ticker };
    activations: Map<unknown, Activated[]>;
  }) => void;
}

describe('the hand-over from the boot resolver to inversify', () => {
  it.each([
    {
      case: 'a singleton built before is the instance inversify gives, activated once',
      before: ['ticker'],
      check: ({ before, after, activations }) => {
        expect(after.ticker).toBe(before.ticker);
        expect(activations.get(Ticker)).toEqual([before.ticker]);
      },
    },
    {
      case: 'a constant asked for before is not activated again',
      before: ['clock'],
      check: ({ before, after, activations }) => {
        expect(after.clock).toBe(before.clock);
        expect(activations.get(Clock)).toEqual([before.clock]);
      },
    },
    {
      case: 'a constant nobody asked for is the one the boot resolver held, activated once by inversify',
      before: [],
      check: ({ after, activations }) => {
        expect(after.ticker.clock).toBe(after.clock);
        expect(activations.get(Clock)).toEqual([after.clock]);
        expect(activations.get(Ticker)).toEqual([after.ticker]);
      },
    },
    {
      case: 'an activation loaded later does not touch what was built before (as in one container)',
      before: ['ticker'],
      later: true,
      check: ({ before, after, activations }) => {
        expect(after.ticker).toBe(before.ticker);
        expect(activations.get(Ticker)).toEqual([before.ticker]);
      },
    },
  ] as readonly HandOverCase[])('$case', ({ before: asked, later, check }) => {
    const { boot, now, activations, count } = world();
    const before = {
      ...(asked.includes('clock') ? { clock: boot.get<Clock>(Clock) } : {}),
      ...(asked.includes('ticker') ? { ticker: boot.get(Ticker) } : {}),
    };
    const { container, load } = containerAfterBoot(boot, now, readConfig({}));
    if (later) load([count(Ticker)]);
    const after = { clock: container.get<Clock>(Clock), ticker: container.get(Ticker) };
    expect(boot.get(Ticker)).toBe(after.ticker);
    check({ before, after, activations });
  });
});

describe("the browser's container: the boot resolver before sign-in, inversify after", () => {
  it('gives after loadLater() the very singletons built before sign-in, the guarded gateways not guarded twice', async () => {
    const browser = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real' }));
    const session = browser.get(SessionStore);
    const login = browser.get(LoginUseCase);
    const auth = browser.get<AuthGateway>(AuthGateway);

    await browser.loadLater();
    const container = await browser.container();

    expect(container.get(SessionStore)).toBe(session);
    expect(container.get(LoginUseCase)).toBe(login);
    // The edge guard wraps a gateway when first built: a second activation would give another wrapper.
    expect(container.get(AuthGateway)).toBe(auth);
    expect(browser.get(SessionStore)).toBe(session);
    // What nobody asked for before sign-in is built once, by inversify, whoever asks.
    expect(browser.get(LogoutUseCase)).toBe(container.get(LogoutUseCase));
    expect(browser.get(IncidentsGateway)).toBe(container.get(IncidentsGateway));
  });

  it('prefetchLater() downloads the signed-in part and binds none of it: until loadLater(), its services are refused', async () => {
    const later = vi.fn(realSet.later);
    const browser = buildBrowserContainer({ ...realSet, later }, readConfig({ VITE_ADAPTERS: 'real' }));
    browser.prefetchLater();
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
    await Promise.resolve(later.mock.results[0]?.value);
    expect(() => browser.get(IncidentsGateway)).toThrow(/before sign-in/);

    await browser.loadLater();
    expect(browser.get(IncidentsGateway)).toBe((await browser.container()).get(IncidentsGateway));
  });

  it('before sign-in, a service bound after sign-in is a clear error', () => {
    const browser = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real' }));
    expect(() => browser.get(IncidentsGateway)).toThrow(/Nothing is bound to Symbol\(IncidentsGateway\) before sign-in/);
  });

  it("builds the demo's world on the login route's first call, and the signed-in part binds that very world", async () => {
    const browser = buildBrowserContainer(fakeSet, readConfig({ VITE_ADAPTERS: 'fake', VITE_DEMO_LATENCY_MS: '0' }));
    const ids = browser.get<IdGenerator>(IdGenerator);
    const auth = browser.get<AuthGateway>(AuthGateway);
    const host = browser.get(DemoSessionHost);
    expect(host.current()).toBeNull();

    const signedIn = await auth.login({ email: 'admin@public.demo', password: 'demo1234', tenant: 'public', lat: null, long: null });
    const world = host.current()?.world;
    const container = await browser.container();

    expect(signedIn.token).toBeTruthy();
    expect(world).toBeInstanceOf(DemoWorld);
    expect(container.get(IdGenerator)).toBe(ids);
    expect(container.get(DemoWorld)).toBe(world);
    expect(container.get(AuthGateway)).toBe(auth);
  });

  it("builds the demo's world with the signed-in part when the login route made no call, and the login route's ports use it", async () => {
    const browser = buildBrowserContainer(fakeSet, readConfig({ VITE_ADAPTERS: 'fake', VITE_DEMO_LATENCY_MS: '0' }));
    const auth = browser.get<AuthGateway>(AuthGateway);
    const container = await browser.container();
    const world = container.get(DemoWorld);

    expect(browser.get(DemoSessionHost).current()?.world).toBe(world);
    await expect(auth.login({ email: 'admin@public.demo', password: 'wrong', tenant: 'public', lat: null, long: null })).rejects.toThrow();
    expect(browser.get(DemoSessionHost).current()?.world).toBe(world);
  });
});
