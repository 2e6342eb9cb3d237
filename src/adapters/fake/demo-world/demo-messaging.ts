import type { SsoLinkRequest, SsoLinkResponse } from '../../../application/ports/auth-gateway.port';
import { GatewayError } from '../../../application/ports/gateway-error';
import type { DemoCaller, DemoWorld } from './demo-world';
import type { IncidentStore } from './incident-store';
import { type LinkSendAttempt, type MessageBoard } from './message-board';
import { record } from '../recording-log';

/** One link the demo server sent (or refused), for tests and the demo's timeline. */
export interface SentLink extends LinkSendAttempt {
  readonly at: number;
  /** The status answered, or null when the call was refused. */
  readonly status: string | null;
  readonly linkId: string | null;
}

/**
 * The demo world's outgoing messages: the links sent by SMS or WhatsApp (POST /auth/send/sso, /auth/send/sso/wpp,
 * /auth/share/sso, /auth/share/sso/wpp, /auth/share/sso/{channel}). FakeAuthGateway delegates its link-sending calls here.
 * The board's LinkRecipientPolicy decides each link's status; a policy answering { reject } makes the call fail with
 * that GatewayError, and nothing is recorded.
 * Like the server: a phone without digits or an empty video stream is refused (400); a video stream that is not one of the
 * signed-in tenant's incidents is refused (404).
 *
 * The video stream may be the incident's videoStream.id (`vs-{id}`), its channel (`incident-{id}`) or the incident id.
 */
export class DemoMessaging {
  /** Every link asked for, in order. */
  readonly sent: SentLink[] = [];

  constructor(
    private readonly world: DemoWorld,
    readonly board: MessageBoard,
    private readonly incidents: IncidentStore,
  ) {}

  /**
   * The caller's link for an incident: a BROADCAST_SMS / BROADCAST_WPP message status record is written, and the
   * answer's messageId is the link id GET /incident-links/{id}/status reads.
   */
  sendSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest): Promise<SsoLinkResponse> {
    return this.world.answer(async (caller) => {
      const attempt = await this.attempt('send', channel, request, caller, undefined);
      const decision = this.board.decide(attempt);
      if ('reject' in decision) return this.refuse(attempt, decision.reject);
      const method = channel === 'sms' ? 'BROADCAST_SMS' : 'BROADCAST_WPP';
      const { linkId } = this.board.record(attempt.incidentId, caller.tenant.id, {
        receiver: attempt.phone,
        method,
        status: decision.status,
      });
      record(this.sent, { ...attempt, at: this.world.clock.now(), status: decision.status, linkId });
      return { status: decision.status, messageId: linkId };
    });
  }

  /** A share invitation, maybe into a collab broadcast: an invitation link, no message status record (those follow the caller). */
  shareSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest, broadcastChannel?: string): Promise<SsoLinkResponse> {
    return this.world.answer(async (caller) => {
      const attempt = await this.attempt('share', channel, request, caller, broadcastChannel);
      const decision = this.board.decide(attempt);
      if ('reject' in decision) return this.refuse(attempt, decision.reject);
      const linkId = this.board.recordInvitation({
        incidentId: attempt.incidentId,
        tenantId: caller.tenant.id,
        receiver: attempt.phone,
        status: decision.status,
      });
      record(this.sent, { ...attempt, at: this.world.clock.now(), status: decision.status, linkId });
      return { status: decision.status, messageId: linkId };
    });
  }

  private refuse(attempt: LinkSendAttempt, error: GatewayError): never {
    record(this.sent, { ...attempt, at: this.world.clock.now(), status: null, linkId: null });
    throw error;
  }

  private async attempt(
    kind: 'send' | 'share',
    channel: unknown,
    request: SsoLinkRequest | null | undefined,
    caller: DemoCaller,
    broadcastChannel: string | undefined,
  ): Promise<LinkSendAttempt> {
    if (channel !== 'sms' && channel !== 'whatsapp') throw new GatewayError('server', 'invalid channel', 400);
    const phone = typeof request?.phone === 'string' ? request.phone.trim() : '';
    if (!/[0-9]/.test(phone)) throw new GatewayError('server', 'phone is required', 400);
    const videoStream = request?.videoStream;
    const stream = typeof videoStream === 'number' || typeof videoStream === 'string' ? String(videoStream).trim() : '';
    if (stream === '') throw new GatewayError('server', 'videoStream is required', 400);
    if (broadcastChannel !== undefined && broadcastChannel.trim() === '') throw new GatewayError('server', 'channel is required', 400);
    const language = request?.language;
    if (language !== undefined && language !== 1 && language !== 2 && language !== 3)
      throw new GatewayError('server', 'language must be 1, 2 or 3', 400);
    const incidentId = await this.incidentOf(stream, caller.tenant.id);
    return {
      kind,
      channel,
      phone,
      tenantId: caller.tenant.id,
      incidentId,
      videoStream: videoStream as string | number,
      ...(broadcastChannel !== undefined ? { broadcastChannel: broadcastChannel.trim() } : {}),
      ...(language !== undefined ? { language } : {}),
      sender: caller.account.email,
    };
  }

  /** The incident a video stream belongs to (the tenant's own; 404 otherwise). */
  private async incidentOf(stream: string, tenantId: string): Promise<string> {
    const parsed = /^(?:vs-|incident-)?(.+)$/.exec(stream)?.[1] ?? stream;
    const direct = (await this.incidents.get(tenantId, parsed)) ?? (await this.incidents.get(tenantId, stream));
    if (direct) return direct.id;
    const found = (await this.incidents.list(tenantId)).find((i) => i.videoStream?.id === stream || i.videoStream?.channel === stream);
    if (!found) throw new GatewayError('not-found', 'Video stream not found', 404);
    return found.id;
  }
}
