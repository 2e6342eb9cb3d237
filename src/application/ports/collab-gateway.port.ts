import type { CollabStream } from '../../domain/incident/chat';

/** sendMessageType of POST /live-streaming-colab/send-link-collab. */
export type CollabMessageType = 'SMS' | 'WHATSAPP';

/** SPEC §7 Collaborative broadcast (/live-streaming-colab). */
export interface CollabGateway {
  /** POST /live-streaming-colab/send-link-collab: incidentId, phone, sendMessageType; the response's channel. */
  sendLinkCollab(request: {
    readonly incidentId: string | number;
    readonly phone: string;
    readonly sendMessageType: CollabMessageType;
  }): Promise<CollabStream>;
  /** GET /live-streaming-colab/incident/{incidentId} */
  byIncident(incidentId: string | number): Promise<readonly CollabStream[]>;
  /** GET /live-streaming-colab/{channel} */
  byChannel(channel: string): Promise<CollabStream | null>;
}
export const CollabGateway = Symbol.for('CollabGateway');
