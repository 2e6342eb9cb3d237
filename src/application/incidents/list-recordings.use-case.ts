import type { MediaItem } from '../../domain/media/media-item';
import { isRecording } from '../../domain/media/media-upload';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { callFailure, type CallFailure } from '../shared/failure';

/** SPEC §2, §4 video history: the incident's recorded media (videos and cloud recordings). */
export class ListRecordingsUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  async execute(input: { readonly incidentId: string | number }): Promise<Result<readonly MediaItem[], CallFailure>> {
    try {
      const media = await this.incidents.getIncidentMedia(input.incidentId);
      return ok(media.filter(isRecording));
    } catch (error) {
      return err(callFailure(error));
    }
  }
}
