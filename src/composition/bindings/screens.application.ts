import { Clock } from '../../application/ports/clock.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { DelayFlow } from '../../application/shared/delay.flow';
import { ReportErrorUseCase } from '../../application/shared/report-error.use-case';
import type { BindingContext } from './binding-context';
import { singleton, transient } from './bind';

/** What every screen may use from the start: its short delays and the error report of a failing screen. */
export function bindScreensApplication(context: BindingContext): void {
  transient(context, DelayFlow, [Clock]);
  singleton(context, ReportErrorUseCase, [ErrorReporter]);
}
