import * as z from 'zod/mini';
import type { TimerHandle } from '../../../application/ports/clock.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { isDeleted, isFinished } from '../../../domain/incident/incident';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LinkStatus, MessageBoard } from '../demo-world/message-board';
import { keptList } from '../demo-world/tab-memory';

/** How long after a share invitation went out its invitee opens the link. */
export const INVITEE_OPENS_MS = 3_000;
/** How long after opening the link the invitee is watching the call. */
export const INVITEE_JOINS_MS = 3_000;

/** Where the world keeps the invitees' next steps, so the page after a reload plays them on time. */
const KEPT_STEPS = 'demo.invitees';

/** An invitee's next step: open the link (while its status is still `from`) or join the call, at a time of the world's clock. */
const STEP = z.readonly(z.object({ linkId: z.string(), step: z.enum(['open', 'join']), from: z.string(), at: z.number() }));
type Step = z.infer<typeof STEP>;

/**
 * The demo world's invitees: someone invited to watch (a share invitation) opens the link a few seconds later and
 * then joins the call, each step recorded as the invitation's status (GET /incident-links/{id}/status reads it), as
 * the platform's backend records what its link page sees. A link that never arrived is not opened, an invitation
 * whose status changed meanwhile is left to whoever changed it, and nobody joins a call that ended. Each step waiting
 * is kept in the world's memory with its time: a page built after a reload takes the steps up where they are (a step
 * whose time passed meanwhile happens at once), as the invitee's phone went on without the console.
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
    for (const step of this.kept()) this.schedule(step);
  }

  /** The page goes away: its timers stop, the steps stay kept for the next page. */
  dispose(): void {
    this.stopListening();
    for (const timer of this.timers) this.world.clock.clear(timer);
    this.timers.clear();
  }

  private invited(invitation: LinkStatus): void {
    if (invitation.status !== 'sent' && invitation.status !== 'delivered') return;
    this.plan({ linkId: invitation.linkId, step: 'open', from: invitation.status, at: this.world.clock.now() + INVITEE_OPENS_MS });
  }

  private plan(step: Step): void {
    this.keep([...this.kept().filter((kept) => kept.linkId !== step.linkId), step]);
    this.schedule(step);
  }

  private schedule(step: Step): void {
    const handle = this.world.clock.setTimeout(
      () => {
        this.timers.delete(handle);
        void this.take(step);
      },
      Math.max(0, step.at - this.world.clock.now()),
    );
    this.timers.add(handle);
  }

  private async take(step: Step): Promise<void> {
    // Another page of the world may have taken this step already: only a step still kept is taken.
    if (!this.kept().some((kept) => kept.linkId === step.linkId && kept.step === step.step)) return;
    this.keep(this.kept().filter((kept) => kept.linkId !== step.linkId));
    if (step.step === 'open') {
      if (this.move(step.linkId, step.from, 'opened'))
        this.plan({ linkId: step.linkId, step: 'join', from: 'opened', at: step.at + INVITEE_JOINS_MS });
      return;
    }
    const invitation = this.board.linkStatus(step.linkId);
    const incident = invitation?.incidentId ? await this.store.get(invitation.tenantId, invitation.incidentId).catch(() => null) : null;
    if (!incident || isFinished(incident) || isDeleted(incident)) return;
    this.move(step.linkId, 'opened', 'joined');
  }

  /** The invitation moves on from `from` only: true when it did. */
  private move(linkId: string, from: string, to: string): boolean {
    if (this.board.linkStatus(linkId)?.status !== from) return false;
    this.board.setInvitationStatus(linkId, to);
    return true;
  }

  private kept(): Step[] {
    return keptList(this.world.memory.read(KEPT_STEPS), STEP);
  }

  private keep(steps: readonly Step[]): void {
    this.world.memory.write(KEPT_STEPS, steps);
  }
}
