/**
 * What a stored text holds, read tolerantly: the parsed JSON, or undefined when nothing is stored or the text is not
 * JSON (storage a user may have edited by hand). The reader then keeps only what has the shape it expects.
 */
export function storedJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
