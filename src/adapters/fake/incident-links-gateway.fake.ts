import { GatewayError } from '../../application/ports/gateway-error';
import type { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { isDeleted } from '../../domain/incident/incident';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import { MessageBoard } from './demo-world/message-board';

/**
 * SPEC §7 GET /incident-links/{id}/status in the demo world: the status of a link sent by DemoMessaging (its
 * messageId), read from the MessageBoard: a caller's link follows its message status; a share invitation keeps the
 * status it was sent with until MessageBoard.setInvitationStatus changes it. An unknown id, or another tenant's link,
 * answers null (the values are not shown by the spec). Linking sets the incident's linkedIncident and the target's
 * linkedIncidentsToMe in the incident store (of the caller's tenant only; a deleted or unknown one answers 404).
 */
export class FakeIncidentLinksGateway implements IncidentLinksGateway {
  constructor(
    private readonly world: DemoWorld,
    readonly board: MessageBoard = MessageBoard.of(world),
    private readonly store?: IncidentStore,
  ) {}

  status(linkId: string | number): Promise<string | null> {
    return this.world.answer(({ tenant }) => {
      const link = this.board.linkStatus(linkId);
      return link && link.tenantId === tenant.id ? link.status : null;
    });
  }

  link(incidentId: string | number, targetId: string | number): Promise<void> {
    return this.world.answer(async ({ tenant }) => {
      const incident = await this.open(tenant.id, incidentId);
      const target = await this.open(tenant.id, targetId);
      if (incident.id === target.id) throw new GatewayError('server', 'An incident cannot link to itself', 400);
      await this.removeLink(tenant.id, incident.id);
      await this.required.update(tenant.id, incident.id, { linkedIncident: { id: target.id } });
      const current = await this.open(tenant.id, target.id);
      await this.required.update(tenant.id, target.id, {
        linkedIncidentsToMe: [...(current.linkedIncidentsToMe ?? []), { id: incident.id }],
      });
    });
  }

  unlink(incidentId: string | number): Promise<void> {
    return this.world.answer(async ({ tenant }) => this.removeLink(tenant.id, (await this.open(tenant.id, incidentId)).id));
  }

  private get required(): IncidentStore {
    if (!this.store) throw new GatewayError('unexpected', 'No incident store');
    return this.store;
  }

  private async open(tenantId: string, id: string | number) {
    const incident = await this.required.get(tenantId, id);
    if (!incident || isDeleted(incident)) throw new GatewayError('not-found', 'Incident not found', 404);
    return incident;
  }

  private async removeLink(tenantId: string, incidentId: string): Promise<void> {
    const incident = await this.open(tenantId, incidentId);
    const linkedId = incident.linkedIncident?.id;
    if (linkedId === null || linkedId === undefined) return;
    await this.required.update(tenantId, incidentId, { linkedIncident: null });
    const previous = await this.required.get(tenantId, linkedId);
    if (!previous) return;
    const kept = (previous.linkedIncidentsToMe ?? []).filter((l) => String(l.id) !== incidentId);
    await this.required.update(tenantId, previous.id, { linkedIncidentsToMe: kept });
  }
}
