/**
 * Secrets an address may arrive with: a single sign-on `token` and a `password` (SPEC §2 Login's query values), in the
 * real query (`/?token=…#/…`) or the hash's query (`#/login?…&password=…`), and a single sign-on token written as a
 * path (`/auth/sso/{token}`, `/auth/sso/hq/{token}`, a link to the API pasted into the console's address). They are
 * taken out of the address before anything else reads it; the query's values are handed to the app in memory.
 */
export const ADDRESS_SECRET_KEYS = ['token', 'password'] as const;
export type AddressSecretKey = (typeof ADDRESS_SECRET_KEYS)[number];
export type AddressSecrets = Partial<Record<AddressSecretKey, string>>;

export interface AddressParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface AddressWithoutSecrets {
  /** The address to write back in place of the one given, or null when it held no secret. */
  readonly clean: AddressParts | null;
  readonly secrets: AddressSecrets;
  /** The app's route (the hash's path, without '#/' or query) the secrets came with. */
  readonly route: string;
}

const SSO_PATH = /\/auth\/sso\/(?:hq\/)?[^/]+\/?$/i;
const isSecretKey = (key: string): key is AddressSecretKey => (ADDRESS_SECRET_KEYS as readonly string[]).includes(key.toLowerCase());

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** A query (without its '?') without the secret keys' pairs; their values go into `found` (the first of each kept). */
function withoutSecretPairs(query: string, found: { [K in AddressSecretKey]?: string }): string | null {
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => {
    const at = pair.indexOf('=');
    const key = decoded(at < 0 ? pair : pair.slice(0, at));
    if (!isSecretKey(key)) return true;
    const name = key.toLowerCase() as AddressSecretKey;
    const value = at < 0 ? '' : decoded(pair.slice(at + 1));
    if (found[name] === undefined && value !== '') found[name] = value;
    return false;
  });
  return kept.length === pairs.length ? null : kept.join('&');
}

/** SPEC §2 Login, §9: the address without its secrets, the secrets, and the route they came with. */
export function takeSecretsFromAddress(address: AddressParts): AddressWithoutSecrets {
  const secrets: { [K in AddressSecretKey]?: string } = {};
  let changed = false;

  let pathname = address.pathname;
  if (SSO_PATH.test(pathname)) {
    pathname = pathname.replace(SSO_PATH, '/');
    changed = true;
  }

  let search = address.search;
  const realQuery = withoutSecretPairs(search.replace(/^\?/, ''), secrets);
  if (realQuery !== null) {
    search = realQuery === '' ? '' : `?${realQuery}`;
    changed = true;
  }

  let hash = address.hash;
  const hashRoute = hash.replace(/^#?\/?/, '');
  const queryAt = hashRoute.indexOf('?');
  const route = queryAt < 0 ? hashRoute : hashRoute.slice(0, queryAt);
  if (queryAt >= 0) {
    const hashQuery = withoutSecretPairs(hashRoute.slice(queryAt + 1), secrets);
    if (hashQuery !== null) {
      hash = `#/${route}${hashQuery === '' ? '' : `?${hashQuery}`}`;
      changed = true;
    }
  }

  return { clean: changed ? { pathname, search, hash } : null, secrets, route };
}
