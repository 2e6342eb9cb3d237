import type * as SentryReact from '@sentry/react';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { ERROR_REPORTING } from '../../domain/shared/constants';
import { scrubText, scrubValue } from '../../domain/security/scrub';

type SentryModule = typeof SentryReact;

type SentryOptions = Parameters<SentryModule['init']>[0] & object;
type TransactionEvent = Parameters<NonNullable<SentryOptions['beforeSendTransaction']>>[0];
type StreamedSpan = Parameters<NonNullable<SentryOptions['beforeSendSpan']>>[0];
type ReplayOptions = NonNullable<Parameters<SentryModule['replayIntegration']>[0]>;
type RecordingEvent = Parameters<NonNullable<ReplayOptions['beforeAddRecordingEvent']>>[0];

/** The ids that tie events, spans and replays together: random hex, never a secret, and Sentry refuses them changed. */
const SENTRY_IDS: ReadonlySet<string> = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'replay_id', 'segment_id']);
/** A replay's page snapshot nests as deep as the page's elements; it is copied whole, never cut short. */
const REPLAY_DEPTH = 1024;

/**
 * One scrubber for every kind of report that leaves (errors, breadcrumbs, transactions, spans, replay recordings):
 * tokens wherever they stand, share tokens, passwords, e-mails and phone numbers.
 */
export function scrubSentryEvent(event: ErrorEvent): ErrorEvent {
  return scrubValue(event, { keep: SENTRY_IDS }) as ErrorEvent;
}

export function scrubSentryBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb, { keep: SENTRY_IDS }) as Breadcrumb;
}

export function scrubSentryTransaction(event: TransactionEvent): TransactionEvent {
  return scrubValue(event, { keep: SENTRY_IDS }) as TransactionEvent;
}

export function scrubSentrySpan(span: StreamedSpan): StreamedSpan {
  return scrubValue(span, { keep: SENTRY_IDS }) as StreamedSpan;
}

export function scrubReplayRecordingEvent(event: RecordingEvent): RecordingEvent {
  return scrubValue(event, { keep: SENTRY_IDS, maxDepth: REPLAY_DEPTH }) as RecordingEvent;
}

/** The replay event's own ids besides the shared ones: the errors and traces it belongs to. */
const REPLAY_EVENT_IDS: ReadonlySet<string> = new Set([...SENTRY_IDS, 'error_ids', 'trace_ids']);

/**
 * The replay's own event (the page addresses it visited, in `urls`) passes no before-send hook, only the event
 * processors: this one gives it the one scrubber and leaves every other event to its hook.
 */
export function scrubReplayEvent<E extends { readonly type?: string }>(event: E): E {
  return event.type === 'replay_event' ? (scrubValue(event, { keep: REPLAY_EVENT_IDS }) as E) : event;
}

/** Every Sentry hook through which something leaves, each given the one scrubber. */
export const SENTRY_SCRUBBING = {
  beforeSend: scrubSentryEvent,
  beforeBreadcrumb: scrubSentryBreadcrumb,
  beforeSendTransaction: scrubSentryTransaction,
  beforeSendSpan: scrubSentrySpan,
} as const satisfies Partial<SentryOptions>;

/** The replay records no request or response details (bodies, headers) and masks every text and input. */
export const REPLAY_PRIVACY = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  networkDetailAllowUrls: [],
  networkCaptureBodies: false,
  beforeAddRecordingEvent: scrubReplayRecordingEvent,
} satisfies ReplayOptions;

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
        integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(REPLAY_PRIVACY)],
        ...SENTRY_SCRUBBING,
      });
      Sentry.addEventProcessor(scrubReplayEvent);
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
