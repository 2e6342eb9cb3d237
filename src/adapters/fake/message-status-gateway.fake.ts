import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { MessageBoard } from './demo-world/message-board';
import { PolledIncidentFake } from './demo-world/polled-incident-fake';

/**
 * SPEC §7 message status by incident id, answered from the MessageBoard: the incident's records (receiver, date,
 * method, status, permissions), oldest first; nothing for links another tenant sent.
 */
export class FakeMessageStatusGateway extends PolledIncidentFake implements MessageStatusGateway {
  constructor(
    world: DemoWorld,
    readonly board: MessageBoard,
    incidents: IncidentStore,
  ) {
    super(world, incidents);
  }

  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    return this.answerFor(incidentId, (tenantId) => {
      const owner = this.board.tenantOf(incidentId);
      if (owner !== null && owner !== tenantId) return [];
      return this.board.records(incidentId).map(({ linkId: _linkId, ...record }) => record);
    });
  }
}
