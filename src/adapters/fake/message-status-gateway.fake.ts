import { GatewayError } from '../../application/ports/gateway-error';
import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import { MessageBoard } from './demo-world/message-board';

/**
 * SPEC §7 message status by incident id, answered from the MessageBoard: the incident's records (receiver, date,
 * method, status, permissions), oldest first. Another tenant's incident answers 404 (when the incident store is known)
 * or nothing. failNext(count) makes the next calls fail (a server hiccup during polling).
 */
export class FakeMessageStatusGateway implements MessageStatusGateway {
  /** Every incident id asked for, in order. */
  readonly calls: (string | number)[] = [];
  private failures = 0;

  constructor(
    private readonly world: DemoWorld,
    readonly board: MessageBoard = MessageBoard.of(world),
    private readonly incidents?: IncidentStore,
  ) {}

  failNext(count: number): void {
    this.failures = Math.max(0, count);
  }

  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    this.calls.push(incidentId);
    return this.world.answer(async ({ tenant }) => {
      if (this.failures > 0) {
        this.failures -= 1;
        throw new GatewayError('server', 'Internal server error', 500);
      }
      if (this.incidents && !(await this.incidents.get(tenant.id, incidentId))) throw new GatewayError('not-found', 'Incident not found', 404);
      const owner = this.board.tenantOf(incidentId);
      if (owner !== null && owner !== tenant.id) return [];
      return this.board.records(incidentId).map(({ linkId: _linkId, ...record }) => record);
    });
  }
}
