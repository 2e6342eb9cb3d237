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

/** A key the console can name a switch by (it goes into the switch's address): letters, digits, '-', '_', '.'; 64 at most. */
export function isFeatureKey(key: string): boolean {
  return KEY.test(key);
}

/** Whether no two switches share a key: a list naming one switch twice says both "on" and "off" for it. */
export function keysAreDistinct(features: readonly Pick<Feature, 'key'>[]): boolean {
  return new Set(features.map((feature) => feature.key)).size === features.length;
}
