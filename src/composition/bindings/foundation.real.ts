import { Clock } from '../../application/ports/clock.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { Geolocation } from '../../application/ports/geolocation.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { BrowserGeolocation } from '../../adapters/real/browser-geolocation.adapter';
import { ConsoleLogger } from '../../adapters/real/console-logger.adapter';
import { createHttpClient } from '../../adapters/real/http-client';
import { NoopErrorReporter, SentryErrorReporter } from '../../adapters/real/sentry-error-reporter.adapter';
import { SystemClock } from '../../adapters/real/system-clock.adapter';
import { pageStorage } from '../../adapters/real/web-storage.adapter';
import { APP_VERSION } from '../../domain/shared/constants';
import { HttpClient } from '../tokens';
import type { BindingContext } from './binding-context';
import { port, portClass } from './bind';
import { bindBufferedLogger } from './logger-port';

/** SPEC §7 x-origin-request: the origin plus the current route, for REST and GraphQL alike. */
export const originRequest = (): string =>
  typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.hash.replace(/^#/, '')}`;

export function bindRealFoundation(context: BindingContext): void {
  const { config } = context;
  // Built when first asked for (not at binding), so a Node container can replace the browser's pieces.
  portClass(context, Clock, SystemClock, []);
  port(context, KeyValueStorage.local, [], () => pageStorage('local'));
  port(context, KeyValueStorage.session, [], () => pageStorage('session'));
  bindBufferedLogger(context, () => new ConsoleLogger(config.logLevel));
  port(context, ErrorReporter, [], () =>
    config.sentryDsn ? new SentryErrorReporter(config.sentryDsn, config.sentryEnvironment, APP_VERSION) : new NoopErrorReporter(),
  );
  portClass(context, Geolocation, BrowserGeolocation, []);
  port(context, HttpClient, [KeyValueStorage.local], (storage) => createHttpClient({ baseURL: config.apiUrl, storage, originRequest }));
}
