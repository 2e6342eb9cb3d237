import type { SpeedTest, SpeedTestRecord } from '../../domain/admin/admin-entities';

/** SPEC §7 Speed test. */
export interface SpeedTestGateway {
  /** GET /speed-test, or GET /speed-test/{userId} for one user. */
  list(userId?: string | number): Promise<readonly SpeedTestRecord[]>;
  /** POST /speed-test: speed, unit. */
  save(result: SpeedTest): Promise<void>;
  /**
   * POST /do-speed-test: uploads the test photo (multipart); resolves when the upload completes. `onProgress` hears
   * how much went up (0 to 1) as the upload reports it.
   */
  uploadTestPhoto(bytes: number, onProgress?: (fraction: number) => void): Promise<void>;
}
export const SpeedTestGateway = Symbol.for('SpeedTestGateway');
