import { SendIncidentPushUseCase } from '../../../application/incidents/send-incident-push.use-case';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import type { Services } from '../../shared/services';
import { SendPushModel, type SendPushDeps } from './send-push.model';

/** The push dialog of one incident. */
export function createSendPushModel(services: Services, params: { readonly incidentId: string; readonly notify: SendPushDeps['notify'] }) {
  const user = services.get(CurrentUserStore);
  return new SendPushModel(
    { send: services.get(SendIncidentPushUseCase), notify: params.notify, allowed: () => user.mayChangeIncident('sendPush') },
    params.incidentId,
  );
}
