import type { LogLevel } from '../domain/shared/constants';
import { mapStyleUrlOf } from '../domain/map/map-style';
import { parseLogLevel } from '../domain/shared/log-level';
import { parseTenantList, type TenantLists } from '../domain/tenant/tenant-config';

/** Everything the console reads from its environment (.env.example explains each variable). */
export interface AppConfig {
  readonly adapters: 'fake' | 'real';
  readonly environment: 'development' | 'production';
  readonly apiUrl: string;
  readonly graphqlUrl: string;
  readonly wsUrl: string;
  readonly agoraAppId: string;
  /** The backend's Web Push VAPID public key (base64url); '' makes no push subscription. */
  readonly pushVapidPublicKey: string;
  readonly sentryDsn: string;
  readonly sentryEnvironment: string;
  readonly googleMapsApiKey: string;
  /** The street map's MapLibre style address; '' draws the offline map only. */
  readonly mapStyleUrl: string;
  readonly logLevel: LogLevel;
  /** The tenant lists this deployment sets (VITE_*_TENANTS); a list not set keeps the spec's default. */
  readonly tenantLists: TenantLists;
  readonly demoSeed: number;
  /** Milliseconds the demo world takes to answer; 0 answers at once (tests). */
  readonly demoLatencyMs: number;
  /** How many generated colleagues each demo tenant has besides its demo accounts (a large list for measuring). */
  readonly demoUsers: number;
  /** How many past incidents the demo's public tenant has; 0 keeps the usual history (a large list for measuring). */
  readonly demoIncidents: number;
  /** The simulated caller's picture in the browser demo: its size and frame rate (VITE_DEMO_CALLER_VIDEO). */
  readonly demoCallerVideo: CallerPicture;
}

/** A drawn caller picture: width and height in pixels, frames per second. */
export interface CallerPicture {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
}

/** The caller's picture when VITE_DEMO_CALLER_VIDEO is not set, or not `WIDTHxHEIGHT@FPS`: 640×360 at 15 frames a second. */
export const DEFAULT_CALLER_PICTURE: CallerPicture = { width: 640, height: 360, fps: 15 };

/** `WIDTHxHEIGHT@FPS` (e.g. `320x180@5`): each figure a positive whole number, at most 1920, 1080 and 30. */
export function parseCallerPicture(text: string): CallerPicture {
  const match = /^(\d{1,4})x(\d{1,4})@(\d{1,2})$/.exec(text.trim());
  if (!match) return DEFAULT_CALLER_PICTURE;
  const [width, height, fps] = match.slice(1).map(Number) as [number, number, number];
  const fits = width > 0 && width <= 1920 && height > 0 && height <= 1080 && fps > 0 && fps <= 30;
  return fits ? { width, height, fps } : DEFAULT_CALLER_PICTURE;
}

/** The demo's generated users per tenant when VITE_DEMO_USERS is not set. */
export const DEFAULT_DEMO_USERS = 36;

/** The most past incidents VITE_DEMO_INCIDENTS may ask for (ids of a tenant's incidents stay within its 100,000 block). */
export const MAX_DEMO_INCIDENTS = 50_000;

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** VITE_API_URL's value for a console served by the backend's own origin, whatever address it is opened at. */
export const SAME_ORIGIN = '/';

/**
 * The console's configuration. `pageOrigin` is the origin the page was opened at: with VITE_API_URL set to
 * SAME_ORIGIN the backend is that origin (one build then serves every address of its server, e.g. a room's LAN).
 */
export function readConfig(env: Env, pageOrigin?: string): AppConfig {
  const text = (name: string, fallback = ''): string => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  const configuredApi = text('VITE_API_URL', 'http://localhost:3000');
  const apiUrl = (configuredApi === SAME_ORIGIN && pageOrigin ? pageOrigin : configuredApi).replace(/\/+$/, '');
  const environment =
    text('VITE_ENVIRONMENT', env.DEV === true ? 'development' : 'production') === 'development' ? 'development' : 'production';
  const seed = Number.parseInt(text('VITE_DEMO_SEED', '20261122'), 10);
  const latency = Number.parseInt(text('VITE_DEMO_LATENCY_MS', '300'), 10);
  const users = Number.parseInt(text('VITE_DEMO_USERS', String(DEFAULT_DEMO_USERS)), 10);
  const incidents = Number.parseInt(text('VITE_DEMO_INCIDENTS', '0'), 10);
  return {
    adapters: text('VITE_ADAPTERS', 'real') === 'fake' ? 'fake' : 'real',
    environment,
    apiUrl,
    graphqlUrl: text('VITE_GRAPHQL_URL', `${apiUrl}/graphql`),
    wsUrl: text('VITE_WS_URL', apiUrl.replace(/^http/, 'ws')),
    agoraAppId: text('VITE_AGORA_APP_ID'),
    pushVapidPublicKey: text('VITE_PUSH_VAPID_PUBLIC_KEY'),
    sentryDsn: text('VITE_SENTRY_DSN'),
    sentryEnvironment: text('VITE_SENTRY_ENVIRONMENT', environment),
    googleMapsApiKey: text('VITE_GOOGLE_MAPS_API_KEY'),
    mapStyleUrl: mapStyleUrlOf(text('VITE_MAP_STYLE_URL')),
    tenantLists: tenantListsOf(text),
    logLevel: parseLogLevel(text('VITE_LOG_LEVEL'), environment === 'development' ? 'info' : 'warning'),
    demoSeed: Number.isFinite(seed) ? seed : 20261122,
    demoLatencyMs: Number.isFinite(latency) && latency >= 0 ? latency : 300,
    demoUsers: Number.isFinite(users) && users >= 0 ? users : DEFAULT_DEMO_USERS,
    demoIncidents: Number.isFinite(incidents) && incidents > 0 ? Math.min(incidents, MAX_DEMO_INCIDENTS) : 0,
    demoCallerVideo: parseCallerPicture(text('VITE_DEMO_CALLER_VIDEO')),
  };
}

/** The variable of each per-deployment tenant list (.env.example). */
const TENANT_LIST_VARIABLES = {
  hqAdminTitleTenants: 'VITE_HQ_ADMIN_TITLE_TENANTS',
  customLogoTenants: 'VITE_CUSTOM_LOGO_TENANTS',
  allowedDevicesTenants: 'VITE_ALLOWED_DEVICES_TENANTS',
  mexicoPrefixTenants: 'VITE_MEXICO_PREFIX_TENANTS',
  liveMexicoPrefixTenants: 'VITE_LIVE_MEXICO_PREFIX_TENANTS',
  bogotaTenants: 'VITE_BOGOTA_TENANTS',
} as const;

function tenantListsOf(text: (name: string) => string): TenantLists {
  const lists: Record<string, readonly string[]> = {};
  for (const [field, variable] of Object.entries(TENANT_LIST_VARIABLES)) {
    const list = parseTenantList(text(variable));
    if (list) lists[field] = list;
  }
  return lists;
}
