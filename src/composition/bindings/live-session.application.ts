import { AuditRecorder } from '../../application/admin/audit-recorder';
import { IncidentAnswerOrder } from '../../application/incidents/incident-answer-order';
import { CallerEngagementCheck } from '../../application/live/caller-engagement';
import { LiveSessionFactory } from '../../application/live/live-session.factory';
import { liveSettingsSource } from '../../application/live/live-settings';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { VideoGateway } from '../../application/ports/video.port';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { SessionStore } from '../../application/session/session.store';
import { LiveSessionPortsToken } from '../tokens';
import type { BindingContext } from './binding-context';
import { lazy, port, singleton } from './bind';

/** The live session and the read-only live view (the incident pages only). */
export function bindLiveSessionApplication(context: BindingContext): void {
  port(
    context,
    LiveSessionPortsToken,
    [
      IncidentsGateway,
      IncidentsRestGateway,
      VideoGateway,
      RealtimeConnectionFlow,
      Clock,
      Logger,
      SessionStore,
      KeyValueStorage.local,
      SettingsGateway,
      AuditRecorder,
      lazy(CallerEngagementCheck),
      IncidentAnswerOrder,
      CurrentUserStore,
    ],
    (incidents, incidentsRest, video, realtime, clock, logger, sessions, local, settings, audit, engagement, answers, user) => ({
      incidents,
      incidentsRest,
      video,
      realtime,
      clock,
      logger,
      myOperatorId: () => sessions.current()?.user.id ?? null,
      mayRunCall: (incident) => user.mayRunCall(incident),
      settings: liveSettingsSource(local, settings),
      audit,
      callerEngaged: (incidentId, chat) => engagement().engaged(incidentId, { chat }),
      answers,
    }),
  );
  singleton(context, LiveSessionFactory, [LiveSessionPortsToken]);
}
