import type { HttpClient } from './http-client';
import type { CollabGateway, CollabMessageType } from '../../application/ports/collab-gateway.port';
import { GatewayError, isGatewayError } from '../../application/ports/gateway-error';
import type { CollabStream } from '../../domain/incident/chat';
import { isObject } from './schemas/answer-basics';
import { listOf, parseAnswer } from './schemas/answer';
import { collabStream } from './schemas/collab.schema';

type Fields = Record<string, unknown>;
const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A collab stream object (maybe wrapped in `data`): its channel, null when missing; unreadable when not text. */
function readStream(value: Fields): CollabStream {
  return parseAnswer(collabStream, value);
}

/**
 * SPEC §7 Collaborative broadcast (/live-streaming-colab) over HTTP. The spec shows only that the send-link response
 * carries `channel`; assumed for the lookups: by incident an array of stream objects (or that array under `data`),
 * by channel one stream object; every stream is read for its `channel` only (SPEC §3 Collab stream).
 */
export class AxiosCollabGateway implements CollabGateway {
  constructor(private readonly http: HttpClient) {}

  /** POST /live-streaming-colab/send-link-collab; an answer without a channel gives `{ channel: null }`. */
  async sendLinkCollab(request: {
    readonly incidentId: string | number;
    readonly phone: string;
    readonly sendMessageType: CollabMessageType;
  }): Promise<CollabStream> {
    const { data } = await this.http.post<unknown>('/live-streaming-colab/send-link-collab', {
      incidentId: request.incidentId,
      phone: request.phone,
      sendMessageType: request.sendMessageType,
    });
    if (isEmpty(data)) return { channel: null };
    if (!isObject(data)) throw new GatewayError('invalid-response');
    return readStream(data);
  }

  /** GET /live-streaming-colab/incident/{incidentId}: streams without a channel are skipped; an entry that is not one refuses the list. */
  async byIncident(incidentId: string | number): Promise<readonly CollabStream[]> {
    const { data } = await this.http.get<unknown>(`/live-streaming-colab/incident/${encodeURIComponent(String(incidentId))}`);
    if (isEmpty(data)) return [];
    return parseAnswer(listOf(collabStream), data).filter((stream) => stream.channel !== null);
  }

  /** GET /live-streaming-colab/{channel}: null for an unknown channel (empty body or 404). */
  async byChannel(channel: string): Promise<CollabStream | null> {
    let data: unknown;
    try {
      ({ data } = await this.http.get<unknown>(`/live-streaming-colab/${encodeURIComponent(channel)}`));
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'not-found') return null;
      throw error;
    }
    if (isEmpty(data)) return null;
    if (!isObject(data)) throw new GatewayError('invalid-response');
    return readStream(data);
  }
}
