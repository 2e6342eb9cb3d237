import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import type { DemoWorld } from './demo-world/demo-world';
import { PolledIncidentGuard } from './demo-world/polled-incident';
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
  private readonly guard: PolledIncidentGuard;

  constructor(
    private readonly world: DemoWorld,
    readonly board: MessageBoard = MessageBoard.of(world),
    incidents?: IncidentStore,
  ) {
    this.guard = new PolledIncidentGuard(incidents);
  }

  failNext(count: number): void {
    this.guard.failNext(count);
  }

  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    this.calls.push(incidentId);
    return this.world.answer(async ({ tenant }) => {
      await this.guard.check(tenant.id, incidentId);
      const owner = this.board.tenantOf(incidentId);
      if (owner !== null && owner !== tenant.id) return [];
      return this.board.records(incidentId).map(({ linkId: _linkId, ...record }) => record);
    });
  }
}
