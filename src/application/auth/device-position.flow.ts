import { TIMINGS } from '../../domain/shared/constants';
import type { GeoPosition, Geolocation } from '../ports/geolocation.port';

/**
 * SPEC §7 POST /auth/login lat/long, §9 login geolocation timeout 10 s: the device's position for signing in, asked for
 * once when the sign-in screen opens, so that pressing Sign in never waits on a slow or silent position: the sign-in
 * takes what is known by then. Signing in without the screen (an automatic or headless sign-in that never started
 * the flow) asks then and waits for the answer, up to the 10 s.
 */
export class DevicePositionFlow {
  private position: GeoPosition | null = null;
  private asking: Promise<void> | null = null;

  constructor(private readonly geolocation: Geolocation) {}

  /** Asks for the position once; a later start keeps the first question and its answer. */
  start(): void {
    if (this.asking) return;
    this.asking = this.geolocation.currentPosition(TIMINGS.loginGeolocationTimeout).then(
      (position) => {
        this.position = position;
      },
      () => undefined,
    );
  }

  /** The position to sign in with: what is known now when the screen asked earlier, else the answer to a question asked now. */
  async forSignIn(): Promise<GeoPosition | null> {
    if (!this.asking) {
      this.start();
      await this.asking;
    }
    return this.position;
  }

  /** The question cannot be taken back; its answer is kept for the next sign-in. */
  dispose(): void {}
}
