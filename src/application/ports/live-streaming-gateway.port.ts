/** A user in a live channel, as GET /live-streaming/getUsersByChannel/{channel} lists them. */
export interface ChannelUser {
  readonly uid: string | number;
  readonly role?: 'caller' | 'operator' | 'collaborator' | (string & {}) | null;
  readonly name?: string | null;
}

/** SPEC §7 /live-streaming. */
export interface LiveStreamingGateway {
  /** GET /live-streaming/getUsersByChannel/{channel} */
  usersByChannel(channel: string): Promise<readonly ChannelUser[]>;
  /** GET /live-streaming/{channel}: the channel's information (shape not shown; the incident id and start time). */
  channelInfo(channel: string): Promise<{ readonly incidentId?: string | number | null; readonly startedAt?: string | null } | null>;
}
export const LiveStreamingGateway = Symbol.for('LiveStreamingGateway');
