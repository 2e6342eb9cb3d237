import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from './app-config';
import type { Binder } from './adapter-set';
import type { BootResolver } from './boot-resolver';
import type { BindingContext, Resolution, Token } from './bindings/binding-context';
import { AppConfigToken } from './tokens';

export interface ContainerOverrides {
  /** Config values to use instead of the environment's. */
  readonly config?: Partial<AppConfig>;
  /** Port bindings to replace after the adapter set is loaded, e.g. [[Clock, new VirtualClock()]]. */
  readonly bindings?: ReadonlyArray<readonly [symbol, unknown]>;
}

/** Tells whether an instance is one the boot resolver already built and activated (it is not activated twice). */
type AlreadyActivated = (token: Token, instance: unknown) => boolean;

/** Inversify's module of the given binders: each receives the module's bind and onActivation, and the config. */
export function moduleOf(config: AppConfig, binders: readonly Binder[], activated: AlreadyActivated = () => false): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    const context: BindingContext = {
      bind,
      onActivation: <T>(token: Token, activate: (resolution: Resolution, instance: T) => T) =>
        onActivation<T>(token as ServiceIdentifier<T>, (resolution, instance) =>
          activated(token, instance) ? instance : activate(resolution, instance),
        ),
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

/**
 * The browser's inversify container, taking the boot resolver's place once the signed-in part loads: built from the
 * binders the boot resolver ran, it answers every singleton the boot resolver built (and every constant it holds)
 * with that very instance, never a second one, and does not run their activations again. The boot resolver forwards
 * to it from then on.
 */
export function containerAfterBoot(boot: BootResolver, binders: readonly Binder[], config: AppConfig): Container {
  const handedOver = new Map<Token, unknown>();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(moduleOf(config, binders, (token, instance) => handedOver.has(token) && handedOver.get(token) === instance));
  for (const { token, instance, activated } of boot.handOver(container)) {
    if (container.isBound(token)) container.rebind(token).toConstantValue(instance);
    else container.bind(token).toConstantValue(instance);
    if (activated) handedOver.set(token, instance);
  }
  return container;
}
