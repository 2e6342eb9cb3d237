import type { CollabGateway, CollabMessageType } from '../../application/ports/collab-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { CollabStream } from '../../domain/incident/chat';
import type { DemoWorld } from './demo-world/demo-world';
import type { LiveHub } from './demo-world/live-hub';
import { record } from './recording-log';

/** SPEC §7 /live-streaming-colab in the demo world: collab channels kept by the LiveHub, per tenant. */
export class FakeCollabGateway implements CollabGateway {
  readonly requests: Array<{ readonly incidentId: string | number; readonly phone: string; readonly sendMessageType: CollabMessageType }> =
    [];

  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
  ) {}

  /** POST /live-streaming-colab/send-link-collab: a new collab channel for the incident. */
  async sendLinkCollab(request: {
    readonly incidentId: string | number;
    readonly phone: string;
    readonly sendMessageType: CollabMessageType;
  }): Promise<CollabStream> {
    record(this.requests, request);
    return this.world.answer(({ tenant }) => {
      const incidentId = request.incidentId === null || request.incidentId === undefined ? '' : String(request.incidentId).trim();
      if (incidentId === '') throw new GatewayError('server', 'incidentId is required', 400);
      if (typeof request.phone !== 'string' || !/[0-9]/.test(request.phone)) throw new GatewayError('server', 'phone is required', 400);
      if (request.sendMessageType !== 'SMS' && request.sendMessageType !== 'WHATSAPP')
        throw new GatewayError('server', 'invalid sendMessageType', 400);
      const collab = this.hub.inviteCollab({
        incidentId,
        tenantId: tenant.id,
        phone: request.phone,
        sendMessageType: request.sendMessageType,
      });
      return { channel: collab.channel };
    });
  }

  /** GET /live-streaming-colab/incident/{incidentId} */
  async byIncident(incidentId: string | number): Promise<readonly CollabStream[]> {
    return this.world.answer(({ tenant }) => this.hub.collabStreams(incidentId, tenant.id).map((c) => ({ channel: c.channel })));
  }

  /** GET /live-streaming-colab/{channel}: null for another tenant's or an unknown channel; with who broadcasts once known. */
  async byChannel(channel: string): Promise<CollabStream | null> {
    return this.world.answer(({ tenant }) => {
      const collab = this.hub.collabByChannel(channel);
      if (!collab || collab.tenantId !== tenant.id) return null;
      return { channel: collab.channel, ...(collab.name ? { name: collab.name } : {}), ...(collab.phone ? { phone: collab.phone } : {}) };
    });
  }
}
