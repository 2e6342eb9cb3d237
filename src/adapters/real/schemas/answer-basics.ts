/**
 * What the adapters of the login route (the HTTP client, the roles and settings reads) need from answer.ts, without
 * the schema library, so the login route does not carry zod.
 */

/** The most rows one answer may carry; a longer list is refused rather than drawn (the live list pages by 100). */
export const MAX_ROWS = 5000;

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
