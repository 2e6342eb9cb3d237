/** Error reporting (SPEC §9 sampling). Implementations scrub tokens, phone numbers and emails before sending. */
export interface ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  addBreadcrumb(message: string, data?: Record<string, unknown>): void;
}
export const ErrorReporter = Symbol.for('ErrorReporter');
