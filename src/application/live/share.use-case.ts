import type { IncidentCreateDraft } from '../../domain/incident/incident-create';
import type { Incident } from '../../domain/incident/incident';
import type { ShareLocationPreference } from '../../domain/incident/settings';
import type { IncidentFormSettings } from '../../domain/incident-form/incident-form-validation';
import type { SendChannel } from '../../domain/messaging/delivery-status';
import { sendFailureOutcome, type SendFailureKey } from '../../domain/messaging/send-failure';
import { isFailedLinkStatus, shareDisabled, videoStreamOf, type PhoneInput } from '../../domain/messaging/send-link';
import { normalLinkAction, shareLinkAction } from '../../domain/audit/operator-actions';
import { fullPhoneNumber } from '../../domain/phone/phone-number';
import { isPhonePrefix } from '../../domain/phone/phone-prefixes';
import { err, ok, type Result } from '../../domain/shared/result';
import { shareLocationLink } from '../../domain/sharing/share-location';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { AuthGateway, SsoLinkResponse } from '../ports/auth-gateway.port';
import type { CollabGateway } from '../ports/collab-gateway.port';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { WazeGateway } from '../ports/waze-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { SendLinkError, SendLinkUseCase } from './send-link.use-case';
import { OneAtATime, type Busy } from '../shared/one-at-a-time';
import { invitationLinkState } from '../../domain/messaging/invitation-link';
import type { InvitationLinksStore } from './invitation-links.store';
import { linkLanguage, type LanguageSource } from './link-language';

/** SPEC §2 Share modal modes. */
export const SHARE_MODES = ['sendAddress', 'collabBroadcast', 'newBroadcast', 'newIncident', 'shareInvitation'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];

interface ShareBase {
  /** SMS or WhatsApp. */
  readonly channel: SendChannel;
  /** The recipient's phone (prefix and national digits, SPEC §5). */
  readonly phone: PhoneInput;
  /** The incident on screen. */
  readonly incident: Incident;
}

export type ShareInput =
  | (ShareBase & { readonly mode: 'sendAddress'; readonly shareLocationPreference: ShareLocationPreference | string | null | undefined })
  | (ShareBase & { readonly mode: 'collabBroadcast' })
  | (ShareBase & { readonly mode: 'newBroadcast' })
  | (ShareBase & {
      readonly mode: 'newIncident';
      /** The new incident's form; missing fields are taken from the incident on screen (title, place, description). */
      readonly form?: Omit<IncidentCreateDraft, 'phone'>;
      readonly settings: IncidentFormSettings | null | undefined;
    })
  | (ShareBase & {
      readonly mode: 'shareInvitation';
      /** A collab broadcast channel to invite into (POST /auth/share/sso/{channel}); none: the incident's own stream. */
      readonly broadcastChannel?: string | null;
    });

export type ShareSuccess =
  | { readonly mode: 'sendAddress'; readonly phone: string; readonly link: string }
  | { readonly mode: 'collabBroadcast'; readonly phone: string; readonly channel: string | null }
  | { readonly mode: 'newBroadcast'; readonly phone: string; readonly status: string | null; readonly linkId: string | null }
  | { readonly mode: 'newIncident'; readonly phone: string; readonly incidentId: string; readonly incident: Incident }
  | { readonly mode: 'shareInvitation'; readonly phone: string; readonly status: string | null; readonly linkId: string | null };

export type ShareError =
  /** No complete phone (SPEC §5), or an unknown mode or prefix: nothing was sent. */
  | { readonly kind: 'disabled' }
  /** A share is already being sent. */
  | Busy
  /** Send address: the incident has neither coordinates nor an address. */
  | { readonly kind: 'no-address' }
  /** The incident has no video stream to send a link into. */
  | { readonly kind: 'no-stream' }
  /** A link went out failed or undelivered, or its call was refused: the SPEC §8 text of the channel. */
  | { readonly kind: 'link-failed'; readonly key: SendFailureKey }
  /** Waze or collab call refused. */
  | CallFailure
  /** New incident: the send-link flow's own error (create failure, send failure with stay on the new incident…). */
  | { readonly kind: 'new-incident'; readonly error: SendLinkError };

/** A share invitation's collab broadcast channel, when one is given. */
function broadcastChannel(channel: string | null | undefined): string | undefined {
  return typeof channel === 'string' && channel.trim() !== '' ? channel.trim() : undefined;
}

function textOr(value: string | null | undefined, fallback: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value : (fallback ?? '');
}

/**
 * SPEC §2 Share modal, one phone (prefix + number, complete per its mask) and one channel (SMS / WhatsApp) per send.
 * My reading of the five modes (the spec names them only):
 * - sendAddress: sends the incident's place to the phone through POST /waze/send/address/{sms|whatsapp}; `address` is
 *   the link of domain shareLocationLink by settings.shareLocationPreference (coordinates first, else the address).
 * - collabBroadcast: invites a collaborator to broadcast into this incident: POST /live-streaming-colab/send-link-collab
 *   {incidentId, phone, sendMessageType SMS|WHATSAPP}; the answer's collab channel is returned.
 * - newBroadcast: sends this incident's caller link (POST /auth/send/sso[/wpp] with its videoStream) to another phone,
 *   so a second person can broadcast into the same incident (a BROADCAST_SMS / BROADCAST_WPP message of the incident).
 * - newIncident: starts a new incident for that phone, at this incident's place (title, address, city, coordinates and
 *   description copied unless the form says otherwise), with this incident's media cloned into it, and sends it the
 *   caller link: the send-link flow, with all its SPEC §8 failure paths; the UI then goes to the new incident.
 * - shareInvitation: invites someone to watch: POST /auth/share/sso[/wpp] with the incident's videoStream, or
 *   /auth/share/sso/{channel} into a collab broadcast channel when one is given.
 * Failed / undelivered link answers give the SPEC §8 text of the channel (domain sendFailureOutcome). Only one share is
 * sent at a time. Every refused call is logged.
 * Audit trail (SPEC §3), once each share went out: sendAddress SHARE_EVENT; collabBroadcast SEND_LINK_COLLAB;
 * newBroadcast SEND_LINK_NORMAL_SMS / _WPP (the caller's link, as the send buttons); shareInvitation SEND_LINK_SHARE_SMS /
 * _WPP; newIncident is recorded by the send-link flow it runs (SEND_LINK_NORMAL_*, the new incident's id).
 */
export class ShareUseCase {
  private readonly sending = new OneAtATime();

  constructor(
    private readonly auth: AuthGateway,
    private readonly collab: CollabGateway,
    private readonly waze: WazeGateway,
    private readonly sendLink: SendLinkUseCase,
    private readonly logger: Logger,
    private readonly audit: AuditRecorder,
    private readonly incidentsRest: IncidentsRestGateway,
    private readonly invitations: InvitationLinksStore,
    private readonly preferences: LanguageSource,
  ) {}

  async execute(input: ShareInput): Promise<Result<ShareSuccess, ShareError>> {
    if (this.sending.busy) return err({ kind: 'busy' });
    const prefix = input.phone.prefix;
    if (!(SHARE_MODES as readonly string[]).includes(input.mode) || (input.channel !== 'sms' && input.channel !== 'whatsapp'))
      return err({ kind: 'disabled' });
    if (!isPhonePrefix(prefix) || shareDisabled(input.phone, false)) return err({ kind: 'disabled' });
    return this.sending.run(() => this.run(input, fullPhoneNumber(prefix, input.phone.number)));
  }

  private async run(input: ShareInput, phone: string): Promise<Result<ShareSuccess, ShareError>> {
    const result = await this.send(input, phone);
    if (result.ok && result.value.mode !== 'newIncident') {
      const action = {
        sendAddress: 'SHARE_EVENT',
        collabBroadcast: 'SEND_LINK_COLLAB',
        newBroadcast: normalLinkAction(input.channel),
        shareInvitation: shareLinkAction(input.channel),
      } as const;
      this.audit.record(action[result.value.mode], { incidentId: input.incident.id ?? null });
    }
    if (result.ok) this.remember(input, result.value);
    return result;
  }

  /** A link the server gave an id to is listed on the live page, its status followed (InvitationLinksFlow). */
  private remember(input: ShareInput, success: ShareSuccess): void {
    if (success.mode !== 'shareInvitation' && success.mode !== 'newBroadcast') return;
    const incidentId = input.incident.id;
    if (success.linkId === null || incidentId === null || incidentId === undefined) return;
    const state = invitationLinkState(success.status);
    this.invitations.add(String(incidentId), {
      linkId: String(success.linkId),
      phone: success.phone,
      mode: success.mode,
      state: state === 'unknown' ? 'sent' : state,
    });
  }

  private async send(input: ShareInput, phone: string): Promise<Result<ShareSuccess, ShareError>> {
    switch (input.mode) {
      case 'sendAddress':
        return this.sendAddress(input, phone);
      case 'collabBroadcast':
        return this.collabBroadcast(input, phone);
      case 'newBroadcast':
        return this.streamLink(input, phone, (videoStream) =>
          this.auth.sendSsoLink(input.channel, { phone, videoStream, language: linkLanguage(this.preferences) }),
        );
      case 'newIncident':
        return this.newIncident(input, phone);
      case 'shareInvitation':
        return this.streamLink(input, phone, (videoStream) =>
          this.auth.shareSsoLink(
            input.channel,
            { phone, videoStream, language: linkLanguage(this.preferences) },
            broadcastChannel(input.broadcastChannel),
          ),
        );
    }
  }

  private async sendAddress(input: Extract<ShareInput, { mode: 'sendAddress' }>, phone: string): Promise<Result<ShareSuccess, ShareError>> {
    const link = shareLocationLink(input.incident, input.shareLocationPreference);
    if (link === null) return err({ kind: 'no-address' });
    const sent = await attempt(
      () => this.waze.sendAddress(input.channel, { phone, address: link }),
      (_failure, error) => this.logger.warning('share: send address refused', { error: String(error) }),
    );
    return sent.ok ? ok({ mode: 'sendAddress', phone, link }) : sent;
  }

  private async collabBroadcast(
    input: Extract<ShareInput, { mode: 'collabBroadcast' }>,
    phone: string,
  ): Promise<Result<ShareSuccess, ShareError>> {
    const incidentId = input.incident.id;
    if (incidentId === null || incidentId === undefined || String(incidentId).trim() === '') return err({ kind: 'disabled' });
    const stream = await attempt(
      () => this.collab.sendLinkCollab({ incidentId, phone, sendMessageType: input.channel === 'sms' ? 'SMS' : 'WHATSAPP' }),
      (_failure, error) => this.logger.warning('share: collab link refused', { incidentId, error: String(error) }),
    );
    if (!stream.ok) return stream;
    const channel = typeof stream.value?.channel === 'string' && stream.value.channel !== '' ? stream.value.channel : null;
    return ok({ mode: 'collabBroadcast', phone, channel });
  }

  private async newIncident(input: Extract<ShareInput, { mode: 'newIncident' }>, phone: string): Promise<Result<ShareSuccess, ShareError>> {
    const source = input.incident;
    const form = input.form ?? {};
    const result = await this.sendLink.execute({
      channel: input.channel,
      phone: input.phone,
      settings: input.settings,
      form: {
        title: textOr(form.title, source.title),
        description: textOr(form.description, source.description),
        address: textOr(form.address, source.address),
        city: textOr(form.city, source.city),
        latitude: form.latitude ?? source.latitude ?? null,
        longitude: form.longitude ?? source.longitude ?? null,
      },
    });
    const createdId = result.ok ? result.value.incidentId : result.error.kind === 'send-failed' ? result.error.incidentId : null;
    if (createdId !== null) await this.cloneMedia(source.id, createdId);
    if (!result.ok) return err({ kind: 'new-incident', error: result.error });
    return ok({ mode: 'newIncident', phone, incidentId: result.value.incidentId, incident: result.value.incident });
  }

  /**
   * SPEC §7 POST /api/incidents/clonemediaincident: the new incident starts with the original's photos and videos. A
   * refused clone is logged and the new incident stays, without them.
   */
  private async cloneMedia(originalId: string | number | null | undefined, incidentId: string): Promise<void> {
    if (originalId === null || originalId === undefined || String(originalId) === incidentId) return;
    try {
      await this.incidentsRest.cloneMedia(originalId, incidentId);
    } catch (error) {
      this.logger.warning('share: media not cloned', { originalId, incidentId, error: String(error) });
    }
  }

  /** New broadcast and share invitation: a link into the incident's own video stream, sent by `send`. */
  private async streamLink(
    input: Extract<ShareInput, { mode: 'newBroadcast' | 'shareInvitation' }>,
    phone: string,
    send: (videoStream: string | number) => Promise<SsoLinkResponse>,
  ): Promise<Result<ShareSuccess, ShareError>> {
    const videoStream = videoStreamOf(input.incident);
    if (videoStream === null) return err({ kind: 'no-stream' });
    const answer = await this.link(input.channel, () => send(videoStream));
    if (!answer.ok) return answer;
    return ok({ mode: input.mode, phone, status: answer.value?.status ?? null, linkId: answer.value?.messageId ?? null });
  }

  /** A link send: a refused call counts as failed; a failed / undelivered answer gives the channel's SPEC §8 text. */
  private async link(channel: SendChannel, call: () => Promise<SsoLinkResponse>): Promise<Result<SsoLinkResponse | null, ShareError>> {
    let status: unknown;
    let response: SsoLinkResponse | null = null;
    try {
      response = await call();
      status = response?.status;
    } catch (error) {
      this.logger.warning('share: link refused', { channel, error: String(error) });
      status = 'failed';
    }
    if (!isFailedLinkStatus(status)) return ok(response);
    const key = sendFailureOutcome(channel, status)?.descriptionKey ?? 'incidents.create.sms_failed_sent';
    return err({ kind: 'link-failed', key });
  }
}
