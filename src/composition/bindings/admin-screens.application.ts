import { UserBehaviourFacade } from '../../application/admin/user-behaviour.facade';
import { SpeedTestsFacade } from '../../application/admin/speed-tests.facade';
import { LogsFacade } from '../../application/admin/logs.facade';
import { RunSpeedTestUseCase } from '../../application/admin/run-speed-test.use-case';
import { SettingsFacade } from '../../application/admin/settings.facade';
import { AuditRecorder } from '../../application/admin/audit-recorder';
import { FilesFacade } from '../../application/admin/files.facade';
import { VideoTemplatesFacade } from '../../application/admin/video-templates.facade';
import { DownloadLibraryFileUseCase } from '../../application/incidents/download-library-file.use-case';
import { ListLibraryFilesUseCase } from '../../application/incidents/list-library-files.use-case';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { VideoTemplatesGateway } from '../../application/ports/video-templates-gateway.port';
import { IncidentsMapFacade } from '../../application/admin/incidents-map.facade';
import { Clock } from '../../application/ports/clock.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { Logger } from '../../application/ports/logger.port';
import { RecentLogs } from '../../application/ports/recent-logs.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { CurrentUserStore } from '../../application/session/current-user.store';
import type { BindingContext } from './binding-context';
import { singleton } from './bind';

/**
 * The administration's screens that are not a declared resource's list, each bound with the first of them opened
 * (application.module.ts's `sectionParts` says which section loads which): user behaviour, the speed tests, the logs,
 * the file library and video templates, the incidents and teleport maps' reads, the settings screen's load and save.
 */
export function bindAdminScreensApplication(context: BindingContext): void {
  singleton(context, UserBehaviourFacade, [UserBehaviourGateway, Clock, Logger]);
  singleton(context, SpeedTestsFacade, [SpeedTestGateway, Logger]);
  singleton(context, LogsFacade, [RecentLogs]);
  singleton(context, RunSpeedTestUseCase, [Clock, SpeedTestGateway, Logger]);
  singleton(context, FilesFacade, [FilesGateway, ListLibraryFilesUseCase, DownloadLibraryFileUseCase, Clock, Logger]);
  singleton(context, VideoTemplatesFacade, [VideoTemplatesGateway, Logger]);
  singleton(context, IncidentsMapFacade, [IncidentsGateway, AuditRecorder, Logger]);
  singleton(context, SettingsFacade, [SettingsGateway, CurrentUserStore, Logger]);
}
