import type { SpeedTest } from '../../domain/incident/admin-entities';

/** SPEC §7 Speed test. */
export interface SpeedTestGateway {
  /** GET /speed-test, or GET /speed-test/{userId} for one user. */
  list(userId?: string | number): Promise<readonly SpeedTest[]>;
  /** POST /speed-test: speed, unit. */
  save(result: SpeedTest): Promise<void>;
  /** POST /do-speed-test: uploads the test photo (multipart); resolves when the upload completes. */
  uploadTestPhoto(bytes: number): Promise<void>;
}
export const SpeedTestGateway = Symbol.for('SpeedTestGateway');
