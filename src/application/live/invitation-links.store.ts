import { parseInvitedLinks, type InvitedLink } from '../../domain/messaging/invitation-link';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { Unsubscribe } from '../ports/subscription';
import { Emitter } from '../shared/emitter';

/** The most invitations kept per incident (the newest). */
export const INVITATIONS_KEPT = 30;
const KEY_PREFIX = 'invitedLinks/';

/**
 * The invitation links the operator sent from an incident's share modal (a watcher's invitation, a second broadcaster's
 * link), kept per incident in the tab's session storage so that leaving the incident and coming back still shows who
 * was invited and how far each one got. A logout clears session storage, and the list with it.
 */
export class InvitationLinksStore {
  private readonly added = new Emitter<string>();

  constructor(private readonly session: KeyValueStorage) {}

  read(incidentId: string): readonly InvitedLink[] {
    return parseInvitedLinks(this.session.get(`${KEY_PREFIX}${incidentId}`));
  }

  /** A link just sent: listed first (a link id sent again replaces its old entry). */
  add(incidentId: string, link: InvitedLink): void {
    const kept = this.read(incidentId).filter((l) => l.linkId !== link.linkId);
    this.write(incidentId, [link, ...kept]);
    this.added.fire(incidentId);
  }

  /** The states last read for the incident's links; links sent meanwhile are kept. */
  update(incidentId: string, states: ReadonlyMap<string, InvitedLink['state']>): void {
    this.write(
      incidentId,
      this.read(incidentId).map((link) => ({ ...link, state: states.get(link.linkId) ?? link.state })),
    );
  }

  /** Hears the incident id of every link added in this tab. */
  onAdded(listener: (incidentId: string) => void): Unsubscribe {
    return this.added.event(listener);
  }

  private write(incidentId: string, links: readonly InvitedLink[]): void {
    try {
      this.session.set(`${KEY_PREFIX}${incidentId}`, JSON.stringify(links.slice(0, INVITATIONS_KEPT)));
    } catch {
      // A full storage keeps the list for this page only.
    }
  }
}
