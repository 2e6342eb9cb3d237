import { err, type Result } from '../../domain/shared/result';
import type { PushTopic } from '../../domain/shared/constants';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { refusedChange, type IncidentChangeRights } from './incident-change-rights';

/** To every device (sendpn/global), or to the devices subscribed to at least one chosen topic. */
export type PushAudience = { readonly kind: 'global' } | { readonly kind: 'topics'; readonly topics: readonly PushTopic[] };

/** SPEC §7 POST /api/incidents/sendpn/{id} with a topicList, or POST /api/incidents/sendpn/global/{id}; needs what editing needs. */
export class SendIncidentPushUseCase {
  constructor(
    private readonly rest: IncidentsRestGateway,
    private readonly rights: IncidentChangeRights,
  ) {}

  async execute(input: {
    readonly incidentId: string;
    readonly audience: PushAudience;
  }): Promise<Result<void, CallFailure | { readonly kind: 'no-topics' }>> {
    const refused = refusedChange<void>(this.rights, 'sendPush');
    if (refused) return refused;
    const { audience } = input;
    if (audience.kind === 'global') return attempt(() => this.rest.sendGlobalPushNotification(input.incidentId));
    if (audience.topics.length === 0) return err({ kind: 'no-topics' });
    return attempt(() => this.rest.sendPushNotification(input.incidentId, [...new Set(audience.topics)]));
  }
}
