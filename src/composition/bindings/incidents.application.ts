import { AddMediaUseCase } from '../../application/incidents/add-media.use-case';
import { CreateIncidentUseCase } from '../../application/incidents/create-incident.use-case';
import { DeleteIncidentUseCase } from '../../application/incidents/delete-incident.use-case';
import { DownloadMp4UseCase } from '../../application/incidents/download-mp4.use-case';
import { EditIncident } from '../../application/incidents/edit-incident.use-case';
import { FinishIncidentUseCase } from '../../application/incidents/finish-incident.use-case';
import { IncidentFilesUseCase } from '../../application/incidents/incident-files.use-case';
import { IncidentPdfDataUseCase } from '../../application/incidents/incident-pdf-data.use-case';
import { LinkedIncidentsUseCase } from '../../application/incidents/linked-incidents.use-case';
import { ListLiveIncidentsUseCase } from '../../application/incidents/list-live-incidents.use-case';
import { LoadIncidentUseCase } from '../../application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../application/incidents/media-poll.flow';
import { PredefinedDescriptionsUseCase } from '../../application/incidents/predefined-descriptions.use-case';
import { RemoveMediaUseCase } from '../../application/incidents/remove-media.use-case';
import { SearchIncidents } from '../../application/incidents/search-incidents.use-case';
import { VideoHistoryUseCase } from '../../application/incidents/video-history.use-case';
import { AddressAutocomplete } from '../../application/ports/address-autocomplete.port';
import { Clock } from '../../application/ports/clock.port';
import { FilesGateway } from '../../application/ports/files-gateway.port';
import { IncidentsGateway } from '../../application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../application/ports/incidents-rest-gateway.port';
import { LocalNetwork } from '../../application/ports/local-network.port';
import { Logger } from '../../application/ports/logger.port';
import { PredefinedDescriptionsGateway } from '../../application/ports/predefined-descriptions-gateway.port';
import { SessionStore } from '../../application/session/session-store';
import type { BindingContext } from './binding-context';

/**
 * The incidents use cases. One-shot use cases are singletons; the long-lived flows (EditIncident, MediaPollFlow,
 * SearchIncidents) are transient: each screen gets its own instance and disposes it.
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
  bind(EditIncident)
    .toResolvedValue(
      (g: IncidentsGateway, a: AddressAutocomplete, c: Clock) => new EditIncident(g, a, c),
      [IncidentsGateway, AddressAutocomplete, Clock],
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
  bind(SearchIncidents)
    .toResolvedValue(
      (r: IncidentsRestGateway, c: Clock, s: SessionStore) => new SearchIncidents(r, c, s),
      [IncidentsRestGateway, Clock, SessionStore],
    )
    .inTransientScope();
  bind(LinkedIncidentsUseCase)
    .toResolvedValue((g: IncidentsGateway, s: SessionStore) => new LinkedIncidentsUseCase(g, s), [IncidentsGateway, SessionStore])
    .inSingletonScope();
  bind(ListLiveIncidentsUseCase)
    .toResolvedValue((g: IncidentsGateway, l: Logger) => new ListLiveIncidentsUseCase(g, l), [IncidentsGateway, Logger])
    .inSingletonScope();
  bind(VideoHistoryUseCase)
    .toResolvedValue(
      (g: IncidentsGateway, r: IncidentsRestGateway) => new VideoHistoryUseCase(g, r),
      [IncidentsGateway, IncidentsRestGateway],
    )
    .inSingletonScope();
  bind(DownloadMp4UseCase)
    .toResolvedValue((r: IncidentsRestGateway, l: Logger) => new DownloadMp4UseCase(r, l), [IncidentsRestGateway, Logger])
    .inSingletonScope();
  bind(IncidentPdfDataUseCase)
    .toResolvedValue((g: IncidentsGateway, c: Clock) => new IncidentPdfDataUseCase(g, c), [IncidentsGateway, Clock])
    .inSingletonScope();
  bind(PredefinedDescriptionsUseCase)
    .toResolvedValue(
      (g: PredefinedDescriptionsGateway, l: Logger) => new PredefinedDescriptionsUseCase(g, l),
      [PredefinedDescriptionsGateway, Logger],
    )
    .inSingletonScope();
  bind(IncidentFilesUseCase)
    .toResolvedValue((f: FilesGateway, l: Logger) => new IncidentFilesUseCase(f, l), [FilesGateway, Logger])
    .inSingletonScope();
}
