import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** A module whose code is fetched once, the first time a screen wants it (a dialog, a menu, a form's fields). */
export interface LazyModule<M> {
  /** The module once fetched, else null. */
  readonly loaded: () => M | null;
  /** Fetches it (once; a fetch that failed is tried again by the next call). */
  readonly load: () => Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importer().then(
        (fetched) => (module = fetched),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** A component fetched once, the first time a screen wants it: its module's default export. */
export type LazyView<P extends object> = LazyModule<{ readonly default: ComponentType<P> }>;

export function lazyView<P extends object>(importer: () => Promise<{ readonly default: ComponentType<P> }>): LazyView<P> {
  return lazyModule(importer);
}

/**
 * The module once `wanted` has been true and its code has arrived, else null. Awaited in an effect, not through
 * Suspense, whose reveal waits on a timer: a page whose clock is held (a test's) still shows it. A module that cannot
 * load is the screen's failure, thrown to its error boundary.
 */
export function useLazyModule<M>(lazy: LazyModule<M>, wanted: boolean): M | null {
  // Held in an object: a module's namespace is never taken for a state updater.
  const [held, setHeld] = useState<{ readonly module: M } | null>(() => {
    const module = lazy.loaded();
    return module === null ? null : { module };
  });
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted || held) return;
    let current = true;
    lazy.load().then(
      (module) => current && setHeld({ module }),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [lazy, wanted, held]);
  if (failure) throw failure;
  return held?.module ?? null;
}

/**
 * Draws the view once `wanted` has been true and its code has arrived, else null (the view is one component for the
 * page's life, fetched once, so drawing it keeps its state from one render to the next).
 */
export function useLazyView<P extends object>(lazy: LazyView<P>, wanted: boolean): ((props: P) => ReactElement) | null {
  const module = useLazyModule(lazy, wanted);
  return module ? (props: P) => createElement(module.default, props) : null;
}
