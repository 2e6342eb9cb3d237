/** A port whose every method answers a promise: it can wait for its adapter to load. */
type AsyncPort<T> = { readonly [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * A port whose calls wait for the adapter `load` answers, loaded on the first call (once; after a failed load the
 * next call tries again): an adapter the login route binds but only calls once the operator signs in (production's
 * roles and settings, the demo's session ports), kept out of the login route's JavaScript.
 */
export function portOnFirstCall<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  let adapter: Promise<T> | null = null;
  const loaded = () =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = null;
      throw error;
    }));
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_, name) {
      // Not a thenable, and nothing but its methods.
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (!methods.has(name)) {
        methods.set(name, async (...args: unknown[]) => {
          const port = (await loaded()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
          return port[name]!(...args);
        });
      }
      return methods.get(name);
    },
  });
}
