import { AddressSuggestionsFlow } from '../../application/incidents/address-suggestions.flow';
import { PushPermissionFlow } from '../../application/incidents/push-permission.flow';
import { ReceivedPushesFlow } from '../../application/incidents/received-pushes.flow';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { Logger } from '../../application/ports/logger.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RepeatFlow } from '../../application/shared/repeat.flow';
import type { BindingContext } from './binding-context';
import { transient } from './bind';

/**
 * What the signed-in screens use (after sign-in): repeated refreshes, the incident forms' address lookup (each form
 * gets its own), and the shell's received pushes and push permission.
 */
export function bindSignedInScreensApplication(context: BindingContext): void {
  transient(context, RepeatFlow, [Clock]);
  transient(context, AddressSuggestionsFlow, [AddressAutocomplete, Clock]);
  transient(context, ReceivedPushesFlow, [PushNotifications, Clock]);
  transient(context, PushPermissionFlow, [PushNotifications, Logger]);
}
