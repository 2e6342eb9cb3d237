import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import type { AppConfig } from './app-config';
import { applicationModule } from './application.module';
import { AppConfigToken } from './tokens';

export interface ContainerOverrides {
  /** Config values to use instead of the environment's. */
  readonly config?: Partial<AppConfig>;
  /** Port bindings to replace after the adapter set is loaded, e.g. [[Clock, new VirtualClock()]]. */
  readonly bindings?: ReadonlyArray<readonly [symbol, unknown]>;
}

/** Builds the container from one adapter module, the application module and any overrides. */
export function buildContainer(adapters: (config: AppConfig) => ContainerModule, config: AppConfig, overrides?: ContainerOverrides): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfigToken).toConstantValue(config);
  container.load(adapters(config), applicationModule);
  for (const [token, value] of overrides?.bindings ?? []) container.rebind(token).toConstantValue(value);
  return container;
}
