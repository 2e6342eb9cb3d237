import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { MessageBoard } from './demo-world/message-board';
import { PolledIncidentFake } from './demo-world/polled-incident-fake';

/**
 * SPEC §7 message status by incident id: a generated incident's history (its caller link's steps, see
 * incident-activity.ts), then the MessageBoard's records of links sent in this demo (receiver, date, method, status,
 * permissions), oldest first; nothing for links another tenant sent.
 */
export class FakeMessageStatusGateway extends PolledIncidentFake implements MessageStatusGateway {
  constructor(
    world: DemoWorld,
    readonly board: MessageBoard,
    private readonly store: IncidentStore,
  ) {
    super(world, store);
  }

  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    return this.answerFor(incidentId, async (tenantId) => {
      const history = await this.store.generatedActivity(tenantId, incidentId);
      const owner = this.board.tenantOf(incidentId);
      if (owner !== null && owner !== tenantId) return history;
      return [...history, ...this.board.records(incidentId).map(({ linkId: _linkId, ...record }) => record)];
    });
  }
}
