import {
  MESSAGE_STATUS_BATCH_MAX,
  type MessageStatusByIncident,
  type MessageStatusGateway,
} from '../../application/ports/message-status-gateway.port';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { MessageBoard } from './demo-world/message-board';
import { PolledIncidentFake } from './demo-world/polled-incident-fake';
import { record } from './recording-log';

/**
 * SPEC §7 message status by incident id: a generated incident's history (its caller link's steps, see
 * incident-activity.ts), then the MessageBoard's records of links sent in this demo (receiver, date, method, status,
 * permissions), oldest first; nothing for links another tenant sent. The read of many answers them all in one call's
 * latency, leaving out another tenant's incidents and ids of none.
 */
export class FakeMessageStatusGateway extends PolledIncidentFake implements MessageStatusGateway {
  constructor(
    world: DemoWorld,
    readonly board: MessageBoard,
    private readonly store: IncidentStore,
  ) {
    super(world, store);
  }

  /** Every read of many, its ids in order. */
  readonly batches: (readonly string[])[] = [];

  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    return this.answerFor(incidentId, (tenantId) => this.recordsOf(tenantId, incidentId));
  }

  byIncidents(incidentIds: readonly string[]): Promise<MessageStatusByIncident> {
    record(this.batches, [...incidentIds]);
    return this.answerForMany(incidentIds, MESSAGE_STATUS_BATCH_MAX, (tenantId, id) => this.recordsOf(tenantId, id));
  }

  private async recordsOf(tenantId: string, incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    const history = await this.store.generatedActivity(tenantId, incidentId);
    const owner = this.board.tenantOf(incidentId);
    if (owner !== null && owner !== tenantId) return history;
    return [...history, ...this.board.records(incidentId).map(({ linkId: _linkId, ...entry }) => entry)];
  }
}
