import { Clock } from '../../application/ports/clock.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { Geolocation } from '../../application/ports/geolocation.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { BrowserGeolocation } from '../../adapters/real/browser-geolocation.adapter';
import { ConsoleLogger } from '../../adapters/real/console-logger.adapter';
import { createHttpClient } from '../../adapters/real/http-client';
import { NoopErrorReporter, SentryErrorReporter } from '../../adapters/real/sentry-error-reporter.adapter';
import { SystemClock } from '../../adapters/real/system-clock.adapter';
import { pageStorage } from '../../adapters/real/web-storage.adapter';
import { APP_VERSION } from '../../domain/shared/constants';
import type { BindingContext } from './binding-context';

/** The one axios instance of the REST adapters (SPEC §7 headers). */
export const HttpClient = Symbol.for('HttpClient');
export type HttpClient = ReturnType<typeof createHttpClient>;

/** SPEC §7 x-origin-request: the origin plus the current route, for REST and GraphQL alike. */
export const originRequest = (): string =>
  typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.hash.replace(/^#/, '')}`;

export function bindRealFoundation({ bind, config }: BindingContext): void {
  // Built when first asked for (not at binding), so a Node container can replace the browser's pieces.
  bind(Clock)
    .toResolvedValue(() => new SystemClock(), [])
    .inSingletonScope();
  bind(KeyValueStorage.local)
    .toResolvedValue(() => pageStorage('local'), [])
    .inSingletonScope();
  bind(KeyValueStorage.session)
    .toResolvedValue(() => pageStorage('session'), [])
    .inSingletonScope();
  bind(Logger)
    .toResolvedValue(() => new ConsoleLogger(config.logLevel), [])
    .inSingletonScope();
  bind(ErrorReporter)
    .toResolvedValue(
      () => (config.sentryDsn ? new SentryErrorReporter(config.sentryDsn, config.sentryEnvironment, APP_VERSION) : new NoopErrorReporter()),
      [],
    )
    .inSingletonScope();
  bind(Geolocation)
    .toResolvedValue(() => new BrowserGeolocation(), [])
    .inSingletonScope();
  bind(HttpClient)
    .toResolvedValue(
      (storage: KeyValueStorage) =>
        createHttpClient({
          baseURL: config.apiUrl,
          storage,
          originRequest,
        }),
      [KeyValueStorage.local],
    )
    .inSingletonScope();
}
