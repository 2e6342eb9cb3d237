/**
 * A function that makes its value once per key object (held weakly) however often it is asked: the same value, e.g.
 * the same promise a React component suspends on, every time.
 */
export function oncePer<K extends object, T>(create: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, T>();
  return (key) => {
    if (!made.has(key)) made.set(key, create(key));
    return made.get(key) as T;
  };
}
