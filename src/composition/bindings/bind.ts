import type { ServiceIdentifier } from 'inversify';
import type { BindingContext } from './binding-context';

/** A class token whose instances have type T. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor, whatever its parameters
type ClassToken<T> = abstract new (...args: any[]) => T;

/**
 * What the container passes for one constructor parameter: a port's symbol (the port's interface is not known to
 * the type system through a symbol) or a class token whose instances fit the parameter.
 */
export type Dependency<P> = symbol | ClassToken<P>;

/** One dependency token per constructor parameter, in order: the list's length and class tokens are type-checked. */
export type Dependencies<A extends readonly unknown[]> = { readonly [K in keyof A]: Dependency<A[K]> };

type Scope = 'singleton' | 'transient';

function bindClass<A extends readonly unknown[], T>(
  context: BindingContext,
  token: symbol | ClassToken<T>,
  create: (...args: A) => T,
  dependencies: Dependencies<A>,
  scope: Scope,
): void {
  const bound = context
    .bind(token as ServiceIdentifier<T>)
    .toResolvedValue((...args: unknown[]) => create(...(args as unknown as A)), [...dependencies]);
  if (scope === 'singleton') bound.inSingletonScope();
  else bound.inTransientScope();
}

/** `singleton(context, EditIncidentUseCase, [IncidentsGateway, Clock])`: one instance, its dependencies written once. */
export function singleton<A extends readonly unknown[], T>(
  context: BindingContext,
  type: new (...args: A) => T,
  dependencies: Dependencies<A>,
): void {
  bindClass(context, type, (...args: A) => new type(...args), dependencies, 'singleton');
}

/** Like singleton(), but a new instance for every screen that asks (flows a screen owns and disposes). */
export function transient<A extends readonly unknown[], T>(
  context: BindingContext,
  type: new (...args: A) => T,
  dependencies: Dependencies<A>,
): void {
  bindClass(context, type, (...args: A) => new type(...args), dependencies, 'transient');
}

/** A port bound to one adapter built from its dependencies: `port(context, Clock, [], () => new SystemClock())`. */
export function port<A extends readonly unknown[], T>(
  context: BindingContext,
  token: symbol,
  dependencies: Dependencies<A>,
  create: (...args: A) => T,
): void {
  bindClass(context, token, create, dependencies, 'singleton');
}

/** A class built by hand (it needs configuration besides its dependencies). */
export function singletonOf<A extends readonly unknown[], T>(
  context: BindingContext,
  type: ClassToken<T>,
  dependencies: Dependencies<A>,
  create: (...args: A) => T,
): void {
  bindClass(context, type, create, dependencies, 'singleton');
}
