/**
 * DEVELOPERS quality bar (SPEC §9 error reporting): tokens, phone numbers and emails are scrubbed from error
 * reports and logs. Every pattern below is linear: character classes never overlap the text that follows
 * them, and patterns that could restart inside a long run are anchored to the start of that run.
 */

export const SCRUB_MARKERS = {
  token: '[token]',
  secret: '[redacted]',
  email: '[email]',
  phone: '[phone]',
  circular: '[circular]',
  truncated: '[truncated]',
} as const;

/**
 * `key=value`, `key: value`, `"key":"value"` where key ends in token, apiKey/api_key/api-key, password,
 * passwd, secret or authorization (any case). A quoted value is replaced up to its closing quote (same line);
 * an unquoted (or unterminated) one up to a space or delimiter, after an optional 'Bearer '/'Basic '.
 * `\b\w*` starts only at a word start and stops at the word end, so each word is scanned once.
 */
const KEY_VALUE =
  /\b(\w*?(token|api[_-]?key|password|passwd|secret|authorization|share))(\\?["']?\s{0,8}[:=]\s{0,8}\\?)(?:"[^"\n]*"|'[^'\n]*'|["']?(?:(?:Bearer|Basic)\s+)?[^\s"'&,;#}\])]+)/gi;
/**
 * A single sign-on token written as a path segment: /auth/sso/{token} and /auth/sso/hq/{token} (SPEC §7). The segment
 * after /auth/sso/ that is 'hq' itself is the HQ route's name, kept.
 */
const SSO_PATH = /(\/auth\/sso\/)(hq\/)?([^\s/?#"'&;,]+)/gi;
/**
 * An opaque token anywhere: a run of 24 or more URL-safe characters holding both letters and digits (random tokens,
 * share links' tokens, keys). UUIDs are ids, kept. The run is anchored to its start, so each run is scanned once.
 */
const OPAQUE = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}(?![\w-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 'Bearer xyz…' anywhere (RFC 6750 token characters). */
const BEARER = /\bBearer\s+[A-Za-z0-9\-._~+/]+=*/gi;
/** A JWT: three base64url segments, the first starting with 'eyJ' (a JSON object). */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** An email address, its '@' maybe percent-encoded (in an address); starts only where a run of local-part characters starts. */
const EMAIL = /(?<![\w.%+-])[\w.%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/**
 * A phone number: 7 or more digits, with an optional leading '+' and up to two separators
 * (space, dash, dot, parentheses) between digits. Not inside a word or right after '.', '-' or '+' (ids, hashes, UUIDs).
 */
const PHONE = /(?<![\w+.-])\+?\(?\d(?:[ \t().-]{0,2}\d){6,}(?!\w)/g;
/** Matches of PHONE kept as they are: ISO dates/times and dotted-quad IPv4 addresses. */
const NOT_A_PHONE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,3}(?:\.\d{1,3}){3}$)/;

const SECRET_KEY = /password|passwd|secret/i;

/** The SSO path's token segment replaced ('hq' alone is the route's name). */
function scrubSsoPath(match: string, prefix: string, hq: string | undefined, segment: string): string {
  if (!hq && segment.toLowerCase() === 'hq') return match;
  return `${prefix}${hq ?? ''}${SCRUB_MARKERS.token}`;
}

/** DEVELOPERS quality bar: a text with tokens, secrets, emails and phone numbers replaced by markers. */
export function scrubText(text: string): string {
  if (typeof text !== 'string' || text === '') return typeof text === 'string' ? text : '';
  return text
    .replace(KEY_VALUE, (match: string, key: string, name: string, separator: string) => {
      const quote = match.charAt(key.length + separator.length);
      const marker = SECRET_KEY.test(name) ? SCRUB_MARKERS.secret : SCRUB_MARKERS.token;
      // Inside a JSON string (a body logged as text) the quotes are escaped: the closing one keeps its backslash.
      const escape = separator.endsWith('\\') ? '\\' : '';
      return quote === '"' || quote === "'" ? `${key}${separator}${quote}${marker}${escape}${quote}` : `${key}${separator}${marker}`;
    })
    .replace(SSO_PATH, scrubSsoPath)
    .replace(BEARER, `Bearer ${SCRUB_MARKERS.token}`)
    .replace(JWT, SCRUB_MARKERS.token)
    .replace(OPAQUE, (match) => (UUID.test(match) ? match : SCRUB_MARKERS.token))
    .replace(EMAIL, SCRUB_MARKERS.email)
    .replace(PHONE, (match) => (NOT_A_PHONE.test(match) ? match : SCRUB_MARKERS.phone));
}

/** The marker replacing a whole value under a sensitive key, or null when the key is not sensitive. */
export function sensitiveKeyMarker(key: string): string | null {
  const k = key.toLowerCase().replace(/[-_\s]/g, '');
  if (k.includes('password') || k.includes('passwd') || k.includes('secret')) return SCRUB_MARKERS.secret;
  if (
    k.includes('token') ||
    k.includes('apikey') ||
    k.includes('authorization') ||
    k === 'cookie' ||
    k === 'xmac' ||
    k === 'share' ||
    k === 'devicehash'
  )
    return SCRUB_MARKERS.token;
  if (k.includes('email')) return SCRUB_MARKERS.email;
  if (k.includes('phone') || k === 'receiver') return SCRUB_MARKERS.phone;
  return null;
}

/** Deepest nesting copied; deeper values become '[truncated]'. */
export const MAX_SCRUB_DEPTH = 32;

/** How a value is walked: keys whose values are kept as they are (ids a report needs), and the deepest nesting copied. */
export interface ScrubOptions {
  readonly keep?: ReadonlySet<string>;
  readonly maxDepth?: number;
}

interface Walk {
  readonly ancestors: Set<object>;
  readonly keep: ReadonlySet<string>;
  readonly maxDepth: number;
}

function scrubAt(value: unknown, walk: Walk, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  const { ancestors } = walk;
  if (ancestors.has(value)) return SCRUB_MARKERS.circular;
  if (depth >= walk.maxDepth) return SCRUB_MARKERS.truncated;
  if (value instanceof Date) return value;
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => scrubAt(item, walk, depth + 1));
    const source: Record<string, unknown> =
      value instanceof Error
        ? { ...(value as object), name: value.name, message: value.message, stack: value.stack }
        : (value as Record<string, unknown>);
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      const marker = sensitiveKeyMarker(key);
      const item = source[key];
      if (walk.keep.has(key)) copy[key] = item;
      else copy[key] = marker !== null && item !== null && item !== undefined && item !== '' ? marker : scrubAt(item, walk, depth + 1);
    }
    return copy;
  } catch {
    return SCRUB_MARKERS.truncated;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * DEVELOPERS quality bar: a deep copy of any value (an error-report event, a log entry) with every string
 * scrubbed by scrubText and every value under a sensitive key (token, password, authorization, apiKey,
 * secret, phone, email, receiver, …, any case, '_'/'-' ignored) replaced whole by its marker.
 * Cycles become '[circular]', nesting deeper than MAX_SCRUB_DEPTH '[truncated]'; Errors become plain
 * objects with name, message and stack; Dates are kept.
 */
export function scrubValue(value: unknown, options: ScrubOptions = {}): unknown {
  return scrubAt(
    value,
    { ancestors: new Set<object>(), keep: options.keep ?? new Set(), maxDepth: options.maxDepth ?? MAX_SCRUB_DEPTH },
    0,
  );
}
