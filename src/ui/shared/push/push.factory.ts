import { PushPermissionFlow } from '../../../application/incidents/push-permission.flow';
import { ReceivedPushesFlow } from '../../../application/incidents/received-pushes.flow';
import type { Services } from '../services';
import { PushPermissionModel } from './push-permission.model';
import { PushToastsModel } from './push-toasts.model';

/** The received pushes' toasts of the signed-in screens. */
export function createPushToastsModel(services: Services, _params: object): PushToastsModel {
  return new PushToastsModel(services.get(ReceivedPushesFlow));
}

/** The navbar's notifications permission control. */
export function createPushPermissionModel(services: Services, _params: object): PushPermissionModel {
  return new PushPermissionModel(services.get(PushPermissionFlow));
}
