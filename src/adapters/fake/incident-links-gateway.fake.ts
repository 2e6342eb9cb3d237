import type { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import type { DemoWorld } from './demo-world/demo-world';
import { MessageBoard } from './demo-world/message-board';

/**
 * SPEC §7 GET /incident-links/{id}/status in the demo world: the status of a link sent by DemoMessaging (its
 * messageId), read from the MessageBoard: a caller's link follows its message status; a share invitation keeps the
 * status it was sent with until MessageBoard.setInvitationStatus changes it. An unknown id, or another tenant's link,
 * answers null (the values are not shown by the spec).
 */
export class FakeIncidentLinksGateway implements IncidentLinksGateway {
  constructor(
    private readonly world: DemoWorld,
    readonly board: MessageBoard = MessageBoard.of(world),
  ) {}

  status(linkId: string | number): Promise<string | null> {
    return this.world.answer(({ tenant }) => {
      const link = this.board.linkStatus(linkId);
      return link && link.tenantId === tenant.id ? link.status : null;
    });
  }
}
