import { ContainerModule } from 'inversify';
import { AuthGateway } from '../application/ports/auth-gateway.port';
import { Clock } from '../application/ports/clock.port';
import { ErrorReporter } from '../application/ports/error-reporter.port';
import { Geolocation } from '../application/ports/geolocation.port';
import { KeyValueStorage } from '../application/ports/key-value-storage.port';
import { Logger } from '../application/ports/logger.port';
import { FakeAuthGateway } from '../adapters/fake/auth-gateway.fake';
import { FakeGeolocation } from '../adapters/fake/geolocation.fake';
import { FakeLatency } from '../adapters/fake/fake-latency';
import { MemoryLogger } from '../adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../adapters/fake/memory-storage.fake';
import { RecordingErrorReporter } from '../adapters/fake/recording-error-reporter.fake';
import { ConsoleLogger } from '../adapters/real/console-logger.adapter';
import { SystemClock } from '../adapters/real/system-clock.adapter';
import { WebStorage } from '../adapters/real/web-storage.adapter';
import type { AppConfig } from './app-config';

const inBrowser = typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';

/**
 * The demo world: every gateway port answered in memory. In a browser the clock, storage and logger are
 * the browser's own (the demo behaves like the product across reloads); in Node they are in memory.
 */
export function adaptersModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(new SystemClock());
    bind(KeyValueStorage.local).toConstantValue(inBrowser ? new WebStorage(window.localStorage) : new MemoryStorage());
    bind(KeyValueStorage.session).toConstantValue(inBrowser ? new WebStorage(window.sessionStorage) : new MemoryStorage());
    bind(Logger).toConstantValue(inBrowser ? new ConsoleLogger(config.logLevel) : new MemoryLogger(config.logLevel));
    bind(ErrorReporter).toConstantValue(new RecordingErrorReporter());
    bind(FakeLatency)
      .toResolvedValue((clock: Clock) => new FakeLatency(clock, config.demoLatencyMs), [Clock])
      .inSingletonScope();
    bind(Geolocation).toConstantValue(new FakeGeolocation());
    bind(AuthGateway)
      .toResolvedValue((clock: Clock, latency: FakeLatency) => new FakeAuthGateway(clock, latency), [Clock, FakeLatency])
      .inSingletonScope();
  });
}
