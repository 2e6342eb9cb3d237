import { invitationLinkState, isSettledInvitation, type InvitedLink } from '../../domain/messaging/invitation-link';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import type { IncidentLinksGateway } from '../ports/incident-links-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { Poller } from '../shared/poller';
import type { InvitationLinksStore } from './invitation-links.store';

/**
 * SPEC §4, §7, §9: while the live page is open, the status of every invitation link sent from it is read (GET
 * /incident-links/{id}/status) every TIMINGS.permissionPoll (2 s), the first read at start() and at once when a new
 * link is sent. A link that joined or failed is not asked about again; an unknown link keeps its last stage. Reads are
 * one at a time, so an older answer never lands after a newer one. dispose() stops the timer and drops every listener.
 */
export class InvitationLinksFlow {
  private readonly disposables = new DisposableStore();
  private readonly changes = this.disposables.add(new Emitter<readonly InvitedLink[]>());
  private readonly poller: Poller;
  private incidentId: string | null = null;
  private current: readonly InvitedLink[] = [];

  constructor(
    private readonly gateway: IncidentLinksGateway,
    private readonly store: InvitationLinksStore,
    clock: Clock,
    private readonly logger: Logger,
  ) {
    this.poller = this.disposables.add(
      new Poller({
        clock,
        intervalMs: TIMINGS.permissionPoll,
        poll: () => this.poll(),
        onError: (error) => this.logger.warning('invitation link status failed', { incidentId: this.incidentId, error: String(error) }),
      }),
    );
  }

  /** The incident's invitations, newest first, each with the stage last read. */
  get links(): readonly InvitedLink[] {
    return this.current;
  }

  onChange(listener: (links: readonly InvitedLink[]) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  start(incidentId: string): void {
    if (this.disposables.isDisposed || this.incidentId !== null) return;
    this.incidentId = incidentId;
    this.publish(this.store.read(incidentId));
    this.disposables.add(
      this.store.onAdded((id) => {
        if (id !== incidentId) return;
        this.publish(this.store.read(incidentId));
        void this.poller.now();
      }),
    );
    this.poller.start();
  }

  dispose(): void {
    this.disposables.dispose();
  }

  private async poll(): Promise<void> {
    const incidentId = this.incidentId;
    if (incidentId === null) return;
    const open = this.store.read(incidentId).filter((link) => !isSettledInvitation(link.state));
    if (open.length === 0) return;
    const states = new Map<string, InvitedLink['state']>();
    for (const link of open) {
      const status = await this.gateway.status(link.linkId);
      if (this.disposables.isDisposed) return;
      const state = invitationLinkState(status);
      // A link the server no longer knows (null) or answers with an unknown word keeps what was last read.
      if (status !== null && state !== 'unknown') states.set(link.linkId, state);
    }
    this.store.update(incidentId, states);
    this.publish(this.store.read(incidentId));
  }

  private publish(links: readonly InvitedLink[]): void {
    const same =
      links.length === this.current.length &&
      links.every((l, i) => l.linkId === this.current[i]?.linkId && l.state === this.current[i]?.state);
    if (same) return;
    this.current = links;
    this.changes.fire(links);
  }
}
