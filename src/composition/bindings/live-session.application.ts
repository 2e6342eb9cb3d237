import { IncidentFollowFlow } from '../../application/incidents/incident-follow.flow';
import { LiveSessionFactory } from '../../application/live/live-session.factory';
import type { LiveSessionPorts } from '../../application/live/live-session.flow';
import { liveSettingsSource } from '../../application/live/live-settings';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { RealtimeEvents } from '../../application/ports/realtime-events.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { VideoGateway } from '../../application/ports/video.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';

/** Composition-only token: the ports every live session shares. */
export const LiveSessionPortsToken = Symbol.for('LiveSessionPorts');

/** The realtime socket (one per app), the incident view's follower of it, and the live session / read-only live view use cases. */
export function bindLiveSessionApplication({ bind }: BindingContext): void {
  bind(RealtimeConnectionFlow)
    .toResolvedValue(
      (realtime: RealtimeEvents, clock: Clock, sessions: SessionStore, logger: Logger, page: BrowserPage) =>
        new RealtimeConnectionFlow(realtime, clock, () => sessions.current()?.token ?? null, logger, page),
      [RealtimeEvents, Clock, SessionStore, Logger, BrowserPage],
    )
    .inSingletonScope();
  bind(IncidentFollowFlow)
    .toResolvedValue(
      (realtime: RealtimeConnectionFlow, incidents: IncidentsGateway, logger: Logger) =>
        new IncidentFollowFlow(realtime, incidents, logger),
      [RealtimeConnectionFlow, IncidentsGateway, Logger],
    )
    .inTransientScope();
  bind(LiveSessionPortsToken)
    .toResolvedValue(
      (
        incidents: IncidentsGateway,
        incidentsRest: IncidentsRestGateway,
        video: VideoGateway,
        realtime: RealtimeConnectionFlow,
        clock: Clock,
        logger: Logger,
        sessions: SessionStore,
        local: KeyValueStorage,
        settings: SettingsGateway | undefined,
      ): LiveSessionPorts => ({
        incidents,
        incidentsRest,
        video,
        realtime,
        clock,
        logger,
        myOperatorId: () => sessions.current()?.user.id ?? null,
        settings: liveSettingsSource(local, settings),
      }),
      [
        IncidentsGateway,
        IncidentsRestGateway,
        VideoGateway,
        RealtimeConnectionFlow,
        Clock,
        Logger,
        SessionStore,
        KeyValueStorage.local,
        { serviceIdentifier: SettingsGateway, optional: true },
      ],
    )
    .inSingletonScope();
  bind(LiveSessionFactory)
    .toResolvedValue((ports: LiveSessionPorts) => new LiveSessionFactory(ports), [LiveSessionPortsToken])
    .inSingletonScope();
}
