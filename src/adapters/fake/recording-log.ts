/**
 * The demo world records what it was asked (calls, connections, joins, links sent) for tests and the scenario
 * timeline. A browser demo left running for a shift must not grow without limit, so every recording keeps only its
 * newest entries, as the socket server's message log does: past the limit, the oldest go.
 */
export const RECORDING_LIMIT = 2_000;

/** Appends `entry` to `log`, then drops the oldest entries beyond `limit`. */
export function record<T>(log: T[], entry: T, limit: number = RECORDING_LIMIT): void {
  log.push(entry);
  if (log.length > limit) log.splice(0, log.length - limit);
}

/** Sets `key` in `map` as its newest entry, then drops the oldest keys beyond `limit`. */
export function recordKey<K, V>(map: Map<K, V>, key: K, value: V, limit: number = RECORDING_LIMIT): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}
