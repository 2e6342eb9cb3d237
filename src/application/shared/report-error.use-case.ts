import { ok, type Result } from '../../domain/shared/result';
import type { ErrorReporter } from '../ports/error-reporter.port';

export interface ReportErrorInput {
  readonly error: unknown;
  /** Where it happened, e.g. 'screen'. */
  readonly where: string;
  readonly componentStack?: string | null;
}

/** Sends an error to the error reporter (which scrubs tokens, phones and emails); reporting never fails its caller. */
export class ReportErrorUseCase {
  constructor(private readonly reporter: ErrorReporter) {}

  execute(input: ReportErrorInput): Promise<Result<void, never>> {
    try {
      this.reporter.captureException(input.error, { where: input.where, componentStack: input.componentStack ?? null });
    } catch {
      // Reporting must never make a failure worse.
    }
    return Promise.resolve(ok(undefined));
  }
}
