import type { ChatMessage } from '../../domain/incident/chat';
import { callerEngaged } from '../../domain/live/caller-engagement';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { LocationTrackerGateway } from '../ports/location-tracker-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { MessageStatusGateway } from '../ports/message-status-gateway.port';

export interface CallerEngagementSources {
  readonly messageStatus: MessageStatusGateway;
  readonly locations: LocationTrackerGateway;
  readonly incidents: IncidentsGateway;
  /** The incident's chat as it stands (empty when it cannot be read). */
  readonly chatHistory: (incidentId: string) => Promise<readonly ChatMessage[]>;
  /** The signed-in operator's chat identity (their email), null when unknown. */
  readonly myChatIdentity: () => string | null;
  readonly logger: Logger;
}

/**
 * SPEC §4, §8: reads whether the caller of an incident joined in any way the console can see (domain callerEngaged):
 * the link's message status, the location track, the incident's media, the chat. What cannot be read counts as
 * nothing (logged); the live session asks before it counts down to, and before it gives up on, a caller.
 */
export class CallerEngagementCheck {
  constructor(private readonly sources: CallerEngagementSources) {}

  /**
   * `chat`: read the chat too (it opens a conversation of its own, which takes the chat's open delay): when giving up
   * is at stake, not for the countdown's first look.
   */
  async engaged(incidentId: string, options: { readonly chat: boolean } = { chat: true }): Promise<boolean> {
    const { sources } = this;
    const read = <T>(what: string, call: () => Promise<T>): Promise<T | null> =>
      call().catch((error: unknown) => {
        sources.logger.warning('caller engagement: could not read', { what, incidentId, error: String(error) });
        return null;
      });
    const [records, points, media, chat] = await Promise.all([
      read('message status', () => sources.messageStatus.byIncident(incidentId)),
      read('location', () => sources.locations.byIncident(incidentId)),
      read('media', () => sources.incidents.getIncidentMedia(incidentId)),
      options.chat ? read('chat', () => sources.chatHistory(incidentId)) : Promise.resolve(null),
    ]);
    return callerEngaged({
      records,
      points: points?.length ?? null,
      media: media?.length ?? null,
      chat,
      myChatIdentity: sources.myChatIdentity(),
    });
  }
}
