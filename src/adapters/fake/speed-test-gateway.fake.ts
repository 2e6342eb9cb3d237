import { GatewayError } from '../../application/ports/gateway-error';
import type { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import type { SpeedTest, SpeedTestRecord } from '../../domain/admin/admin-entities';
import type { DemoAdminStore } from './demo-world/admin-store';
import type { BuiltHistories } from './demo-world/built-histories';
import type { DemoWorld } from './demo-world/demo-world';
import { record } from './recording-log';

/** The demo's upload reports its progress this many times. */
const PROGRESS_STEPS = 10;

/**
 * SPEC §7 Speed test over the demo world. The upload of the test photo takes the time the demo's bandwidth gives
 * (uploadMbps; in virtual time in tests), so the console's measurement finds that speed again; its progress is
 * reported in tenths of that time, on the Clock.
 */
export class FakeSpeedTestGateway implements SpeedTestGateway {
  /** The simulated upload bandwidth, in megabits per second. */
  uploadMbps = 24;
  /** Test switches. */
  failUpload = false;
  failSave = false;
  readonly uploads: number[] = [];

  constructor(
    private readonly world: DemoWorld,
    private readonly store: DemoAdminStore,
    /** The speed tests the demo build generated (a browser's demo), read instead of generating them with faker. */
    private readonly built?: BuiltHistories,
  ) {}

  async list(userId?: string | number): Promise<readonly SpeedTestRecord[]> {
    const records = await this.store.speedTestRecords(this.built);
    return this.world.answer((caller) =>
      records
        .filter((r) => r.tenant === caller.tenant.id && (userId === undefined || r.userId === String(userId)))
        .map((r) => ({ speed: r.speed, unit: r.unit, at: new Date(r.at).toISOString(), userId: r.userId })),
    );
  }

  async save(result: SpeedTest): Promise<void> {
    const records = await this.store.speedTestRecords(this.built);
    return this.world.answer((caller) => {
      if (this.failSave) throw new GatewayError('server', 'Internal server error', 500);
      records.unshift({
        tenant: caller.tenant.id,
        userId: caller.account.id,
        speed: result.speed,
        unit: result.unit,
        at: this.world.clock.now(),
      });
    });
  }

  async uploadTestPhoto(bytes: number, onProgress?: (fraction: number) => void): Promise<void> {
    await this.world.answer(() => undefined);
    record(this.uploads, bytes);
    if (this.failUpload) throw new GatewayError('network', 'Network Error');
    const milliseconds = Math.max(1, Math.round((bytes * 8) / (this.uploadMbps * 1000)));
    let sent = 0;
    for (let step = 1; step <= PROGRESS_STEPS; step++) {
      const due = Math.round((milliseconds * step) / PROGRESS_STEPS);
      await new Promise<void>((resolve) => this.world.clock.setTimeout(resolve, due - sent));
      sent = due;
      onProgress?.(step / PROGRESS_STEPS);
    }
  }
}
