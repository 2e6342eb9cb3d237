import { ContainerModule } from 'inversify';
import type { AppConfig } from './app-config';
import type { BindingContext } from './bindings/binding-context';
import { bindIncidentFormsApplication, bindScreensApplication } from './bindings/screens.application';
import { bindSessionApplication } from './bindings/session.application';

/** What the console needs before anyone signs in: the session use cases. */
export function applicationModule(config: AppConfig): ContainerModule {
  return moduleOf(config, bindSessionApplication, bindScreensApplication);
}

/** Everything else (incidents, live), loaded after sign-in so the login route stays small. */
export async function laterApplicationModule(config: AppConfig): Promise<ContainerModule> {
  const [{ bindIncidentsApplication }, { bindLiveApplication }] = await Promise.all([
    import('./bindings/incidents.application'),
    import('./bindings/live.application'),
  ]);
  return moduleOf(config, bindIncidentsApplication, bindLiveApplication, bindIncidentFormsApplication);
}

export function moduleOf(config: AppConfig, ...binders: ReadonlyArray<(context: BindingContext) => void>): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    for (const binder of binders) binder({ bind, onActivation, config });
  });
}
