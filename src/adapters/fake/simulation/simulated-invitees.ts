import type { TimerHandle } from '../../../application/ports/clock.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { isDeleted, isFinished } from '../../../domain/incident/incident';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LinkStatus, MessageBoard } from '../demo-world/message-board';

/** How long after a share invitation went out its invitee opens the link. */
export const INVITEE_OPENS_MS = 3_000;
/** How long after opening the link the invitee is watching the call. */
export const INVITEE_JOINS_MS = 3_000;

/**
 * The demo world's invitees: someone invited to watch (a share invitation) opens the link a few seconds later and
 * then joins the call, each step recorded as the invitation's status (GET /incident-links/{id}/status reads it), as
 * the platform's backend records what its link page sees. A link that never arrived is not opened, an invitation
 * whose status changed meanwhile is left to whoever changed it, and nobody joins a call that ended.
 */
export class SimulatedInvitees {
  private readonly timers = new Set<TimerHandle>();
  private readonly stopListening: Unsubscribe;

  constructor(
    private readonly world: DemoWorld,
    private readonly board: MessageBoard,
    private readonly store: IncidentStore,
  ) {
    this.stopListening = board.onInvitation((invitation) => this.invited(invitation));
  }

  dispose(): void {
    this.stopListening();
    for (const timer of this.timers) this.world.clock.clear(timer);
    this.timers.clear();
  }

  private invited(invitation: LinkStatus): void {
    if (invitation.status !== 'sent' && invitation.status !== 'delivered') return;
    this.after(INVITEE_OPENS_MS, () => {
      if (!this.move(invitation.linkId, invitation.status, 'opened')) return;
      this.after(INVITEE_JOINS_MS, () => void this.join(invitation));
    });
  }

  private async join(invitation: LinkStatus): Promise<void> {
    const incident = invitation.incidentId ? await this.store.get(invitation.tenantId, invitation.incidentId).catch(() => null) : null;
    if (!incident || isFinished(incident) || isDeleted(incident)) return;
    this.move(invitation.linkId, 'opened', 'joined');
  }

  /** The invitation moves on from `from` only: true when it did. */
  private move(linkId: string, from: string, to: string): boolean {
    if (this.board.linkStatus(linkId)?.status !== from) return false;
    this.board.setInvitationStatus(linkId, to);
    return true;
  }

  private after(ms: number, work: () => void): void {
    const handle = this.world.clock.setTimeout(() => {
      this.timers.delete(handle);
      work();
    }, ms);
    this.timers.add(handle);
  }
}
