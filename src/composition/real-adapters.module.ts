import type { Container, ContainerModule } from 'inversify';
import type { AppConfig } from './app-config';
import { moduleOf } from './application.module';
import { bindRealFoundation } from './bindings/foundation.real';
import { bindRealSession } from './bindings/session.real';

/** Production, part one: what the login route needs (foundation, session). */
export function adaptersModule(config: AppConfig): ContainerModule {
  return moduleOf(config, bindRealFoundation, bindRealSession);
}

/** Production, part two: admin-only ports, incidents and live over the platform's backend, loaded after sign-in. */
export async function laterAdaptersModule(config: AppConfig): Promise<ContainerModule> {
  const [{ bindRealAdmin }, { bindRealIncidents }, { bindRealLive }] = await Promise.all([
    import('./bindings/admin.real'),
    import('./bindings/incidents.real'),
    import('./bindings/live.real'),
  ]);
  return moduleOf(config, bindRealAdmin, bindRealIncidents, bindRealLive);
}

/** Production has nothing to start after sign-in: every adapter works when first used. */
export function startLater(_container: Container): Promise<void> {
  return Promise.resolve();
}
