import { mapOrigins, mapStyleUrlOf } from '../src/domain/map/map-style.ts';

/**
 * The security headers of the built console: a Content-Security-Policy naming only the origins the chosen adapter
 * set talks to, and the headers a host must add (a <meta> cannot carry frame-ancestors, nosniff or Permissions-Policy).
 * vite.config.ts puts the policy and the referrer policy into index.html at build time and writes the full header
 * list beside the build (security-headers.txt), for the deployer to copy into the host's configuration.
 */

export interface SecurityEnv {
  readonly adapters: 'fake' | 'real' | 'served';
  readonly apiUrl?: string;
  readonly graphqlUrl?: string;
  readonly wsUrl?: string;
  readonly sentryDsn?: string;
  readonly googleMapsApiKey?: string;
  /**
   * The hosts incident photos, recordings and tenant pictures are served from besides the API (the platform's storage:
   * signed addresses), as URLs or origins separated by commas or spaces (VITE_ASSET_HOSTS).
   */
  readonly assetHosts?: string;
  /** The street map's style address (VITE_MAP_STYLE_URL; unset: OpenFreeMap's, 'none': no street map). */
  readonly mapStyleUrl?: string;
  /** Further hosts the street map's tiles, glyphs and sprites come from (VITE_MAP_HOSTS), as URLs or origins. */
  readonly mapHosts?: string;
  /** Where browsers send Content-Security-Policy violation reports (VITE_CSP_REPORT_URI); none when not set. */
  readonly reportUri?: string;
}

/** The street map's origins (its style's and its tiles'), in either adapter set: the demo shows a street map too. */
function streetMapOrigins(env: SecurityEnv): string[] {
  const style = mapStyleUrlOf(env.mapStyleUrl);
  return style === '' ? [] : mapOrigins(style, env.mapHosts);
}

/** Agora's Web SDK (firewall list of its documentation): signalling and media gateways on several ports. */
const AGORA = ['*.agora.io', '*.sd-rtn.com', '*.rtnsvc.com', '*.rtesvc.com'];
/** Twilio Conversations: its websocket and its media/REST hosts. */
const TWILIO = ['*.twilio.com'];
/** Google Maps JavaScript API (its CSP guide's allow-list form). */
const MAPS_SCRIPT = ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];
const MAPS_IMAGES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
];

/** The origin of a URL (scheme, host and port), or null when it is not an absolute http(s)/ws(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The websocket origin the console derives from the API address when VITE_WS_URL is not set. */
function wsOriginOf(env: SecurityEnv): string | null {
  return originOf(env.wsUrl) ?? originOf(env.apiUrl?.replace(/^http/, 'ws'));
}

/** The origins of the configured asset hosts; an entry that is no http(s) URL is left out. */
export function assetOrigins(env: SecurityEnv): string[] {
  return unique((env.assetHosts ?? '').split(/[\s,]+/).map((entry) => originOf(entry)));
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

function anyPort(hosts: readonly string[], schemes: readonly string[]): string[] {
  return schemes.flatMap((scheme) => hosts.map((host) => `${scheme}://${host}:*`));
}

/** The directives of the policy, in order. No inline or evaluated script anywhere; styles inline (the theme's CSS-in-JS). */
export function cspDirectives(env: SecurityEnv): ReadonlyArray<readonly [string, readonly string[]]> {
  // The served console talks to its own server (the API, and the socket that relays its video and chat), not to Agora
  // or Twilio.
  const real = env.adapters !== 'fake';
  const sdks = env.adapters === 'real';
  const maps = real && Boolean(env.googleMapsApiKey);
  // With a Google key the console draws Google's map and never loads the street map.
  const streets = maps ? [] : streetMapOrigins(env);
  const connect = real
    ? unique([
        "'self'",
        originOf(env.apiUrl),
        originOf(env.graphqlUrl),
        wsOriginOf(env),
        originOf(env.sentryDsn),
        ...(sdks ? anyPort(AGORA, ['https', 'wss']) : []),
        ...(sdks ? anyPort(TWILIO, ['https', 'wss']) : []),
        ...(maps ? ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'] : []),
        ...streets,
      ])
    : ["'self'", 'data:', 'blob:', ...streets];
  return [
    ['default-src', ["'self'"]],
    ['script-src', maps ? ["'self'", ...MAPS_SCRIPT] : ["'self'"]],
    ['style-src', maps ? ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'] : ["'self'", "'unsafe-inline'"]],
    // Incident photos and recordings come from the API or the platform's storage (the configured asset hosts), never
    // from any host: an injected address cannot load a tracking pixel. blob: and data: are the app's own previews
    // (a photo chosen for upload, a generated thumbnail, the live video's local streams).
    [
      'img-src',
      real
        ? unique(["'self'", 'data:', 'blob:', originOf(env.apiUrl), ...assetOrigins(env), ...(maps ? MAPS_IMAGES : []), ...streets])
        : ["'self'", 'data:', 'blob:', ...streets],
    ],
    ['media-src', real ? unique(["'self'", 'blob:', 'data:', originOf(env.apiUrl), ...assetOrigins(env)]) : ["'self'", 'blob:', 'data:']],
    ['font-src', maps ? ["'self'", 'data:', 'https://fonts.gstatic.com'] : ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', maps ? ["'self'", 'blob:', 'https://*.google.com'] : ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

function serialise(directives: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The policy for index.html's <meta> (what a meta tag can carry). */
export function contentSecurityPolicy(env: SecurityEnv): string {
  return serialise(cspDirectives(env));
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The reporting endpoint's name in the policy's report-to and the Reporting-Endpoints header. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Every header the host should send with the console's pages, the policy complete with frame-ancestors and, when a
 * report address is configured (or `reportUri` given), where violations are reported: report-uri for the browsers
 * that know only it, report-to with its Reporting-Endpoints header for the others.
 */
export function securityHeaders(env: SecurityEnv, reportUri: string | undefined = env.reportUri): ReadonlyArray<readonly [string, string]> {
  const report = reportUri?.trim() ? reportUri.trim() : null;
  const policy = [
    ...cspDirectives(env),
    ['frame-ancestors', ["'none'"]] as const,
    ...(report
      ? ([
          ['report-uri', [report]],
          ['report-to', [CSP_REPORT_GROUP]],
        ] as const)
      : []),
  ];
  return [
    ['Content-Security-Policy', serialise(policy)],
    ...(report ? ([['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${report}"`]] as const) : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', REFERRER_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()'],
  ];
}

/** index.html's <meta> tags for the policy and the referrer policy, HTML-escaped. */
export function securityMetaTags(env: SecurityEnv): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    `<meta http-equiv="Content-Security-Policy" content="${escape(contentSecurityPolicy(env))}" />`,
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
  ].join('\n    ');
}
