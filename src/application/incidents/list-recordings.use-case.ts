import type { MediaItem } from '../../domain/media/media-item';
import { isRecording } from '../../domain/media/media-upload';
import type { Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §2, §4 video history: the incident's recorded media (videos and cloud recordings). */
export class ListRecordingsUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  execute(input: { readonly incidentId: string | number }): Promise<Result<readonly MediaItem[], CallFailure>> {
    return attempt(async () => (await this.incidents.getIncidentMedia(input.incidentId)).filter(isRecording));
  }
}
