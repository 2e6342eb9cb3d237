import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code is fetched once, the first time a screen wants it (a dialog, a menu). */
export interface LazyView<P extends object> {
  /** The component once fetched, else null. */
  readonly loaded: () => ComponentType<P> | null;
  /** Fetches it (once; a fetch that failed is tried again by the next call). */
  readonly load: () => Promise<ComponentType<P>>;
}

export function lazyView<P extends object>(importer: () => Promise<{ readonly default: ComponentType<P> }>): LazyView<P> {
  let view: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    loaded: () => view,
    load: () =>
      (loading ??= importer().then(
        (module) => (view = module.default),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/**
 * Draws the view once `wanted` has been true and its code has arrived, else null (the view is one component for the
 * page's life, fetched once, so drawing it keeps its state from one render to the next). Awaited in an effect, not through
 * Suspense, whose reveal waits on a timer: a page whose clock is held (a test's) still shows it. A view that cannot
 * load is the screen's failure, thrown to its error boundary.
 */
export function useLazyView<P extends object>(lazy: LazyView<P>, wanted: boolean): ((props: P) => ReactElement) | null {
  const [View, setView] = useState<ComponentType<P> | null>(() => lazy.loaded());
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted || View) return;
    let current = true;
    lazy.load().then(
      (loaded) => current && setView(() => loaded),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [lazy, wanted, View]);
  if (failure) throw failure;
  return View ? (props: P) => createElement(View, props) : null;
}
