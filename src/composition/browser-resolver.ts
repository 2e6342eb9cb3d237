import type { Binder } from './adapter-set';
import type { AppConfig } from './app-config';
import type { BindingContext, BindingScope, BindingTarget, ClassToken, Resolution, Token } from './bindings/binding-context';
import { AppConfigToken } from './tokens';

type Activation = (resolution: Resolution, instance: unknown) => unknown;

interface Binding {
  /** Builds the instance (a constant's gives its value). */
  readonly build: (resolution: Resolution) => unknown;
  transient: boolean;
}

const nameOf = (token: Token): string => (typeof token === 'symbol' ? String(token) : token.name);

/**
 * The browser's container: it runs the binders (the same lists inversify loads in Node) against the part of the
 * binding syntax they use (`bind` to a dynamic or constant value, singleton or transient scope, `onActivation`), and
 * answers plain, optional and lazy gets. The login route's binders run at boot; each later part (after sign-in, the
 * admin sections, the demo's training console) is added with `load` when its chunk arrives. No route of the browser
 * downloads the DI library: this is all of it the binders need.
 */
export class BrowserResolver implements Resolution {
  readonly #bindings = new Map<Token, Binding | 'ambiguous'>();
  readonly #activations = new Map<Token, Activation[]>();
  /** The singletons and constants built and activated so far. */
  readonly #built = new Map<Token, unknown>();
  /** The tokens being built, outermost first (a token met again is a circular dependency). */
  readonly #building: Token[] = [];
  readonly #context: BindingContext;

  constructor(binders: readonly Binder[], config: AppConfig) {
    this.#context = {
      bind: (token) => this.#bind(token),
      onActivation: (token, activate) => {
        const list = this.#activations.get(token) ?? [];
        list.push(activate as Activation);
        this.#activations.set(token, list);
      },
      config,
    };
    this.#bind(AppConfigToken).toConstantValue(config);
    this.load(binders);
  }

  /**
   * Adds a part's bindings. An activation added here runs on what is built from now on, never again on an instance
   * built before (as inversify does with a module loaded later).
   */
  load(binders: readonly Binder[]): void {
    for (const binder of binders) binder(this.#context);
  }

  get<T>(token: symbol | ClassToken<T>, options: { readonly optional: true }): T | undefined;
  get<T>(token: symbol | ClassToken<T>): T;
  get<T>(token: symbol | ClassToken<T>, options?: { readonly optional: true }): T | undefined {
    const binding = this.#bindings.get(token);
    if (binding === undefined) {
      if (options?.optional) return undefined;
      throw new Error(
        `Nothing is bound to ${nameOf(token)} yet: the login route's services are bound at boot, the others once ` +
          'their part is loaded (services.ready() after sign-in, services.sectionsReady() for the admin sections).',
      );
    }
    if (binding === 'ambiguous') throw new Error(`${nameOf(token)} is bound more than once`);
    if (this.#built.has(token)) return this.#built.get(token) as T;
    return this.#build(token, binding) as T;
  }

  #bind(token: Token): BindingTarget {
    const add = (binding: Binding): Binding => {
      this.#bindings.set(token, this.#bindings.has(token) ? 'ambiguous' : binding);
      return binding;
    };
    return {
      toDynamicValue: (build): BindingScope => {
        const binding = add({ build, transient: false });
        return {
          inSingletonScope: () => (binding.transient = false),
          inTransientScope: () => (binding.transient = true),
        };
      },
      toConstantValue: (value) => add({ build: () => value, transient: false }),
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
