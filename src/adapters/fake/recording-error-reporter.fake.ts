import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { scrubText, scrubValue } from '../../domain/security/scrub';
import { record } from './recording-log';

/** Keeps reports in memory, scrubbed as the real reporter sends them. */
export class RecordingErrorReporter implements ErrorReporter {
  readonly exceptions: { error: unknown; context: unknown }[] = [];
  readonly breadcrumbs: { message: string; data: unknown }[] = [];

  captureException(error: unknown, context?: Record<string, unknown>): void {
    record(this.exceptions, { error: scrubValue(error instanceof Error ? error.message : error), context: scrubValue(context) });
  }
  addBreadcrumb(message: string, data?: Record<string, unknown>): void {
    record(this.breadcrumbs, { message: scrubText(message), data: scrubValue(data) });
  }
}
