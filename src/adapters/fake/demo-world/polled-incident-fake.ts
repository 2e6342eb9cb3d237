import { GatewayError } from '../../../application/ports/gateway-error';
import type { DemoWorld } from './demo-world';
import type { IncidentStore } from './incident-store';
import { record } from '../recording-log';

/**
 * What the demo's polled per-incident services share: every incident id asked for is recorded, `failNext(count)`
 * makes the next calls fail as a server hiccup would, and an incident of another tenant answers 404.
 */
export abstract class PolledIncidentFake {
  /** Every incident id asked for, in order. */
  readonly calls: (string | number)[] = [];
  private failures = 0;

  constructor(
    private readonly world: DemoWorld,
    private readonly incidents: IncidentStore,
  ) {}

  failNext(count: number): void {
    this.failures = Math.max(0, count);
  }

  /** The signed-in tenant's answer from `read`, after the injected failure or the 404 for another tenant's incident. */
  protected answerFor<T>(incidentId: string | number, read: (tenantId: string) => T | Promise<T>): Promise<T> {
    record(this.calls, incidentId);
    return this.world.answer(async ({ tenant }) => {
      if (this.failures > 0) {
        this.failures -= 1;
        throw new GatewayError('server', 'Internal server error', 500);
      }
      if (!(await this.incidents.get(tenant.id, incidentId))) throw new GatewayError('not-found', 'Incident not found', 404);
      return read(tenant.id);
    });
  }

  /**
   * Many incidents in one call (one latency): the injected failure fails the whole call; more than `most` ids is
   * refused as too large (413); an id of another tenant or of no incident is left out of the answer, as the server does.
   */
  protected answerForMany<T>(
    incidentIds: readonly string[],
    most: number,
    read: (tenantId: string, incidentId: string) => T | Promise<T>,
  ): Promise<Map<string, T>> {
    return this.world.answer(async ({ tenant }) => {
      if (this.failures > 0) {
        this.failures -= 1;
        throw new GatewayError('server', 'Internal server error', 500);
      }
      if (incidentIds.length > most) throw new GatewayError('server', 'Payload too large', 413);
      const answers = new Map<string, T>();
      for (const id of new Set(incidentIds)) {
        if (await this.incidents.get(tenant.id, id)) answers.set(id, await read(tenant.id, id));
      }
      return answers;
    });
  }
}
