import type { ChannelUser, LiveStreamingGateway } from '../../application/ports/live-streaming-gateway.port';
import type { DemoWorld } from './demo-world/demo-world';
import type { LiveHub } from './demo-world/live-hub';

/** SPEC §7 /live-streaming in the demo world: the LiveHub's channels. */
export class FakeLiveStreamingGateway implements LiveStreamingGateway {
  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
  ) {}

  /** GET /live-streaming/getUsersByChannel/{channel}: everyone in the channel (operator sessions and remote users). */
  async usersByChannel(channel: string): Promise<readonly ChannelUser[]> {
    return this.world.answer(() => this.hub.participants(channel).map((p) => ({ uid: p.uid, role: p.role, name: p.name })));
  }

  /** GET /live-streaming/{channel}: the incident id and start time, or null for a channel the hub never saw. */
  async channelInfo(channel: string): Promise<{ readonly incidentId?: string | number | null; readonly startedAt?: string | null } | null> {
    return this.world.answer(() => {
      const info = this.hub.channel(channel);
      return info ? { incidentId: info.incidentId, startedAt: new Date(info.startedAt).toISOString() } : null;
    });
  }
}
