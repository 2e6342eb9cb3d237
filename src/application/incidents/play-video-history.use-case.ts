import { err, ok, type Result } from '../../domain/shared/result';
import { videoHistoryAccess } from '../../domain/visibility/live-visibility';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

export interface PlayVideoHistoryInput {
  readonly incidentId: string | number;
  /** A recorded file of the incident; without it the full channel recording plays. */
  readonly fileName?: string | null;
  /** SPEC §2, §6: hasAccess, computed from the user's permissions, decides whether video history shows. */
  readonly hasAccess?: unknown;
}

/** 'no-access': SPEC §2 sends the user to the live view instead; 'unavailable': the server gave no URL to play. */
export type PlayVideoHistoryError = { readonly kind: 'no-access' } | { readonly kind: 'unavailable' } | CallFailure;

/**
 * SPEC §2, §4, §7 video history: the URL to play (the full channel or one file). Where playback starts and whether it
 * is live are domain initialSeekSeconds and playbackPosition.
 */
export class PlayVideoHistoryUseCase {
  constructor(private readonly rest: IncidentsRestGateway) {}

  async execute(
    input: PlayVideoHistoryInput,
  ): Promise<Result<{ readonly url: string; readonly source: 'full-channel' | 'file' }, PlayVideoHistoryError>> {
    if (videoHistoryAccess({ hasAccess: input.hasAccess }) === 'redirectToLive') {
      return err({ kind: 'no-access' });
    }
    const fileName = input.fileName?.trim() ?? '';
    const answer = await attempt(() =>
      fileName === '' ? this.rest.playFullChannel(input.incidentId) : this.rest.playVideo(input.incidentId, fileName),
    );
    if (!answer.ok) return answer;
    const url = answer.value;
    if (typeof url !== 'string' || url.trim() === '') return err({ kind: 'unavailable' });
    return ok({ url, source: fileName === '' ? 'full-channel' : 'file' });
  }
}
