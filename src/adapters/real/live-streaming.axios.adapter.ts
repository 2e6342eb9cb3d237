import type { HttpClient } from './http-client';
import { GatewayError, isGatewayError } from '../../application/ports/gateway-error';
import type { ChannelUser, LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import { isObject } from './incidents-read';

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const id = (value: unknown): string | number | null =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value)) ? value : null;

/**
 * SPEC §7 /live-streaming over HTTP. Neither response shape is shown by the spec; assumed:
 * - getUsersByChannel: an array of `{ uid, role?, name? }` (or that array under `users` or `data`); an entry without
 *   a usable uid (`uid`, else `id`) is skipped; an empty body is an empty channel.
 * - /live-streaming/{channel}: an object with `incidentId` (or `incident.id`) and `startedAt` (or `createdAt`), maybe
 *   wrapped in `data`; an empty body or a 404 means the channel is unknown (null).
 */
export class AxiosLiveStreamingGateway implements LiveStreamingGateway {
  constructor(private readonly http: HttpClient) {}

  async usersByChannel(channel: string): Promise<readonly ChannelUser[]> {
    const { data } = await this.http.get<unknown>(`/live-streaming/getUsersByChannel/${encodeURIComponent(channel)}`);
    if (isEmpty(data)) return [];
    const list = Array.isArray(data) ? data : isObject(data) ? (data.users ?? data.data) : undefined;
    if (!Array.isArray(list)) throw new GatewayError('invalid-response');
    return list.flatMap((entry): ChannelUser[] => {
      if (!isObject(entry)) return [];
      const uid = id(entry.uid) ?? id(entry.id);
      return uid === null ? [] : [{ uid, role: text(entry.role), name: text(entry.name) }];
    });
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
    if (!isObject(data)) throw new GatewayError('invalid-response');
    const body = isObject(data.data) ? data.data : data;
    const incident = isObject(body.incident) ? body.incident : null;
    return {
      incidentId: id(body.incidentId) ?? id(incident?.id),
      startedAt: text(body.startedAt) ?? text(body.createdAt),
    };
  }
}
