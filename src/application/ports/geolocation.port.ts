/** The device position, used by login (SPEC §7 POST /auth/login lat, long; §9 timeout 10 s). */
export interface GeoPosition {
  readonly lat: number;
  readonly long: number;
}
export interface Geolocation {
  /** Resolves with null when denied, unavailable or slower than timeoutMs; never rejects. */
  currentPosition(timeoutMs: number): Promise<GeoPosition | null>;
}
export const Geolocation = Symbol.for('Geolocation');
