import type { SpeedTest } from '../../domain/incident/admin-entities';
import { speedTestFromUpload, type SpeedTestError } from '../../domain/media/upload-speed';
import { SPEED_TEST_PHOTO_BYTES } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import { isGatewayError } from '../ports/gateway-error';
import type { Logger } from '../ports/logger.port';
import type { SpeedTestGateway } from '../ports/speed-test-gateway.port';

export type RunSpeedTestError =
  /** A test is already running; a second one would measure a shared connection. */
  | 'speed_test.already_running'
  /** POST /do-speed-test failed: nothing measured, nothing posted. */
  | 'speed_test.upload_failed'
  /** The upload time cannot give a speed (e.g. 0 ms). */
  | SpeedTestError
  /** The speed was measured but POST /speed-test failed (the result is still returned with the error). */
  | 'speed_test.save_failed';

export interface SpeedTestRun {
  readonly result: SpeedTest;
  readonly milliseconds: number;
}

/**
 * SPEC §7 Speed test: uploads the 9005154-byte photo (POST /do-speed-test), times it with the Clock, computes the
 * speed in Mbps with the domain rule and posts it (POST /speed-test: speed, unit).
 */
export class RunSpeedTestUseCase {
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly speedTests: SpeedTestGateway,
    private readonly logger: Logger,
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  async execute(): Promise<Result<SpeedTestRun, { readonly key: RunSpeedTestError; readonly run?: SpeedTestRun }>> {
    if (this.running) return err({ key: 'speed_test.already_running' });
    this.running = true;
    try {
      const startedAt = this.clock.now();
      try {
        await this.speedTests.uploadTestPhoto(SPEED_TEST_PHOTO_BYTES);
      } catch (error) {
        this.logger.warning('speed test upload failed', { kind: isGatewayError(error) ? error.kind : 'unknown' });
        return err({ key: 'speed_test.upload_failed' });
      }
      const milliseconds = this.clock.now() - startedAt;
      const measured = speedTestFromUpload(milliseconds, SPEED_TEST_PHOTO_BYTES);
      if (!measured.ok) return err({ key: measured.error });
      const run: SpeedTestRun = { result: measured.value, milliseconds };
      try {
        await this.speedTests.save(measured.value);
      } catch (error) {
        this.logger.warning('speed test result could not be saved', { kind: isGatewayError(error) ? error.kind : 'unknown' });
        return err({ key: 'speed_test.save_failed', run });
      }
      return ok(run);
    } finally {
      this.running = false;
    }
  }
}
