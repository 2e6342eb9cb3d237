import { PushPermissionFlow } from '../../../application/incidents/push-permission.flow';
import { ReceivedPushesFlow } from '../../../application/incidents/received-pushes.flow';
import { SendIncidentPushUseCase } from '../../../application/incidents/send-incident-push.use-case';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import type { Services } from '../services';
import { PushPermissionModel } from './push-permission.model';
import { PushToastsModel } from './push-toasts.model';
import { SendPushModel, type SendPushDeps } from './send-push.model';

/** The push dialog of one incident. */
export function createSendPushModel(services: Services, params: { readonly incidentId: string; readonly notify: SendPushDeps['notify'] }) {
  const user = services.get(CurrentUserStore);
  return new SendPushModel(
    { send: services.get(SendIncidentPushUseCase), notify: params.notify, allowed: () => user.mayChangeIncident('sendPush') },
    params.incidentId,
  );
}

/** The received pushes' toasts of the signed-in screens. */
export function createPushToastsModel(services: Services, _params: object): PushToastsModel {
  return new PushToastsModel(services.get(ReceivedPushesFlow));
}

/** The navbar's notifications permission control. */
export function createPushPermissionModel(services: Services, _params: object): PushPermissionModel {
  return new PushPermissionModel(services.get(PushPermissionFlow));
}
