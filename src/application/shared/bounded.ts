/**
 * Runs `work` over every item with at most `limit` calls in flight at once, answering in the items' order. A call
 * that rejects does not stop the others: its place holds the error (`settled`).
 */
export async function settledWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  /** Hears how many calls have settled so far, after each one. */
  onSettled?: (settled: number) => void,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  let settled = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index] as T) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
      onSettled?.(++settled);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * A gate that lets at most `limit` calls run at once across everyone who uses it (those past the limit wait their
 * turn, first come first served): `const gate = limited(8); await gate(() => call())`.
 */
export function limited(limit: number): <R>(work: () => Promise<R>) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const done = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (work) => {
    await turn();
    try {
      return await work();
    } finally {
      done();
    }
  };
}
