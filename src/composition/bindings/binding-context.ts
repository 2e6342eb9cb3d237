import type { AppConfig } from '../app-config';

/** A class token whose instances have type T (its constructor may be anything, even abstract). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor, whatever its parameters
export type ClassToken<T> = abstract new (...args: any[]) => T;

/** A token a container can resolve: a symbol of token-types.ts or a class. */
export type Token = symbol | ClassToken<unknown>;

/** What a binding's factory and an activation handler may ask for while a service is built. */
export interface Resolution {
  get<T>(token: symbol | ClassToken<T>, options: { readonly optional: true }): T | undefined;
  get<T>(token: symbol | ClassToken<T>): T;
}

/** The scope of a built binding: one instance, or one per request. */
export interface BindingScope {
  inSingletonScope(): unknown;
  inTransientScope(): unknown;
}

/** What a token is bound to: a value built from the resolution when asked for, or one value. */
export interface BindingTarget {
  toDynamicValue(build: (resolution: Resolution) => unknown): BindingScope;
  toConstantValue(value: unknown): unknown;
}

/**
 * What each area's binding function receives: the part of a container's binding syntax the bindings use (`bind`
 * and `onActivation`, as inversify's ContainerModule gives them) and the app's config. Inversify's module options
 * satisfy it, and so does the browser's boot resolver (boot-resolver.ts), which serves the login route before
 * inversify is loaded.
 */
export interface BindingContext {
  bind(token: Token): BindingTarget;
  /** Runs `activate` on each instance of `token` when it is first built (every time for a transient binding). */
  onActivation<T>(token: Token, activate: (resolution: Resolution, instance: T) => T): void;
  readonly config: AppConfig;
}
