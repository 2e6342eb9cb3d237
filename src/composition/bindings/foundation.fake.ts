import { Clock } from '../../application/ports/clock.port';
import { ErrorReporter } from '../../application/ports/error-reporter.port';
import { Geolocation } from '../../application/ports/geolocation.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { RecentLogs } from '../../application/ports/recent-logs.port';
import { FakeGeolocation } from '../../adapters/fake/geolocation.fake';
import { FakeLatency } from '../../adapters/fake/fake-latency';
import { MemoryLogger } from '../../adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../adapters/fake/memory-storage.fake';
import { RecordingErrorReporter } from '../../adapters/fake/recording-error-reporter.fake';
import { BrowserGeolocation } from '../../adapters/real/browser-geolocation.adapter';
import { BufferedLogger } from '../../adapters/real/buffered-logger.adapter';
import { ConsoleLogger } from '../../adapters/real/console-logger.adapter';
import { SystemClock } from '../../adapters/real/system-clock.adapter';
import { browserStorage, WebStorage } from '../../adapters/real/web-storage.adapter';
import type { BindingContext } from './binding-context';
import { port, singletonOf, value } from './bind';
import { bindBufferedLogger } from './logger-port';

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

function storageOf(kind: 'local' | 'session'): WebStorage | MemoryStorage {
  const area = browserStorage(kind);
  return area ? new WebStorage(area) : new MemoryStorage();
}

/**
 * Demo mode's foundation. In a browser the clock, storage and logger are the browser's own (the demo behaves like
 * the product across reloads); in Node they are in memory. The demo world itself (one DemoWorld serves every fake
 * gateway) is bound apart: at once in Node (demo-world.fake.ts), on the first call in a browser (demo-session.browser.ts).
 */
export function bindFakeFoundation(context: BindingContext): void {
  const { config } = context;
  value(context, Clock, new SystemClock());
  // A browser that blocks storage (reading window.localStorage throws) gets a store that lives as long as the page.
  value(context, KeyValueStorage.local, inBrowser ? storageOf('local') : new MemoryStorage());
  value(context, KeyValueStorage.session, inBrowser ? storageOf('session') : new MemoryStorage());
  // In a browser the logs section reads the console's recent lines; headless, tests read the MemoryLogger's (and the
  // logs section's buffer hears nothing).
  if (inBrowser) bindBufferedLogger(context, () => new ConsoleLogger(config.logLevel));
  else {
    value(context, Logger, new MemoryLogger(config.logLevel));
    port(context, RecentLogs, [Clock], (clock) => new BufferedLogger(new MemoryLogger('off'), clock));
  }
  value(context, ErrorReporter, new RecordingErrorReporter());
  // In a browser the demo asks the browser for the position, as production does; headless, a fixed one.
  value(context, Geolocation, inBrowser ? new BrowserGeolocation() : new FakeGeolocation());
  singletonOf(context, FakeLatency, [Clock], (clock) => new FakeLatency(clock, config.demoLatencyMs));
}
