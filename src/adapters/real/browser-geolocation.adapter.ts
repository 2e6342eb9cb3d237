import type { GeoPosition, Geolocation } from '../../application/ports/geolocation.port';

/** navigator.geolocation, never waiting longer than asked and never failing: no position is null. */
export class BrowserGeolocation implements Geolocation {
  currentPosition(timeoutMs: number): Promise<GeoPosition | null> {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return Promise.resolve(null);
    return new Promise((resolve) => {
      const guard = window.setTimeout(() => resolve(null), timeoutMs);
      geolocation.getCurrentPosition(
        (position) => {
          window.clearTimeout(guard);
          resolve({ lat: position.coords.latitude, long: position.coords.longitude });
        },
        () => {
          window.clearTimeout(guard);
          resolve(null);
        },
        { timeout: timeoutMs, maximumAge: 60_000 },
      );
    });
  }
}
