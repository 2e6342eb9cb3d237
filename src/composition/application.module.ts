import { ContainerModule } from 'inversify';
import type { AppConfig } from './app-config';
import type { Binder, BindingSet } from './adapter-set';
import { bindScreensApplication } from './bindings/screens.application';
import { bindSessionApplication } from './bindings/session.application';

/** The use cases and flows: the session's before anyone signs in, the rest after sign-in so the login route stays small. */
export const applicationSet: BindingSet = {
  now: [bindSessionApplication, bindScreensApplication],
  later: async () => (await import('./application.later')).laterBinders,
  sections: async () => (await import('./application.sections')).sectionBinders,
};

export function moduleOf(config: AppConfig, binders: readonly Binder[]): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    for (const binder of binders) binder({ bind, onActivation, config });
  });
}
