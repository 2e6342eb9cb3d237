import type { BindingContext, ClassToken, Resolution, Token } from './binding-context';
import type { SymbolFor, TypeOfSymbol } from './token-types';

export type { ClassToken, Token } from './binding-context';

/** What the container gives for a token. */
export type TypeOf<K> = K extends ClassToken<infer T> ? T : K extends symbol ? TypeOfSymbol<K> : never;

/** A dependency resolved on first call, for a port bound with a later part of the app: `lazy(DemoMessaging)`. */
export interface Lazy<K extends Token = Token> {
  readonly lazy: K;
}

/** A dependency that is bound in some builds only (undefined elsewhere): `optional(RemoteMediaRendererToken)`. */
export interface Optional<K extends Token = Token> {
  readonly optional: K;
}

export const lazy = <K extends Token>(token: K): Lazy<K> => ({ lazy: token });
export const optional = <K extends Token>(token: K): Optional<K> => ({ optional: token });

/** The token (plain, lazy or optional) that fits one constructor parameter of type P. */
export type Dependency<P> =
  | ClassToken<P>
  | SymbolFor<P>
  | (undefined extends P ? Optional<ClassToken<NonNullable<P>> | SymbolFor<NonNullable<P>>> : never)
  | (P extends () => infer R ? Lazy<ClassToken<R> | SymbolFor<R>> : never);

/** One dependency per constructor parameter, in order: their number and each token's type are checked. */
export type Dependencies<A extends readonly unknown[]> = { readonly [K in keyof A]: Dependency<A[K]> };

/** Any token a binding may depend on: plain, lazy or optional. */
export type AnyDependency = Token | Lazy | Optional;

/** What a list of dependencies resolves to: the arguments of a `create` function, in order. */
export type Resolved<D extends readonly AnyDependency[]> = {
  -readonly [I in keyof D]: D[I] extends Lazy<infer K>
    ? () => TypeOf<K>
    : D[I] extends Optional<infer K>
      ? TypeOf<K> | undefined
      : TypeOf<D[I]>;
};

type Scope = 'singleton' | 'transient';

function resolve(context: Resolution, dependency: AnyDependency): unknown {
  if (typeof dependency === 'object') {
    if ('lazy' in dependency) {
      const token = dependency.lazy;
      return () => context.get(token);
    }
    return context.get(dependency.optional, { optional: true });
  }
  return context.get(dependency);
}

function bindTo(
  { bind }: BindingContext,
  token: Token,
  dependencies: readonly AnyDependency[],
  create: (...args: never[]) => unknown,
  scope: Scope,
): void {
  const build = create as (...args: unknown[]) => unknown;
  const bound = bind(token).toDynamicValue((context) => build(...dependencies.map((dependency) => resolve(context, dependency))));
  if (scope === 'singleton') bound.inSingletonScope();
  else bound.inTransientScope();
}

/** The binder of one scope for a class built with `new`: its dependencies are checked against its constructor's parameters. */
const classBinder =
  (scope: Scope) =>
  <A extends readonly unknown[], T>(context: BindingContext, type: new (...args: A) => T, dependencies: Dependencies<A>): void =>
    bindTo(context, type, dependencies as readonly AnyDependency[], (...args: A) => new type(...args), scope);

/** `singleton(context, EditIncidentUseCase, [IncidentsGateway, Clock])`: one instance, its dependencies written once. */
export const singleton = classBinder('singleton');

/** Like singleton(), but a new instance for every screen that asks (flows a screen owns and disposes). */
export const transient = classBinder('transient');

/**
 * A port bound to a class whose constructor takes exactly the dependencies, one instance:
 * `portClass(context, FilesGateway, FakeFilesGateway, [DemoWorld])`. As with singleton(), the dependencies are checked
 * against the constructor's parameters and written once; the class must implement the port.
 */
export function portClass<K extends symbol, A extends readonly unknown[]>(
  context: BindingContext,
  token: K,
  type: new (...args: A) => TypeOf<K>,
  dependencies: Dependencies<A>,
): void {
  bindTo(context, token, dependencies as readonly AnyDependency[], (...args: A) => new type(...args), 'singleton');
}

/**
 * A port (or composition token) bound to what `create` builds from the dependencies, one instance, where the adapter
 * needs more than its dependencies (configuration, a callback):
 * `port(context, RealtimeEvents, [Logger], (logger) => new WebSocketRealtimeEvents(context.config.wsUrl, logger))`.
 * `create`'s parameters are typed by the dependencies and its result must implement the port.
 */
export function port<K extends symbol, const D extends readonly AnyDependency[]>(
  context: BindingContext,
  token: K,
  dependencies: D,
  create: (...args: Resolved<D>) => TypeOf<K>,
): void {
  bindTo(context, token, dependencies, create, 'singleton');
}

/** Binds a class to what `create` builds from the dependencies (typed by them); the result must be an instance of it. */
type FactoryBinder = <T, const D extends readonly AnyDependency[]>(
  context: BindingContext,
  type: ClassToken<T>,
  dependencies: D,
  create: (...args: Resolved<D>) => NoInfer<T>,
) => void;

const factoryBinder =
  (scope: Scope): FactoryBinder =>
  (context, type, dependencies, create) =>
    bindTo(context, type, dependencies, create, scope);

/** A class built by hand (it needs configuration or a callback besides its dependencies), one instance. */
export const singletonOf = factoryBinder('singleton');

/** Like singletonOf(), but a new instance for every screen that asks. */
export const transientOf = factoryBinder('transient');

/** A port answered by one value made at binding time (it needs no other binding): `value(context, IdGenerator, ids)`. */
export function value<K extends symbol>(context: BindingContext, token: K, instance: TypeOf<K>): void {
  context.bind(token).toConstantValue(instance);
}

/**
 * A class built from its dependencies and a `get` that resolves a token when first used: for a family of derived
 * tokens no list names (the declared resources' ports, one per declaration), one instance.
 */
export function singletonWithLookup<T, const D extends readonly AnyDependency[]>(
  context: BindingContext,
  type: ClassToken<T>,
  dependencies: D,
  create: (get: <K extends symbol>(token: K) => TypeOf<K>, ...args: Resolved<D>) => NoInfer<T>,
): void {
  const build = create as (...args: unknown[]) => T;
  context
    .bind(type)
    .toDynamicValue((resolution) =>
      build((token: symbol) => resolution.get(token), ...dependencies.map((dependency) => resolve(resolution, dependency))),
    )
    .inSingletonScope();
}
