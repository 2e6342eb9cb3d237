import { AuditRecorder } from '../../application/admin/audit-recorder';
import { AddMediaUseCase } from '../../application/incidents/add-media.use-case';
import { CreateIncidentUseCase } from '../../application/incidents/create-incident.use-case';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { DownloadMp4UseCase } from '../../application/incidents/download-mp4.use-case';
import { IncidentAnswerOrder } from '../../application/incidents/incident-answer-order';
import { IncidentDraftsStore } from '../../application/incidents/incident-drafts.store';
import { IncidentEditFlow } from '../../application/incidents/incident-edit.flow';
import { IncidentSearchFlow } from '../../application/incidents/incident-search.flow';
import { IncidentLinksFacade } from '../../application/incidents/incident-links.facade';
import { ListLiveIncidentsUseCase } from '../../application/incidents/list-live-incidents.use-case';
import { ListRecordingsUseCase } from '../../application/incidents/list-recordings.use-case';
import { LoadIncidentPdfDataUseCase } from '../../application/incidents/load-incident-pdf-data.use-case';
import { ListMessageStatusesUseCase } from '../../application/incidents/list-message-statuses.use-case';
import { ModerateCommentUseCase } from '../../application/incidents/moderate-comment.use-case';
import { RecordIncidentExportUseCase } from '../../application/incidents/record-incident-export.use-case';
import { ResolvePlayableMediaUseCase } from '../../application/incidents/resolve-playable-media.use-case';
import { PlayableMedia } from '../../application/ports/playable-media.port';
import { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import { LoadIncidentUseCase } from '../../application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../application/incidents/media-poll.flow';
import { PlayVideoHistoryUseCase } from '../../application/incidents/play-video-history.use-case';
import { RemoveMediaUseCase } from '../../application/incidents/remove-media.use-case';
import { ListRecentIncidentsUseCase } from '../../application/incidents/list-recent-incidents.use-case';
import { SearchIncidentsUseCase } from '../../application/incidents/search-incidents.use-case';
import { UpdateIncidentUseCase } from '../../application/incidents/update-incident.use-case';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { IssueViewShareUseCase } from '../../application/live/issue-view-share.use-case';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { Logger } from '../../application/ports/logger.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';
import { singleton, transient } from './bind';

/**
 * The incident pages' use cases (create mode, the live page, the incident view), loaded with the first incident page
 * (application.incident-pages.ts), so an administration section does not carry them. One-shot use cases are
 * singletons; the long-lived flows (IncidentEditFlow, MediaPollFlow, IncidentSearchFlow) are transient: each screen
 * gets its own instance and disposes it.
 */
export function bindIncidentPagesApplication(context: BindingContext): void {
  singleton(context, CreateIncidentUseCase, [IncidentsGateway, LocalNetwork, Clock]);
  singleton(context, LoadIncidentUseCase, [IncidentsGateway, Clock]);
  singleton(context, UpdateIncidentUseCase, [IncidentsGateway]);
  transient(context, IncidentEditFlow, [
    UpdateIncidentUseCase,
    Clock,
    IncidentDraftsStore,
    AuditRecorder,
    LoadIncidentUseCase,
    IncidentAnswerOrder,
  ]);
  singleton(context, RemoveMediaUseCase, [IncidentsRestGateway, CurrentUserStore]);
  singleton(context, AddMediaUseCase, [IncidentsRestGateway, AuditRecorder, CurrentUserStore]);
  transient(context, MediaPollFlow, [IncidentsGateway, Clock, Logger]);
  singleton(context, SearchIncidentsUseCase, [IncidentsRestGateway]);
  singleton(context, IssueViewShareUseCase, [IncidentsRestGateway]);
  singleton(context, ListRecentIncidentsUseCase, [IncidentsGateway]);
  transient(context, IncidentSearchFlow, [SearchIncidentsUseCase, ListRecentIncidentsUseCase, Clock, SessionStore]);
  singleton(context, IncidentLinksFacade, [IncidentsGateway, IncidentLinksGateway, CurrentUserStore]);
  singleton(context, ListLiveIncidentsUseCase, [IncidentsGateway, Logger]);
  singleton(context, ListRecordingsUseCase, [IncidentsGateway]);
  singleton(context, PlayVideoHistoryUseCase, [IncidentsRestGateway]);
  singleton(context, DownloadMp4UseCase, [IncidentsRestGateway, Logger]);
  singleton(context, LoadIncidentPdfDataUseCase, [IncidentsGateway, Clock]);
  singleton(context, RecordIncidentExportUseCase, [AuditRecorder]);
  singleton(context, ListMessageStatusesUseCase, [MessageStatusGateway]);
  singleton(context, ModerateCommentUseCase, [IncidentsGateway, CurrentUserStore]);
  singleton(context, ResolvePlayableMediaUseCase, [PlayableMedia]);
}
