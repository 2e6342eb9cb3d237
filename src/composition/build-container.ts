import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from './app-config';
import type { Binder } from './adapter-set';
import type { BootResolver, HandedOver } from './boot-resolver';
import type { BindingContext, BindingScope, BindingTarget, Resolution, Token } from './bindings/binding-context';
import { AppConfigToken } from './tokens';

export interface ContainerOverrides {
  /** Config values to use instead of the environment's. */
  readonly config?: Partial<AppConfig>;
  /** Port bindings to replace after the adapter set is loaded, e.g. [[Clock, new VirtualClock()]]. */
  readonly bindings?: ReadonlyArray<readonly [symbol, unknown]>;
}

/** What the boot resolver handed over, by token (nothing in Node, where inversify is the only container). */
type HandedOverByToken = ReadonlyMap<Token, HandedOver>;

/** A binding target that binds its token to the handed-over instance, whatever the binder asks. */
function handedOverTarget(target: BindingTarget, instance: unknown): BindingTarget {
  const scope: BindingScope = { inSingletonScope: () => undefined, inTransientScope: () => undefined };
  return {
    toDynamicValue: () => (target.toConstantValue(instance), scope),
    toConstantValue: () => target.toConstantValue(instance),
  };
}

/**
 * Inversify's module of the given binders: each receives the module's bind and onActivation, and the config. A token
 * the boot resolver handed over is bound to its instance, and an instance it already activated is not activated again.
 */
export function moduleOf(config: AppConfig, binders: readonly Binder[], handedOver: HandedOverByToken = new Map()): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    const context: BindingContext = {
      bind: (token) => {
        const handed = handedOver.get(token);
        return handed ? handedOverTarget(bind(token), handed.instance) : bind(token);
      },
      onActivation: <T>(token: Token, activate: (resolution: Resolution, instance: T) => T) =>
        onActivation<T>(token as ServiceIdentifier<T>, (resolution, instance) => {
          const handed = handedOver.get(token);
          return handed?.activated && handed.instance === instance ? instance : activate(resolution, instance);
        }),
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

/** The browser's inversify container, and how a part loaded later is added to it. */
export interface BrowserInversify {
  readonly container: Container;
  readonly load: (binders: readonly Binder[]) => void;
}

/**
 * The browser's inversify container, taking the boot resolver's place once a part after the login route loads: built
 * from the binders the boot resolver ran, it answers every singleton the boot resolver built and every constant it
 * holds with that very instance (never a second one), without activating again what was activated. The boot resolver
 * forwards to it from then on.
 */
export function containerAfterBoot(boot: BootResolver, binders: readonly Binder[], config: AppConfig): BrowserInversify {
  const container = new Container({ defaultScope: 'Singleton' });
  const handedOver = new Map(boot.handOver(container).map((handed) => [handed.token, handed]));
  const load = (more: readonly Binder[]) => container.load(moduleOf(config, more, handedOver));
  load(binders);
  // What no binder binds (the config) is bound as it was handed over.
  for (const [token, { instance }] of handedOver) if (!container.isBound(token)) container.bind(token).toConstantValue(instance);
  return { container, load };
}
