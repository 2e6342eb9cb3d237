import { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { AppConfig } from './app-config';
import type { Binder, BindingSet } from './adapter-set';
import { applicationSet, moduleOf } from './application.module';
import { AppConfigToken } from './tokens';

export interface ContainerOverrides {
  /** Config values to use instead of the environment's. */
  readonly config?: Partial<AppConfig>;
  /** Port bindings to replace after the adapter set is loaded, e.g. [[Clock, new VirtualClock()]]. */
  readonly bindings?: ReadonlyArray<readonly [symbol, unknown]>;
}

export interface BrowserContainer {
  readonly container: Container;
  readonly loadLater: () => Promise<void>;
  /** Adds (once, after `loadLater`) what only the admin sections use. */
  readonly loadSections: () => Promise<void>;
  /** The set's training console: its bindings added (once) and its screens, when the set has one (the demo). */
  readonly loadTraining?: () => Promise<ComponentType>;
}

/**
 * The browser's container: the login route's part at once; `loadLater()` adds the signed-in screens' part (once) after
 * sign-in, `loadSections()` the admin sections' part with the first section opened.
 */
export function buildBrowserContainer(set: BindingSet, config: AppConfig): BrowserContainer {
  const container = buildContainer([...set.now, ...applicationSet.now], config);
  let later: Promise<void> | null = null;
  const loadLater = () =>
    (later ??= Promise.all([set.later(), applicationSet.later()]).then(([adapters, application]) => {
      container.load(moduleOf(config, [...adapters, ...application]));
      void set.onLoaded?.(container);
    }));
  let sections: Promise<void> | null = null;
  const loadSections = () =>
    (sections ??= Promise.all([loadLater(), set.sections(), applicationSet.sections()]).then(([, adapters, application]) => {
      container.load(moduleOf(config, [...adapters, ...application]));
    }));
  const training = set.training?.bind(set);
  if (!training) return { container, loadLater, loadSections };
  let screens: Promise<ComponentType> | null = null;
  const loadTraining = () =>
    (screens ??= training().then(({ binders, screens: component }) => {
      container.load(moduleOf(config, binders));
      return component;
    }));
  return { container, loadLater, loadSections, loadTraining };
}

/** A container from the given bindings (all at once in Node: tests, the scenario runner), then the overrides. */
export function buildContainer(binders: readonly Binder[], config: AppConfig, overrides?: ContainerOverrides): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfigToken).toConstantValue(config);
  container.load(moduleOf(config, binders));
  for (const [token, value] of overrides?.bindings ?? []) container.rebind(token).toConstantValue(value);
  return container;
}
