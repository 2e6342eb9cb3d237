import { AddressSuggestionsFlow } from '../../application/incidents/address-suggestions.flow';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { DelayFlow } from '../../application/shared/delay.flow';
import { RepeatFlow } from '../../application/shared/repeat.flow';
import { ReportErrorUseCase } from '../../application/shared/report-error.use-case';
import type { BindingContext } from './binding-context';
import { singleton, transient } from './bind';

/** What every screen may use from the start: its short delays, its repeated refreshes and the error report of a failing screen. */
export function bindScreensApplication(context: BindingContext): void {
  transient(context, DelayFlow, [Clock]);
  transient(context, RepeatFlow, [Clock]);
  singleton(context, ReportErrorUseCase, [ErrorReporter]);
}

/** The incident forms' address lookup (each form gets its own). */
export function bindIncidentFormsApplication(context: BindingContext): void {
  transient(context, AddressSuggestionsFlow, [AddressAutocomplete, Clock]);
}
