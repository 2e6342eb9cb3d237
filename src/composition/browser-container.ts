import type { ComponentType } from 'react';
import type { BindingSet } from './adapter-set';
import type { AppConfig } from './app-config';
import { applicationSet } from './application.module';
import { BrowserResolver } from './browser-resolver';
import type { ClassToken } from './bindings/binding-context';

export interface BrowserContainer {
  /** A service by its token, from the parts loaded so far. */
  readonly get: <T>(token: symbol | ClassToken<T>) => T;
  /** Adds (once) the signed-in screens' part, after sign-in. */
  readonly loadLater: () => Promise<void>;
  /** Adds (once, after `loadLater`) what only the admin sections use. */
  readonly loadSections: () => Promise<void>;
  /** Adds (once, after `loadLater`) what only the incident pages use. */
  readonly loadIncidentPages: () => Promise<void>;
  /** The set's training console: its bindings added (once) and its screens, when the set has one (the demo). */
  readonly loadTraining?: () => Promise<ComponentType>;
}

/**
 * The browser's container: one `BrowserResolver` serving the login route's part (`now` binders) at boot, to which each
 * later part is added when its chunk has loaded: `loadLater()` after sign-in, `loadSections()` with the first admin
 * section, `loadIncidentPages()` with the first incident page, and the demo's training console. Every singleton built before a part loaded stays the one instance.
 */
export function buildBrowserContainer(set: BindingSet, config: AppConfig): BrowserContainer {
  const resolver = new BrowserResolver([...set.now, ...applicationSet.now], config);
  let later: Promise<void> | null = null;
  const loadLater = () =>
    (later ??= Promise.all([set.later(), applicationSet.later()]).then(([adapters, application]) => {
      resolver.load([...adapters, ...application]);
      void set.onLoaded?.(resolver);
    }));
  let sections: Promise<void> | null = null;
  const loadSections = () =>
    (sections ??= Promise.all([loadLater(), set.sections(), applicationSet.sections()]).then(([, adapters, application]) =>
      resolver.load([...adapters, ...application]),
    ));
  let incidentPages: Promise<void> | null = null;
  const loadIncidentPages = () =>
    (incidentPages ??= Promise.all([loadLater(), set.incidentPages?.() ?? [], applicationSet.incidentPages?.() ?? []]).then(
      ([, adapters, application]) => resolver.load([...adapters, ...application]),
    ));
  const built = {
    get: <T>(token: symbol | ClassToken<T>): T => resolver.get(token),
    loadLater,
    loadSections,
    loadIncidentPages,
  };
  const training = set.training?.bind(set);
  if (!training) return built;
  let screens: Promise<ComponentType> | null = null;
  const loadTraining = () =>
    (screens ??= training().then(({ binders, screens: component }) => {
      resolver.load(binders);
      return component;
    }));
  return { ...built, loadTraining };
}
