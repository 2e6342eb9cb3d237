import type { HttpClient } from './http-client';
import { isGatewayError } from '../../application/ports/gateway-error';
import type { ChannelUser, LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { parseAnswer } from './schemas/answer';
import { channelInfo, channelUsers } from './schemas/live.schema';

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * SPEC §7 /live-streaming over HTTP. Neither response shape is shown by the spec; assumed (schemas/live.schema.ts):
 * - getUsersByChannel: an array of `{ uid, role?, name? }` (or that array under `users` or `data`); every entry needs a
 *   usable uid (`uid`, else `id`); an empty body is an empty channel.
 * - /live-streaming/{channel}: an object with `incidentId` (or `incident.id`) and `startedAt` (or `createdAt`), maybe
 *   wrapped in `data`; an empty body or a 404 means the channel is unknown (null).
 */
export class AxiosLiveStreamingGateway implements LiveStreamingGateway {
  constructor(private readonly http: HttpClient) {}

  async usersByChannel(channel: string): Promise<readonly ChannelUser[]> {
    const { data } = await this.http.get<unknown>(`/live-streaming/getUsersByChannel/${encodeURIComponent(channel)}`);
    return parseAnswer(channelUsers, data);
  }

  async channelInfo(channel: string): Promise<{ readonly incidentId?: string | number | null; readonly startedAt?: string | null } | null> {
    let data: unknown;
    try {
      ({ data } = await this.http.get<unknown>(`/live-streaming/${encodeURIComponent(channel)}`));
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'not-found') return null;
      throw error;
    }
    if (isEmpty(data)) return null;
    return parseAnswer(channelInfo, data);
  }
}
