import { runInAction } from 'mobx';
import { InvitationLinksFlow } from '../../../application/live/invitation-links.flow';
import type { InvitedLink } from '../../../domain/messaging/invitation-link';
import type { Services } from '../../shared/services';
import { makeObservableExcept } from '../../shared/make-observable-except';

export interface InvitationLinksDeps {
  /** A new flow per page (transient): it reads the links' status until the page closes. */
  readonly createFlow: () => Pick<InvitationLinksFlow, 'start' | 'onChange' | 'links' | 'dispose'>;
}

export interface InvitationLinksParams {
  readonly incidentId: string;
}

/**
 * The live page's invitations: each person invited from the share modal (to watch, or to broadcast too) with how far
 * their link got (sent, opened, joined, failed), read while the page is open and no longer once it closes.
 */
export class InvitationLinksViewModel {
  links: readonly InvitedLink[] = [];
  private flow: ReturnType<InvitationLinksDeps['createFlow']> | null = null;

  constructor(
    private readonly deps: InvitationLinksDeps,
    private readonly params: InvitationLinksParams,
  ) {
    makeObservableExcept(this, ['deps', 'params', 'flow']);
  }

  start(): void {
    if (this.flow) return;
    const flow = this.deps.createFlow();
    this.flow = flow;
    flow.onChange((links) => runInAction(() => (this.links = links)));
    flow.start(this.params.incidentId);
    this.links = flow.links;
  }

  dispose(): void {
    this.flow?.dispose();
    this.flow = null;
  }
}

export function createInvitationLinksViewModel(services: Services, params: InvitationLinksParams): InvitationLinksViewModel {
  return new InvitationLinksViewModel({ createFlow: () => services.get(InvitationLinksFlow) }, params);
}
