import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from './app-config';
import type { Binder } from './adapter-set';
import type { BindingContext, Resolution, Token } from './bindings/binding-context';
import { AppConfigToken } from './tokens';

export interface ContainerOverrides {
  /** Config values to use instead of the environment's. */
  readonly config?: Partial<AppConfig>;
  /** Port bindings to replace after the adapter set is loaded, e.g. [[Clock, new VirtualClock()]]. */
  readonly bindings?: ReadonlyArray<readonly [symbol, unknown]>;
}

/**
 * Inversify's module of the given binders: each receives the module's bind and onActivation, and the config.
 */
export function moduleOf(config: AppConfig, binders: readonly Binder[]): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    const context: BindingContext = {
      bind: (token) => bind(token),
      onActivation: <T>(token: Token, activate: (resolution: Resolution, instance: T) => T) =>
        onActivation<T>(token as ServiceIdentifier<T>, activate),
      config,
    };
    for (const binder of binders) binder(context);
  });
}

/** A container from the given bindings (all at once in Node: tests, the scenario runner), then the overrides. */
export function buildContainer(binders: readonly Binder[], config: AppConfig, overrides?: ContainerOverrides): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfigToken).toConstantValue(config);
  container.load(moduleOf(config, binders));
  for (const [token, value] of overrides?.bindings ?? []) container.rebind(token).toConstantValue(value);
  return container;
}
