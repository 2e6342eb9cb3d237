import { AddressSuggestionsFlow } from '../../application/incidents/address-suggestions.flow';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { DelayFlow } from '../../application/shared/delay.flow';
import { ReportErrorUseCase } from '../../application/shared/report-error.use-case';
import type { BindingContext } from './binding-context';

/** What every screen may use from the start: its short delays and the error report of a failing screen. */
export function bindScreensApplication({ bind }: BindingContext): void {
  bind(DelayFlow)
    .toResolvedValue((c: Clock) => new DelayFlow(c), [Clock])
    .inTransientScope();
  bind(ReportErrorUseCase)
    .toResolvedValue((r: ErrorReporter) => new ReportErrorUseCase(r), [ErrorReporter])
    .inSingletonScope();
}

/** The incident forms' address lookup (each form gets its own). */
export function bindIncidentFormsApplication({ bind }: BindingContext): void {
  bind(AddressSuggestionsFlow)
    .toResolvedValue((a: AddressAutocomplete, c: Clock) => new AddressSuggestionsFlow(a, c), [AddressAutocomplete, Clock])
    .inTransientScope();
}
