import { AuditRecorder } from '../../application/admin/audit-recorder';
import { CreateIncidentUseCase } from '../../application/incidents/create-incident.use-case';
import { CallLogStore } from '../../application/live/call-log.store';
import { CallerEngagementCheck } from '../../application/live/caller-engagement';
import { readChatHistory } from '../../application/live/chat-history';
import { ChatOutboxStore } from '../../application/live/chat-outbox.store';
import { ChatSessionFlow } from '../../application/live/chat-session.flow';
import { CollabStreamsFlow } from '../../application/live/collab-streams.flow';
import { JoinCollabStreamUseCase } from '../../application/live/join-collab-stream.use-case';
import { InvitationLinksFlow } from '../../application/live/invitation-links.flow';
import { InvitationLinksStore } from '../../application/live/invitation-links.store';
import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { LocationPollFlow } from '../../application/live/location-poll.flow';
import { MessageStatusPollFlow } from '../../application/live/message-status-poll.flow';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { CallerNeverJoinedUseCase } from '../../application/live/caller-never-joined.use-case';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { ResendLinkUseCase } from '../../application/live/resend-link.use-case';
import { SendLinkUseCase } from '../../application/live/send-link.use-case';
import { ShareUseCase } from '../../application/live/share.use-case';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { Clock } from '../../application/ports/clock.port';
import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { VideoGateway } from '../../application/ports/video.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
import { TabLocks } from '../../application/ports/tab-locks.port';
import { SessionStore } from '../../application/session/session.store';
import { PreferencesStore } from '../../application/preferences/preferences.store';
import type { BindingContext } from './binding-context';
import { lazy, singleton, singletonOf, transient, transientOf } from './bind';

/**
 * Messaging use cases of the live page: send link, caller never joined, share modal (singletons: one console, one send
 * at a time), joining a collaborator's stream, and the long-lived flows collab streams, chat, message status polling,
 * invitation link status and location polling (transient: a fresh one per live page, each disposed by its owner).
 */
export function bindLiveCommsApplication(context: BindingContext): void {
  singleton(context, SendLinkUseCase, [CreateIncidentUseCase, AuthGateway, IncidentsGateway, Logger, AuditRecorder, PreferencesStore]);
  singleton(context, CallerNeverJoinedUseCase, [MessageStatusGateway, IncidentsGateway, Logger, AuditRecorder]);
  singleton(context, ResendLinkUseCase, [AuthGateway, IncidentsGateway, Logger, AuditRecorder, PreferencesStore, CurrentUserStore]);
  singleton(context, InvitationLinksStore, [KeyValueStorage.session]);
  singleton(context, ShareUseCase, [
    AuthGateway,
    CollabGateway,
    WazeGateway,
    SendLinkUseCase,
    Logger,
    AuditRecorder,
    IncidentsRestGateway,
    InvitationLinksStore,
    PreferencesStore,
  ]);
  transient(context, InvitationLinksFlow, [IncidentLinksGateway, InvitationLinksStore, Clock, Logger]);
  singleton(context, JoinCollabStreamUseCase, [IncidentsGateway, CollabGateway, VideoGateway, Logger]);
  transient(context, CollabStreamsFlow, [JoinCollabStreamUseCase, CollabGateway, Logger]);
  singleton(context, ChatOutboxStore, [KeyValueStorage.local, SessionStore]);
  transientOf(
    context,
    ChatSessionFlow,
    [ChatGateway, Clock, Logger, AuditRecorder, ChatOutboxStore, IdGenerator, TabLocks, IncidentsGateway, CurrentUserStore],
    // Whoever may run the incident's call writes in its chat; a user who only watches another operator's reads it.
    (chat, clock, logger, audit, kept, ids, locks, incidents, user) =>
      new ChatSessionFlow(chat, clock, logger, audit, kept, ids, locks, { incidents, calls: user }),
  );
  transientOf(
    context,
    MessageStatusPollFlow,
    [MessageStatusGateway, Clock, Logger, RealtimeConnectionFlow],
    (status, clock, logger, realtime) => new MessageStatusPollFlow(status, clock, logger, realtime.onReopen.bind(realtime)),
  );
  transient(context, LocationPollFlow, [LocationTrackerGateway, Clock, Logger]);
  singleton(context, CallLogStore, [KeyValueStorage.session]);
  singletonOf(
    context,
    CallerEngagementCheck,
    [MessageStatusGateway, LocationTrackerGateway, IncidentsGateway, lazy(ChatSessionFlow), SessionStore, Logger],
    (messageStatus, locations, incidents, chat, sessions, logger) =>
      new CallerEngagementCheck({
        messageStatus,
        locations,
        incidents,
        chatHistory: (incidentId) => readChatHistory(chat(), { incidentId, tenantId: sessions.current()?.tenantId ?? '' }),
        myChatIdentity: () => sessions.current()?.user.email ?? null,
        logger,
      }),
  );
}
