/**
 * What the adapters of the login route (the HTTP client, the roles and settings reads) need from answer.ts, without
 * the schema library, so the login route does not carry zod.
 */

/** The most rows one answer may carry; a longer list is refused rather than drawn (the live list pages by 100). */
export const MAX_ROWS = 5000;

/**
 * The deepest nesting of objects and lists one answer may have. The platform's deepest answer (a page of incidents,
 * each with its stream's incident and its comments' users) is about a dozen levels; an answer deeper than this is not
 * data but a fault or an attack, and is refused before any reader walks it.
 */
export const MAX_ANSWER_DEPTH = 64;

/**
 * Whether `value` nests objects or lists deeper than `limit` levels (a scalar is level 0, `{}` and `[]` level 1).
 * Walked with a list of its own rather than by recursion, so a hostile answer thousands of levels deep is measured
 * without overflowing the stack, and the walk stops at the first branch too deep.
 */
export function nestedDeeperThan(value: unknown, limit: number = MAX_ANSWER_DEPTH): boolean {
  const pending: Array<readonly [unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** A JSON object (arrays excluded). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An HTML page (a proxy's error page, a login page) by its first tag. */
export const looksLikeHtml = (text: string): boolean => /^\s*<(?:!doctype|html|head|body|\?xml|!--)/i.test(text);

/** The longest server message carried to the operator; a longer text is a page, not a message. */
const MAX_SERVER_MESSAGE = 500;

/** A server text worth showing as its message: not blank, not an HTML page, not longer than a message. */
export function serverText(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || looksLikeHtml(trimmed) || trimmed.length > MAX_SERVER_MESSAGE) return undefined;
  return text;
}
