import type * as SentryReact from '@sentry/react';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { ERROR_REPORTING } from '../../domain/shared/constants';
import { scrubText, scrubValue } from '../../domain/security/scrub';

type SentryModule = typeof SentryReact;

/** Removes bearer tokens, phone numbers and email addresses from an event and its breadcrumbs before it leaves. */
export function scrubSentryEvent(event: ErrorEvent): ErrorEvent {
  return scrubValue(event) as ErrorEvent;
}

export function scrubSentryBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb) as Breadcrumb;
}

/**
 * @sentry/react, loaded only when a DSN is configured (SPEC §9: traces sample rate 1, session replays 0.1).
 * Reports made before the SDK has loaded are queued and sent once it is ready.
 */
export class SentryErrorReporter implements ErrorReporter {
  private readonly sentry: Promise<SentryModule>;

  constructor(dsn: string, environment: string, release: string) {
    this.sentry = import('@sentry/react').then((Sentry) => {
      Sentry.init({
        dsn,
        environment,
        release,
        tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
        replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
        replaysOnErrorSampleRate: 1,
        integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
        beforeSend: scrubSentryEvent,
        beforeBreadcrumb: scrubSentryBreadcrumb,
      });
      return Sentry;
    });
  }

  captureException(error: unknown, context?: Record<string, unknown>): void {
    void this.sentry.then((Sentry) =>
      Sentry.captureException(error, context ? { extra: scrubValue(context) as Record<string, unknown> } : undefined),
    );
  }

  addBreadcrumb(message: string, data?: Record<string, unknown>): void {
    void this.sentry.then((Sentry) =>
      Sentry.addBreadcrumb({ message: scrubText(message), data: data ? (scrubValue(data) as Record<string, unknown>) : undefined }),
    );
  }
}

/** Used when no DSN is configured: reports go nowhere. */
export class NoopErrorReporter implements ErrorReporter {
  captureException(): void {}
  addBreadcrumb(): void {}
}
