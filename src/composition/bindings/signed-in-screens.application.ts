import { AddressSuggestionsFlow } from '../../application/incidents/address-suggestions.flow';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { RepeatFlow } from '../../application/shared/repeat.flow';
import type { BindingContext } from './binding-context';
import { transient } from './bind';

/** What the signed-in screens use (after sign-in): repeated refreshes, and the incident forms' address lookup (each form gets its own). */
export function bindSignedInScreensApplication(context: BindingContext): void {
  transient(context, RepeatFlow, [Clock]);
  transient(context, AddressSuggestionsFlow, [AddressAutocomplete, Clock]);
}
