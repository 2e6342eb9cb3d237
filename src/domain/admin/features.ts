/**
 * The tenant's feature switches (SPEC §2 lists a features section; neither the spec nor the settings say what a
 * feature is, so the console reads a key, whether it is on, and the server's description of it).
 */
export interface Feature {
  readonly key: string;
  readonly enabled: boolean;
  /** The server's words for it; the console shows its own words for the features it knows. */
  readonly description: string;
}

/** The features the console has words for (admin.features.known.<key>); any other shows the server's description. */
export const KNOWN_FEATURES = [
  'chat',
  'whatsapp-links',
  'collab-broadcast',
  'video-history',
  'push-notifications',
  'pdf-export',
  'share-address',
  'speed-test',
] as const;

export function isKnownFeature(key: string): key is (typeof KNOWN_FEATURES)[number] {
  return (KNOWN_FEATURES as readonly string[]).includes(key);
}

const KEY = /^[a-z0-9][a-z0-9_.-]{0,63}$/i;

/**
 * The switches of an answer: a row needs a key (letters, digits, '-', '_', '.'; 64 at most) and an `enabled` that is
 * a boolean (or 'true' / 'false', 1 / 0); any other row is left out, and a repeated key keeps its first row.
 */
export function readFeatures(rows: readonly Readonly<Record<string, unknown>>[]): Feature[] {
  const seen = new Set<string>();
  const features: Feature[] = [];
  for (const row of rows) {
    const key = typeof row.key === 'string' ? row.key.trim() : '';
    const enabled = flag(row.enabled);
    if (!KEY.test(key) || enabled === null || seen.has(key)) continue;
    seen.add(key);
    features.push({ key, enabled, description: typeof row.description === 'string' ? row.description.trim() : '' });
  }
  return features;
}

function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return null;
}
