import type { GeoPosition, Geolocation } from '../../application/ports/geolocation.port';

/** A position the demo or a test chooses; null plays a denied permission. */
export class FakeGeolocation implements Geolocation {
  constructor(public position: GeoPosition | null = { lat: -22.951207, long: -43.1944118 }) {}

  currentPosition(): Promise<GeoPosition | null> {
    return Promise.resolve(this.position);
  }
}
