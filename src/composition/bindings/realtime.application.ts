import { IncidentAnswerOrder } from '../../application/incidents/incident-answer-order';
import { IncidentFollowFlow } from '../../application/incidents/incident-follow.flow';
import { IncidentListFollowFlow } from '../../application/incidents/incident-list-follow.flow';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';
import { singletonOf, transient } from './bind';

/**
 * The realtime socket (one per app: the signed-in shell shows its state) and the incident view's and the incidents
 * list's followers of it.
 */
export function bindRealtimeApplication(context: BindingContext): void {
  singletonOf(
    context,
    RealtimeConnectionFlow,
    [RealtimeEvents, Clock, SessionStore, Logger, BrowserPage],
    (realtime, clock, sessions, logger, page) => new RealtimeConnectionFlow(realtime, clock, () => sessions.token(), logger, page),
  );
  transient(context, IncidentFollowFlow, [RealtimeConnectionFlow, IncidentsGateway, Logger, IncidentAnswerOrder]);
  transient(context, IncidentListFollowFlow, [RealtimeConnectionFlow]);
}
