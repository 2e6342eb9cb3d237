/**
 * A set of record ids written short enough for a route's query: ids in the given order, a run of consecutive whole
 * numbers written 'first~last' ('1001~1004,1010,a%2Cb'); any other id is percent-encoded, so it holds neither ',' nor
 * '~'. A figure's incidents are mostly consecutive ids, so the text of hundreds of them stays short.
 */
export function idSetText(ids: readonly string[]): string {
  const parts: string[] = [];
  let first: number | null = null;
  let last = 0;
  const close = (): void => {
    if (first !== null) parts.push(first === last ? String(first) : `${first}~${last}`);
    first = null;
  };
  for (const id of ids) {
    const n = /^(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : null;
    if (n !== null && first !== null && n === last + 1) {
      last = n;
      continue;
    }
    close();
    if (n !== null) [first, last] = [n, n];
    else if (id !== '') parts.push(encodeURIComponent(id).replace(/~/g, '%7E'));
  }
  close();
  return parts.join(',');
}

/** The longest run a text may expand to: a forged 'f.ids=1~999999999' costs nothing. */
const MAX_RUN = 100_000;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The ids an idSetText names; runs longer than MAX_RUN, unreadable and empty parts are left out. */
export function idSetOf(text: string): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const part of text.split(',')) {
    const run = /^(\d{1,15})~(\d{1,15})$/.exec(part);
    if (run) {
      const [first, last] = [Number(run[1]), Number(run[2])];
      if (last >= first && last - first < MAX_RUN) for (let n = first; n <= last; n++) ids.add(String(n));
      continue;
    }
    const id = decoded(part);
    if (id) ids.add(id);
  }
  return ids;
}
