import { DeleteIncidentUseCase } from '../../../application/incidents/delete-incident.use-case';
import { DownloadMp4UseCase } from '../../../application/incidents/download-mp4.use-case';
import { FinishIncidentUseCase } from '../../../application/incidents/finish-incident.use-case';
import { IncidentFollowFlow } from '../../../application/incidents/incident-follow.flow';
import { ListMessageStatusesUseCase } from '../../../application/incidents/list-message-statuses.use-case';
import { ListRecordingsUseCase } from '../../../application/incidents/list-recordings.use-case';
import { LoadIncidentUseCase } from '../../../application/incidents/load-incident.use-case';
import { ModerateCommentUseCase } from '../../../application/incidents/moderate-comment.use-case';
import { ResolvePlayableMediaUseCase } from '../../../application/incidents/resolve-playable-media.use-case';
import { PlayVideoHistoryUseCase } from '../../../application/incidents/play-video-history.use-case';
import { LoadIncidentPdfDataUseCase } from '../../../application/incidents/load-incident-pdf-data.use-case';
import { RecordIncidentExportUseCase } from '../../../application/incidents/record-incident-export.use-case';
import { ChatSessionFlow } from '../../../application/live/chat-session.flow';
import { LocationPollFlow } from '../../../application/live/location-poll.flow';
import { CurrentUserStore } from '../../../application/session/current-user.store';
import { navigateHash } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { IncidentViewViewModel, type IncidentViewParams } from './incident-view.view-model';
import { readChatHistory } from '../../../application/live/chat-history';
import { linkedIncidentsDeps } from './linked-incidents.factory';
import { renderIncidentPdf, type Translate } from './incident-pdf';
import { preloadPdf } from '../../shared/pdf/pdf-writer';
import type { Notice } from '../../../domain/shared/notice';

export interface IncidentViewFactoryParams extends IncidentViewParams {
  readonly notify: (notice: Notice) => void;
  readonly download: (url: string, fileName: string) => void;
  readonly translate: Translate;
  /** The reader's language now: the PDF writes its dates as the page does. */
  readonly language: () => string;
  readonly save: (fileName: string, file: Blob) => void;
}

/** The incident view's use cases and flows, from the composition. */
export function createIncidentViewViewModel(services: Services, params: IncidentViewFactoryParams): IncidentViewViewModel {
  const user = services.get(CurrentUserStore);
  const playable = services.get(ResolvePlayableMediaUseCase);
  return new IncidentViewViewModel(
    {
      loader: services.get(LoadIncidentUseCase),
      createFollower: () => services.get(IncidentFollowFlow),
      hasAccess: () => user.hasAccess(),
      createTrackPoller: () => services.get(LocationPollFlow),
      navigate: (route) => navigateHash(route),
      settings: user,
      user,
      review: {
        notify: params.notify,
        video: {
          listRecordings: services.get(ListRecordingsUseCase),
          play: services.get(PlayVideoHistoryUseCase),
          downloadMp4: services.get(DownloadMp4UseCase),
          playable: async (url) => {
            const answer = await playable.execute({ url });
            return answer.ok ? answer.value : null;
          },
          download: params.download,
        },
        actions: { finish: services.get(FinishIncidentUseCase), remove: services.get(DeleteIncidentUseCase) },
        mayChange: (change) => user.mayChangeIncident(change),
        linked: linkedIncidentsDeps(services),
        messages: services.get(ListMessageStatusesUseCase),
        comments: {
          moderate: services.get(ModerateCommentUseCase),
          isModerator: () => user.mayChangeIncident('moderateComment'),
        },
        pdf: {
          loadData: services.get(LoadIncidentPdfDataUseCase),
          record: services.get(RecordIncidentExportUseCase),
          chatHistory: () => readChatHistory(services.get(ChatSessionFlow), { incidentId: params.incidentId, tenantId: params.tenant }),
          render: (content) => renderIncidentPdf(content, params.translate),
          prepare: preloadPdf,
          save: params.save,
          exportedBy: () => user.session()?.user.email ?? '',
          utcOffsetMinutes: () => -new Date().getTimezoneOffset(),
          language: params.language,
        },
      },
    },
    params,
  );
}
