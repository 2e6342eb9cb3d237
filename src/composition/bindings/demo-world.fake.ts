import { Clock } from '../../application/ports/clock.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { DemoTokenKeys, IN_BROWSER_DEMO_KEYS } from '../../adapters/fake/demo-world/share-tokens';
import { FakeLatency } from '../../adapters/fake/fake-latency';
import type { BindingContext } from './binding-context';
import { singletonOf } from './bind';

/**
 * The demo world, built when first asked for: in Node (tests, the scenario runner, the server) with everything else at
 * once. A browser builds it on the login route's first call instead (demo-session.browser.ts), so the login route does
 * not load it.
 */
export function bindDemoWorld(context: BindingContext): void {
  // The in-browser demo signs its links with the key it ships with; the server over the wire binds its own.
  singletonOf(context, DemoTokenKeys, [], () => IN_BROWSER_DEMO_KEYS);
  singletonOf(
    context,
    DemoWorld,
    [Clock, FakeLatency, KeyValueStorage.local, KeyValueStorage.session, DemoTokenKeys],
    (clock, latency, local, session, keys) => new DemoWorld(clock, latency, local, context.config.demoSeed, session, keys),
  );
}
