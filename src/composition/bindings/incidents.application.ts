import { AddMediaUseCase } from '../../application/incidents/add-media.use-case';
import { CreateIncidentUseCase } from '../../application/incidents/create-incident.use-case';
import { DeleteIncidentUseCase } from '../../application/incidents/delete-incident.use-case';
import { DownloadMp4UseCase } from '../../application/incidents/download-mp4.use-case';
import { FinishIncidentUseCase } from '../../application/incidents/finish-incident.use-case';
import { DownloadLibraryFileUseCase } from '../../application/incidents/download-library-file.use-case';
import { IncidentDraftsStore } from '../../application/incidents/incident-drafts.store';
import { IncidentEditFlow } from '../../application/incidents/incident-edit.flow';
import { IncidentSearchFlow } from '../../application/incidents/incident-search.flow';
import { ListDescriptionChoicesUseCase } from '../../application/incidents/list-description-choices.use-case';
import { ListLibraryFilesUseCase } from '../../application/incidents/list-library-files.use-case';
import { ListLinkedIncidentsUseCase } from '../../application/incidents/list-linked-incidents.use-case';
import { ListLiveIncidentsUseCase } from '../../application/incidents/list-live-incidents.use-case';
import { ListRecordingsUseCase } from '../../application/incidents/list-recordings.use-case';
import { LoadIncidentPdfDataUseCase } from '../../application/incidents/load-incident-pdf-data.use-case';
import { LoadIncidentUseCase } from '../../application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../application/incidents/media-poll.flow';
import { PlayVideoHistoryUseCase } from '../../application/incidents/play-video-history.use-case';
import { PredefinedDescriptionsFacade } from '../../application/incidents/predefined-descriptions.facade';
import { RemoveMediaUseCase } from '../../application/incidents/remove-media.use-case';
import { SearchIncidentsUseCase } from '../../application/incidents/search-incidents.use-case';
import { UpdateIncidentUseCase } from '../../application/incidents/update-incident.use-case';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { Logger } from '../../application/ports/logger.port';
import { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import { SessionStore } from '../../application/session/session.store';
import type { BindingContext } from './binding-context';

/**
 * The incidents use cases. One-shot use cases are singletons; the long-lived flows (IncidentEditFlow, MediaPollFlow,
 * IncidentSearchFlow) are transient: each screen gets its own instance and disposes it.
 */
export function bindIncidentsApplication({ bind }: BindingContext): void {
  bind(CreateIncidentUseCase)
    .toResolvedValue(
      (g: IncidentsGateway, n: LocalNetwork, c: Clock) => new CreateIncidentUseCase(g, n, c),
      [IncidentsGateway, LocalNetwork, Clock],
    )
    .inSingletonScope();
  bind(LoadIncidentUseCase)
    .toResolvedValue((g: IncidentsGateway, c: Clock) => new LoadIncidentUseCase(g, c), [IncidentsGateway, Clock])
    .inSingletonScope();
  bind(UpdateIncidentUseCase)
    .toResolvedValue((g: IncidentsGateway) => new UpdateIncidentUseCase(g), [IncidentsGateway])
    .inSingletonScope();
  bind(IncidentDraftsStore)
    .toResolvedValue((l: KeyValueStorage, s: SessionStore) => new IncidentDraftsStore(l, s), [KeyValueStorage.local, SessionStore])
    .inSingletonScope();
  bind(IncidentEditFlow)
    .toResolvedValue(
      (u: UpdateIncidentUseCase, a: AddressAutocomplete, c: Clock, d: IncidentDraftsStore) => new IncidentEditFlow(u, a, c, d),
      [UpdateIncidentUseCase, AddressAutocomplete, Clock, IncidentDraftsStore],
    )
    .inTransientScope();
  bind(FinishIncidentUseCase)
    .toResolvedValue((g: IncidentsGateway) => new FinishIncidentUseCase(g), [IncidentsGateway])
    .inSingletonScope();
  bind(DeleteIncidentUseCase)
    .toResolvedValue((g: IncidentsGateway) => new DeleteIncidentUseCase(g), [IncidentsGateway])
    .inSingletonScope();
  bind(RemoveMediaUseCase)
    .toResolvedValue((r: IncidentsRestGateway) => new RemoveMediaUseCase(r), [IncidentsRestGateway])
    .inSingletonScope();
  bind(AddMediaUseCase)
    .toResolvedValue((r: IncidentsRestGateway) => new AddMediaUseCase(r), [IncidentsRestGateway])
    .inSingletonScope();
  bind(MediaPollFlow)
    .toResolvedValue((g: IncidentsGateway, c: Clock, l: Logger) => new MediaPollFlow(g, c, l), [IncidentsGateway, Clock, Logger])
    .inTransientScope();
  bind(SearchIncidentsUseCase)
    .toResolvedValue((r: IncidentsRestGateway) => new SearchIncidentsUseCase(r), [IncidentsRestGateway])
    .inSingletonScope();
  bind(IncidentSearchFlow)
    .toResolvedValue(
      (s: SearchIncidentsUseCase, c: Clock, sessions: SessionStore) => new IncidentSearchFlow(s, c, sessions),
      [SearchIncidentsUseCase, Clock, SessionStore],
    )
    .inTransientScope();
  bind(ListLinkedIncidentsUseCase)
    .toResolvedValue((g: IncidentsGateway) => new ListLinkedIncidentsUseCase(g), [IncidentsGateway])
    .inSingletonScope();
  bind(ListLiveIncidentsUseCase)
    .toResolvedValue((g: IncidentsGateway, l: Logger) => new ListLiveIncidentsUseCase(g, l), [IncidentsGateway, Logger])
    .inSingletonScope();
  bind(ListRecordingsUseCase)
    .toResolvedValue((g: IncidentsGateway) => new ListRecordingsUseCase(g), [IncidentsGateway])
    .inSingletonScope();
  bind(PlayVideoHistoryUseCase)
    .toResolvedValue((r: IncidentsRestGateway) => new PlayVideoHistoryUseCase(r), [IncidentsRestGateway])
    .inSingletonScope();
  bind(DownloadMp4UseCase)
    .toResolvedValue((r: IncidentsRestGateway, l: Logger) => new DownloadMp4UseCase(r, l), [IncidentsRestGateway, Logger])
    .inSingletonScope();
  bind(LoadIncidentPdfDataUseCase)
    .toResolvedValue((g: IncidentsGateway, c: Clock) => new LoadIncidentPdfDataUseCase(g, c), [IncidentsGateway, Clock])
    .inSingletonScope();
  bind(PredefinedDescriptionsFacade)
    .toResolvedValue(
      (g: PredefinedDescriptionsGateway, l: Logger) => new PredefinedDescriptionsFacade(g, l),
      [PredefinedDescriptionsGateway, Logger],
    )
    .inSingletonScope();
  bind(ListDescriptionChoicesUseCase)
    .toResolvedValue(
      (g: PredefinedDescriptionsGateway, l: Logger) => new ListDescriptionChoicesUseCase(g, l),
      [PredefinedDescriptionsGateway, Logger],
    )
    .inSingletonScope();
  bind(ListLibraryFilesUseCase)
    .toResolvedValue((f: FilesGateway, l: Logger) => new ListLibraryFilesUseCase(f, l), [FilesGateway, Logger])
    .inSingletonScope();
  bind(DownloadLibraryFileUseCase)
    .toResolvedValue((f: FilesGateway, l: Logger) => new DownloadLibraryFileUseCase(f, l), [FilesGateway, Logger])
    .inSingletonScope();
}
