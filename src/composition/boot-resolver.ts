import type { Binder } from './adapter-set';
import type { AppConfig } from './app-config';
import type { BindingContext, BindingScope, BindingTarget, ClassToken, Resolution, Token } from './bindings/binding-context';
import { AppConfigToken } from './tokens';

type Activation = (resolution: Resolution, instance: unknown) => unknown;

interface Binding {
  /** Builds the instance (a constant's gives its value). */
  readonly build: (resolution: Resolution) => unknown;
  readonly constant: boolean;
  transient: boolean;
}

/** One instance the boot resolver gives the container that takes its place. */
export interface HandedOver {
  readonly token: Token;
  readonly instance: unknown;
  /**
   * True when the instance was built and its activations ran (the container must answer it as it is); false for a
   * constant nobody has asked for yet (the container activates it when first asked, as the boot resolver would have).
   */
  readonly activated: boolean;
}

const nameOf = (token: Token): string => (typeof token === 'symbol' ? String(token) : token.name);

/**
 * The browser's resolver before sign-in: it runs the login route's binders (the same lists inversify loads) against
 * the part of the binding syntax they use (`bind` to a dynamic or constant value, singleton or transient scope,
 * `onActivation`), and answers plain, optional and lazy gets, so the login route does not load the DI library.
 * When the signed-in part loads, `handOver` gives inversify's container every singleton and constant it holds (the
 * very instances) and from then on forwards every get to that container, the lazy dependencies it gave included.
 */
export class BootResolver implements Resolution {
  readonly #bindings = new Map<Token, Binding | 'ambiguous'>();
  readonly #activations = new Map<Token, Activation[]>();
  /** The singletons and constants built and activated so far. */
  readonly #built = new Map<Token, unknown>();
  /** The tokens being built, outermost first (a token met again is a circular dependency). */
  readonly #building: Token[] = [];
  #successor: Resolution | null = null;

  constructor(binders: readonly Binder[], config: AppConfig) {
    this.#bind(AppConfigToken).toConstantValue(config);
    const context: BindingContext = {
      bind: (token) => this.#bind(token),
      onActivation: (token, activate) => {
        const list = this.#activations.get(token) ?? [];
        list.push(activate as Activation);
        this.#activations.set(token, list);
      },
      config,
    };
    for (const binder of binders) binder(context);
  }

  get<T>(token: symbol | ClassToken<T>, options: { readonly optional: true }): T | undefined;
  get<T>(token: symbol | ClassToken<T>): T;
  get<T>(token: symbol | ClassToken<T>, options?: { readonly optional: true }): T | undefined {
    if (this.#successor) return options ? this.#successor.get(token, options) : this.#successor.get(token);
    const binding = this.#bindings.get(token);
    if (binding === undefined) {
      if (options?.optional) return undefined;
      throw new Error(
        `Nothing is bound to ${nameOf(token)} before sign-in: the login route's services are bound at boot, the others ` +
          'once the signed-in part is loaded (services.ready()).',
      );
    }
    if (binding === 'ambiguous') throw new Error(`${nameOf(token)} is bound more than once`);
    if (this.#built.has(token)) return this.#built.get(token) as T;
    return this.#build(token, binding) as T;
  }

  /**
   * Gives the container that takes this resolver's place what it must answer as its own (every singleton built so
   * far and every constant), and forwards every later get to it. Once only.
   */
  handOver(successor: Resolution): readonly HandedOver[] {
    if (this.#successor) throw new Error('The boot resolver has already handed over');
    this.#successor = successor;
    const handed: HandedOver[] = [];
    for (const [token, binding] of this.#bindings) {
      if (this.#built.has(token)) handed.push({ token, instance: this.#built.get(token), activated: true });
      else if (binding !== 'ambiguous' && binding.constant) handed.push({ token, instance: binding.build(this), activated: false });
    }
    return handed;
  }

  #bind(token: Token): BindingTarget {
    const add = (binding: Binding): Binding => {
      this.#bindings.set(token, this.#bindings.has(token) ? 'ambiguous' : binding);
      return binding;
    };
    return {
      toDynamicValue: (build): BindingScope => {
        const binding = add({ build, constant: false, transient: false });
        return {
          inSingletonScope: () => (binding.transient = false),
          inTransientScope: () => (binding.transient = true),
        };
      },
      toConstantValue: (value) => add({ build: () => value, constant: true, transient: false }),
    };
  }

  #build(token: Token, binding: Binding): unknown {
    if (this.#building.includes(token)) {
      throw new Error(`Circular dependency: ${[...this.#building, token].map(nameOf).join(' -> ')}`);
    }
    this.#building.push(token);
    try {
      let instance = binding.build(this);
      for (const activate of this.#activations.get(token) ?? []) instance = activate(this, instance);
      if (!binding.transient) this.#built.set(token, instance);
      return instance;
    } finally {
      this.#building.pop();
    }
  }
}
