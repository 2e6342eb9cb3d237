import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import type { AppConfig } from './app-config';
import { applicationModule, laterApplicationModule } from './application.module';
import { AppConfigToken } from './tokens';

export interface ContainerOverrides {
  /** Config values to use instead of the environment's. */
  readonly config?: Partial<AppConfig>;
  /** Port bindings to replace after the adapter set is loaded, e.g. [[Clock, new VirtualClock()]]. */
  readonly bindings?: ReadonlyArray<readonly [symbol, unknown]>;
}

/** One adapter set (fake or real): what the login route needs, and the rest, loaded later. */
export interface AdapterSet {
  adaptersModule(config: AppConfig): ContainerModule;
  laterAdaptersModule(config: AppConfig): Promise<ContainerModule>;
  /** Runs once the later part is loaded (the demo picks up the simulated calls a reload interrupted). */
  startLater(container: Container): Promise<void>;
}

/** The browser's container: the login route's part at once; `loadLater()` adds the rest (once) after sign-in. */
export function buildBrowserContainer(set: AdapterSet, config: AppConfig): { container: Container; loadLater: () => Promise<void> } {
  const container = newContainer(config, [set.adaptersModule(config), applicationModule(config)]);
  let later: Promise<void> | null = null;
  const loadLater = () =>
    (later ??= Promise.all([set.laterAdaptersModule(config), laterApplicationModule(config)]).then(([adapters, application]) => {
      container.load(adapters, application);
      void set.startLater(container);
    }));
  return { container, loadLater };
}

/** Builds a container from every module at once (Node: tests, the scenario runner), then applies overrides. */
export function buildContainer(modules: readonly ContainerModule[], config: AppConfig, overrides?: ContainerOverrides): Container {
  const container = newContainer(config, modules);
  for (const [token, value] of overrides?.bindings ?? []) container.rebind(token).toConstantValue(value);
  return container;
}

function newContainer(config: AppConfig, modules: readonly ContainerModule[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfigToken).toConstantValue(config);
  container.load(...modules);
  return container;
}
