/**
 * `value` with `change` applied to every string in it: through arrays and plain objects (a server answer as JSON will
 * carry it), leaving any other object (a Date, bytes) as it is.
 */
export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, change));
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapStrings(item, change)]));
  }
  return value;
}
