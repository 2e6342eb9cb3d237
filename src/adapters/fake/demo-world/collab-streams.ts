import type { EntityId } from '../../../domain/incident/incident';
import type { DemoWorld } from './demo-world';
import { incidentChannelName } from './hub-channels';

export interface HubCollabStream {
  readonly channel: string;
  readonly incidentId: string;
  readonly tenantId: string | null;
  readonly phone: string;
  readonly sendMessageType: string;
  readonly createdAt: number;
  started: boolean;
  /** The collaborator broadcasting on it, once one started; their uid in the channel. */
  name: string | null;
  uid: string | null;
}

/**
 * The collaborative-broadcast service of the demo world: per incident, the collab channels that
 * POST /live-streaming-colab/send-link-collab made, named `incident-<id>-collab-<n>` so that the fake incidents
 * gateway's joinLiveCollabChannel accepts them as derived from the incident's own channel.
 */
export class CollabStreams {
  private readonly streams: HubCollabStream[] = [];
  private nextCollab = 1;

  constructor(private readonly world: DemoWorld) {}

  create(request: {
    readonly incidentId: EntityId;
    readonly tenantId: string | null;
    readonly phone: string;
    readonly sendMessageType: string;
  }): HubCollabStream {
    const incidentId = String(request.incidentId);
    const collab: HubCollabStream = {
      channel: `${incidentChannelName(incidentId)}-collab-${this.nextCollab++}`,
      incidentId,
      tenantId: request.tenantId,
      phone: request.phone,
      sendMessageType: request.sendMessageType,
      createdAt: this.world.clock.now(),
      started: false,
      name: null,
      uid: null,
    };
    this.streams.push(collab);
    return collab;
  }

  ofIncident(incidentId: EntityId, tenantId?: string | null): readonly HubCollabStream[] {
    return this.streams.filter((c) => c.incidentId === String(incidentId) && (tenantId === undefined || c.tenantId === tenantId));
  }

  newestOf(incidentId: string): HubCollabStream | null {
    return [...this.streams].reverse().find((c) => c.incidentId === incidentId) ?? null;
  }

  byChannel(channel: string): HubCollabStream | null {
    return this.streams.find((c) => c.channel === channel) ?? null;
  }
}
