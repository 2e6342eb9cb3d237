import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { Clock } from '../../application/ports/clock.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { FakeLatency } from '../../adapters/fake/fake-latency';
import { DemoSessionHost, PushOnFirstCall } from '../demo-session-host';
import { portOnFirstCall } from '../port-on-first-call';
import type { BindingContext } from './binding-context';
import { port, type TypeOf } from './bind';

/**
 * The browser demo's login route: its session ports (authentication, roles, settings, health, push) answer from the
 * demo world, which is loaded and built on their first call (DemoSessionHost), not with the page: the login route
 * paints without the world, its accounts and its schemas. Node binds the same adapters at once (bindDemoWorld,
 * bindFakeSession).
 */
export function bindDemoSessionOnFirstCall(context: BindingContext): void {
  // Built from the resolution itself: its world looks up, when a link is first sent, the live area's messaging.
  context
    .bind(DemoSessionHost)
    .toDynamicValue(
      (resolution) =>
        new DemoSessionHost(
          {
            clock: resolution.get<TypeOf<typeof Clock>>(Clock),
            latency: resolution.get(FakeLatency),
            local: resolution.get<TypeOf<typeof KeyValueStorage.local>>(KeyValueStorage.local),
            session: resolution.get<TypeOf<typeof KeyValueStorage.session>>(KeyValueStorage.session),
            seed: context.config.demoSeed,
            get: (token) => resolution.get(token),
          },
          () => import('../demo-session'),
        ),
    )
    .inSingletonScope();
  const session = (host: DemoSessionHost) => () => host.session();
  port(context, AuthGateway, [DemoSessionHost], (host) => portOnFirstCall(async () => (await session(host)()).auth));
  port(context, RolesGateway, [DemoSessionHost], (host) => portOnFirstCall(async () => (await session(host)()).roles));
  port(context, SettingsGateway, [DemoSessionHost], (host) => portOnFirstCall(async () => (await session(host)()).settings));
  port(context, HealthGateway, [DemoSessionHost], (host) => portOnFirstCall(async () => (await session(host)()).health));
  port(
    context,
    PushNotifications,
    [DemoSessionHost],
    (host) =>
      new PushOnFirstCall(
        () => host.current()?.push ?? null,
        async () => (await host.session()).push,
      ),
  );
}
