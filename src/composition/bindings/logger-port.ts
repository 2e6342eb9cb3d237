import { Clock } from '../../application/ports/clock.port';
import { Logger } from '../../application/ports/logger.port';
import { RecentLogs } from '../../application/ports/recent-logs.port';
import { BufferedLogger } from '../../adapters/real/buffered-logger.adapter';
import type { BindingContext } from './binding-context';
import { port, singletonOf } from './bind';

/** The console's logger (built when first asked for), its recent lines kept for the logs section: one instance, two ports. */
export function bindBufferedLogger(context: BindingContext, inner: () => Logger): void {
  singletonOf(context, BufferedLogger, [Clock], (clock) => new BufferedLogger(inner(), clock));
  port(context, Logger, [BufferedLogger], (logger) => logger);
  port(context, RecentLogs, [BufferedLogger], (logger) => logger);
}
