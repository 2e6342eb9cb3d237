import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LogoutUseCase } from '../../src/application/auth/logout.use-case';
import { UsersFacade } from '../../src/application/admin/users.facade';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { IdGenerator } from '../../src/application/ports/id-generator.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { UsersGateway } from '../../src/application/ports/users-gateway.port';
import { SessionStore } from '../../src/application/session/session.store';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { readConfig } from '../../src/composition/app-config';
import { buildBrowserContainer } from '../../src/composition/browser-container';
import { adapterSet as fakeSet } from '../../src/composition/fake-adapters.module';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';

describe("the browser's container: the login route's part at boot, the others added when loaded", () => {
  it('gives after loadLater() the very singletons built before sign-in, the guarded gateways not guarded twice', async () => {
    const browser = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real' }));
    const session = browser.get(SessionStore);
    const login = browser.get(LoginUseCase);
    const auth = browser.get<AuthGateway>(AuthGateway);

    await browser.loadLater();

    expect(browser.get(SessionStore)).toBe(session);
    expect(browser.get(LoginUseCase)).toBe(login);
    // The edge guard wraps a gateway when first built: a second activation would give another wrapper.
    expect(browser.get(AuthGateway)).toBe(auth);
    // What nobody asked for before sign-in is built once, whoever asks.
    expect(browser.get(LogoutUseCase)).toBe(browser.get(LogoutUseCase));
    expect(browser.get(IncidentsGateway)).toBe(browser.get(IncidentsGateway));
  });

  it("before sign-in, a service bound after sign-in is a clear error; an admin section's, until the sections load", async () => {
    const browser = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real' }));
    expect(() => browser.get(IncidentsGateway)).toThrow(/Nothing is bound to Symbol\(IncidentsGateway\) yet/);
    await browser.loadLater();
    expect(() => browser.get(UsersFacade)).toThrow(/Nothing is bound to UsersFacade yet/);
    await browser.loadSections();
    expect(browser.get(UsersFacade)).toBe(browser.get(UsersFacade));
    expect(browser.get(UsersGateway)).toBeDefined();
  });

  it("keeps the demo's constants and its world, built before sign-in, for the parts loaded after", async () => {
    // Without the demo's start-up after sign-in (the simulated calls, the training desk), which needs a browser.
    const browser = buildBrowserContainer(
      { ...fakeSet, onLoaded: undefined },
      readConfig({ VITE_ADAPTERS: 'fake', VITE_DEMO_LATENCY_MS: '0' }),
    );
    const ids = browser.get<IdGenerator>(IdGenerator);
    const world = (browser.get<AuthGateway>(AuthGateway), browser.get(DemoWorld));

    await browser.loadSections();

    expect(browser.get(IdGenerator)).toBe(ids);
    expect(browser.get(DemoWorld)).toBe(world);
  });
});
