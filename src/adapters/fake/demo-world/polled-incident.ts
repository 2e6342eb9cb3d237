import { GatewayError } from '../../../application/ports/gateway-error';
import type { IncidentStore } from './incident-store';

/**
 * What the demo's polled per-incident services share: `failNext(count)` makes the next calls fail as a server
 * hiccup would, and an incident of another tenant answers 404 when the incident store is known.
 */
export class PolledIncidentGuard {
  private failures = 0;

  constructor(private readonly incidents?: IncidentStore) {}

  failNext(count: number): void {
    this.failures = Math.max(0, count);
  }

  /** Throws the injected failure, or 404 for an incident the caller's tenant does not have. */
  async check(tenantId: string, incidentId: string | number): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new GatewayError('server', 'Internal server error', 500);
    }
    if (this.incidents && !(await this.incidents.get(tenantId, incidentId))) throw new GatewayError('not-found', 'Incident not found', 404);
  }
}
