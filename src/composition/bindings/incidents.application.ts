import { AuditRecorder } from '../../application/admin/audit-recorder';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { DeleteIncidentUseCase } from '../../application/incidents/delete-incident.use-case';
import { FinishIncidentUseCase } from '../../application/incidents/finish-incident.use-case';
import { DownloadLibraryFileUseCase } from '../../application/incidents/download-library-file.use-case';
import { IncidentHistoryFacade } from '../../application/incidents/incident-history.facade';
import { IncidentAnswerOrder } from '../../application/incidents/incident-answer-order';
import { IncidentDraftsStore } from '../../application/incidents/incident-drafts.store';
import { KeptDraftsFacade } from '../../application/incidents/kept-drafts.facade';
import { ListLibraryFilesUseCase } from '../../application/incidents/list-library-files.use-case';
import { SendIncidentPushUseCase } from '../../application/incidents/send-incident-push.use-case';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { SessionStore } from '../../application/session/session.store';
import { BrowserTabsFlow } from '../../application/tabs/browser-tabs.flow';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { TabPeers } from '../../application/ports/tab-peers.port';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/**
 * The incidents' use cases the signed-in shell and the administration sections use: the browser tabs and the kept
 * drafts (the logout asks about them), a push to an incident's followers, the incidents list's history, finish and delete, the
 * file library. The incident pages' own (create, load, edit, media, search, links, the PDF…) load with those pages
 * (incident-pages.application.ts). One-shot use cases are singletons.
 */
export function bindIncidentsApplication(context: BindingContext): void {
  singleton(context, BrowserTabsFlow, [TabPeers, KeyValueStorage.session, IdGenerator, SessionStore]);
  singleton(context, IncidentDraftsStore, [KeyValueStorage.local, SessionStore, Clock, BrowserTabsFlow]);
  singleton(context, KeptDraftsFacade, [IncidentDraftsStore, IncidentsGateway, AuditRecorder]);
  singleton(context, IncidentAnswerOrder, []);
  singleton(context, FinishIncidentUseCase, [IncidentsGateway]);
  singleton(context, DeleteIncidentUseCase, [IncidentsGateway, CurrentUserStore]);
  singleton(context, IncidentHistoryFacade, [IncidentsGateway]);
  singleton(context, SendIncidentPushUseCase, [IncidentsRestGateway, CurrentUserStore]);
  singleton(context, ListLibraryFilesUseCase, [FilesGateway, Logger]);
  singleton(context, DownloadLibraryFileUseCase, [FilesGateway, Logger]);
}
