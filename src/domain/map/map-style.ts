/**
 * The street map drawn without a Google Maps key: a MapLibre style (vector tiles from OpenStreetMap data). OpenFreeMap
 * serves one without a key or an account; a deployment may point at its own (VITE_MAP_STYLE_URL) and name the hosts
 * its tiles, glyphs and sprites come from (VITE_MAP_HOSTS), so the Content-Security-Policy lets exactly those in.
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** The words that turn the street map off (the console then draws its offline map only). */
const OFF = new Set(['none', 'off', 'false', '0']);

/** The style's address from the configured value: the default when unset, '' when turned off or not an http(s) URL. */
export function mapStyleUrlOf(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_MAP_STYLE_URL;
  if (OFF.has(value.toLowerCase())) return '';
  return httpOrigin(value) === null ? '' : value;
}

/** The origins the street map loads from: the style's own and each configured host (commas or spaces between them). */
export function mapOrigins(styleUrl: string, hosts: string | undefined): string[] {
  const origins = [styleUrl, ...(hosts ?? '').split(/[\s,]+/)].map(httpOrigin);
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

/** The scheme, host and port of an http(s) address (lower case), or null for anything else. */
function httpOrigin(url: string): string | null {
  const match = /^(https?):\/\/([a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i.exec(url.trim());
  return match ? `${match[1].toLowerCase()}://${match[2].toLowerCase()}` : null;
}
