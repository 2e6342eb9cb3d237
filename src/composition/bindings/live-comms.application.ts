import { CreateIncidentUseCase } from '../../application/incidents/create-incident.use-case';
import { ChatSessionFlow } from '../../application/live/chat-session.flow';
import { LocationPollFlow } from '../../application/live/location-poll.flow';
import { MessageStatusPollFlow } from '../../application/live/message-status-poll.flow';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { CallerNeverJoinedUseCase } from '../../application/live/caller-never-joined.use-case';
import { SendLinkUseCase } from '../../application/live/send-link.use-case';
import { ShareUseCase } from '../../application/live/share.use-case';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { ChatGateway } from '../../application/ports/chat-gateway.port';
import { Clock } from '../../application/ports/clock.port';
import { CollabGateway } from '../../application/ports/collab-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { WazeGateway } from '../../application/ports/waze-gateway.port';
import type { BindingContext } from './binding-context';

/**
 * Messaging use cases of the live page: send link, caller never joined, share modal (singletons: one console, one send
 * at a time), and the long-lived flows chat, message status polling and location polling (transient: a fresh one per
 * live page, each disposed by its owner).
 */
export function bindLiveCommsApplication({ bind }: BindingContext): void {
  bind(SendLinkUseCase)
    .toResolvedValue(
      (
        create: CreateIncidentUseCase | undefined,
        incidents: IncidentsGateway,
        network: LocalNetwork,
        clock: Clock,
        auth: AuthGateway,
        logger: Logger,
      ) => new SendLinkUseCase(create ?? new CreateIncidentUseCase(incidents, network, clock), auth, incidents, logger),
      [{ serviceIdentifier: CreateIncidentUseCase, optional: true }, IncidentsGateway, LocalNetwork, Clock, AuthGateway, Logger],
    )
    .inSingletonScope();
  bind(CallerNeverJoinedUseCase)
    .toResolvedValue(
      (status: MessageStatusGateway, incidents: IncidentsGateway, logger: Logger) =>
        new CallerNeverJoinedUseCase(status, incidents, logger),
      [MessageStatusGateway, IncidentsGateway, Logger],
    )
    .inSingletonScope();
  bind(ShareUseCase)
    .toResolvedValue(
      (auth: AuthGateway, collab: CollabGateway, waze: WazeGateway, sendLink: SendLinkUseCase, logger: Logger) =>
        new ShareUseCase(auth, collab, waze, sendLink, logger),
      [AuthGateway, CollabGateway, WazeGateway, SendLinkUseCase, Logger],
    )
    .inSingletonScope();
  bind(ChatSessionFlow)
    .toResolvedValue(
      (chat: ChatGateway, clock: Clock, logger: Logger) => new ChatSessionFlow(chat, clock, logger),
      [ChatGateway, Clock, Logger],
    )
    .inTransientScope();
  bind(MessageStatusPollFlow)
    .toResolvedValue(
      (status: MessageStatusGateway, clock: Clock, logger: Logger, realtime: RealtimeConnectionFlow) =>
        new MessageStatusPollFlow(status, clock, logger, realtime.onReopen.bind(realtime)),
      [MessageStatusGateway, Clock, Logger, RealtimeConnectionFlow],
    )
    .inTransientScope();
  bind(LocationPollFlow)
    .toResolvedValue(
      (tracker: LocationTrackerGateway, clock: Clock, logger: Logger) => new LocationPollFlow(tracker, clock, logger),
      [LocationTrackerGateway, Clock, Logger],
    )
    .inTransientScope();
}
