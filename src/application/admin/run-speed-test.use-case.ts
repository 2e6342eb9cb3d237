import type { SpeedTest } from '../../domain/admin/admin-entities';
import { forwardProgress } from '../../domain/media/media-upload';
import { speedTestFromUpload } from '../../domain/media/upload-speed';
import { SPEED_TEST_PHOTO_BYTES } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { SpeedTestGateway } from '../ports/speed-test-gateway.port';
import { callFailure } from '../shared/failure';

export interface SpeedTestRun {
  readonly result: SpeedTest;
  readonly milliseconds: number;
}

export type RunSpeedTestError =
  /** A test is already running; a second one would measure a shared connection. */
  | { readonly kind: 'already-running' }
  /** POST /do-speed-test failed: nothing measured, nothing posted. */
  | { readonly kind: 'upload-failed' }
  /** The upload time cannot give a speed (e.g. 0 ms). */
  | { readonly kind: 'invalid-measurement' }
  /** The speed was measured but POST /speed-test failed (the measured run comes with the error). */
  | { readonly kind: 'save-failed'; readonly run: SpeedTestRun };

/**
 * SPEC §7 Speed test: uploads the 9005154-byte photo (POST /do-speed-test), times it with the Clock, computes the
 * speed in Mbps with the domain rule and posts it (POST /speed-test: speed, unit). `onProgress` hears the upload's
 * progress (0 to 1, never going back, 1 once it completed).
 */
export class RunSpeedTestUseCase {
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly speedTests: SpeedTestGateway,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly onProgress?: (fraction: number) => void } = {}): Promise<Result<SpeedTestRun, RunSpeedTestError>> {
    if (this.running) return err({ kind: 'already-running' });
    this.running = true;
    try {
      const progress = forwardProgress(input.onProgress);
      const startedAt = this.clock.now();
      try {
        await this.speedTests.uploadTestPhoto(SPEED_TEST_PHOTO_BYTES, (fraction) => progress.report(fraction));
      } catch (error) {
        this.logger.warning('speed test upload failed', { kind: callFailure(error).kind });
        return err({ kind: 'upload-failed' });
      }
      const milliseconds = this.clock.now() - startedAt;
      if (progress.reached < 1) progress.report(1);
      const measured = speedTestFromUpload(milliseconds, SPEED_TEST_PHOTO_BYTES);
      if (!measured.ok) return err({ kind: 'invalid-measurement' });
      const run: SpeedTestRun = { result: measured.value, milliseconds };
      try {
        await this.speedTests.save(measured.value);
      } catch (error) {
        this.logger.warning('speed test result could not be saved', { kind: callFailure(error).kind });
        return err({ kind: 'save-failed', run });
      }
      return ok(run);
    } finally {
      this.running = false;
    }
  }
}
