import { LoadRangeFiguresUseCase } from '../../application/analytics/load-range-figures.use-case';
import { LoadRangeActivityUseCase } from '../../application/analytics/load-range-activity.use-case';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/** The operations figures: the dashboard and the reports. */
export function bindAnalyticsApplication(context: BindingContext): void {
  singleton(context, LoadRangeActivityUseCase, [IncidentsGateway, MessageStatusGateway, Clock, Logger]);
  singleton(context, LoadRangeFiguresUseCase, [LoadRangeActivityUseCase]);
}
