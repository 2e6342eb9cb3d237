import type { IncidentCreateDraft } from '../../domain/incident/incident-create';
import type { Incident } from '../../domain/incident/incident';
import type { IncidentFormSettings } from '../../domain/incident-form/incident-form-validation';
import type { SendChannel } from '../../domain/messaging/delivery-status';
import { normalLinkAction } from '../../domain/audit/operator-actions';
import type { SendFailureKey } from '../../domain/messaging/send-failure';
import { isFailedLinkStatus, sendLinkDisabled, videoStreamOf, type PhoneInput } from '../../domain/messaging/send-link';
import { fullPhoneNumber } from '../../domain/phone/phone-number';
import { isPhonePrefix } from '../../domain/phone/phone-prefixes';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CreateIncidentError, CreateIncidentUseCase } from '../incidents/create-incident.use-case';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { AuthGateway, SsoLinkResponse } from '../ports/auth-gateway.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import { OneAtATime, type Busy } from '../shared/one-at-a-time';
import { recordSendFailure } from './send-failure-record';
import { linkLanguage, type LanguageSource } from './link-language';

export type { PhoneInput };

export interface SendLinkInput {
  /** SPEC §2 send-SMS or send-WhatsApp button. */
  readonly channel: SendChannel;
  readonly phone: PhoneInput;
  /** The create form without the phone (title, address, city, coordinates, description). */
  readonly form: Omit<IncidentCreateDraft, 'phone'>;
  /** The tenant settings (requireIncidentTitle, limitedTitleLength). */
  readonly settings: IncidentFormSettings | null | undefined;
  /** The incident already on screen, if any: the buttons are then disabled (SPEC §5). */
  readonly incidentId?: string | number | null;
  /** The failure text written into the description (the UI passes its translation); default: the i18n key itself. */
  readonly describe?: (key: SendFailureKey) => string;
}

export interface SendLinkSuccess {
  /** The new incident: the UI goes to its live route ({tenant}/incident/live/{id}). */
  readonly incidentId: string;
  readonly incident: Incident;
  /** The delivery status the server answered ('sent' usually; null when it said nothing). */
  readonly status: string | null;
  /** The link's id (GET /incident-links/{id}/status), when the server gave one. */
  readonly linkId: string | null;
}

export type SendLinkError =
  /** SPEC §5: no complete phone, or the incident already exists (nothing was sent). */
  | { readonly kind: 'disabled' }
  /** A send is already in progress (SPEC §5 "while sending"): this one is refused. */
  | Busy
  /** The incident could not be created (the create use case's error, e.g. the §8 save-failure dialog). */
  | { readonly kind: 'create-failed'; readonly error: CreateIncidentError }
  /**
   * SPEC §8 send failure: the incident exists; its description now holds the failure text (when the update worked)
   * and the operator stays on it (stay: true, go to incidentId's live route and show `key`).
   */
  | {
      readonly kind: 'send-failed';
      readonly key: SendFailureKey;
      readonly incidentId: string;
      readonly incident: Incident;
      readonly stay: true;
      readonly descriptionUpdated: boolean;
    };

/**
 * SPEC §2, §5, §7, §8: creates the incident (CreateIncidentUseCase: category 14, DRAFT, operatorIps) and sends the
 * caller the link by SMS (POST /auth/send/sso) or WhatsApp (/auth/send/sso/wpp) with { phone, videoStream }.
 * - Disabled (domain sendLinkDisabled) without a complete phone or when the incident already exists; a second
 *   send while one is in progress is refused ('busy').
 * - The send fails when the call is refused or the server answers failed / undelivered. The text is domain
 *   sendFailureOutcome: SMS 'incidents.create.sms_failed_sent'; WhatsApp 'incidents.create.wpp_failed_sent' when the
 *   status is failed, else 'number_not_registered_on_whatsapp'. A refused call counts as status failed (the send did
 *   not happen; nothing says the number lacks WhatsApp). The text is added after the operator's description (domain descriptionWithFailure; status sent back
 *   unchanged) and the result says stay on the incident.
 * - Success: the new incident's id, for the live route; the audit trail records SEND_LINK_NORMAL_SMS / _WPP.
 */
export class SendLinkUseCase {
  private readonly sending = new OneAtATime();

  constructor(
    private readonly createIncident: CreateIncidentUseCase,
    private readonly auth: AuthGateway,
    private readonly incidents: IncidentsGateway,
    private readonly logger: Logger,
    private readonly audit: AuditRecorder,
    private readonly preferences: LanguageSource,
  ) {}

  async execute(input: SendLinkInput): Promise<Result<SendLinkSuccess, SendLinkError>> {
    if (this.sending.busy) return err({ kind: 'busy' });
    if (sendLinkDisabled(input.phone, input.incidentId, false) || !isPhonePrefix(input.phone.prefix)) return err({ kind: 'disabled' });
    const phone = fullPhoneNumber(input.phone.prefix, input.phone.number);
    return this.sending.run(() => this.createAndSend(input, phone));
  }

  private async createAndSend(input: SendLinkInput, phone: string): Promise<Result<SendLinkSuccess, SendLinkError>> {
    const created = await this.createIncident.execute({ form: { ...input.form, phone }, settings: input.settings });
    if (!created.ok) return err({ kind: 'create-failed', error: created.error });
    const incident = created.value;
    const incidentId = String(incident.id ?? '');
    const videoStream = videoStreamOf(incident);

    let response: SsoLinkResponse | null = null;
    let failedStatus: string | null = null;
    if (videoStream === null) {
      this.logger.error('send link: the new incident has no video stream', { incidentId });
      failedStatus = 'failed';
    } else {
      try {
        response = await this.auth.sendSsoLink(input.channel, { phone, videoStream, language: linkLanguage(this.preferences) });
        if (isFailedLinkStatus(response?.status)) failedStatus = String(response?.status);
      } catch (error) {
        this.logger.warning('send link: the server refused the link', { incidentId, channel: input.channel, error: String(error) });
        failedStatus = 'failed';
      }
    }

    if (failedStatus === null) {
      this.audit.record(normalLinkAction(input.channel), { incidentId });
      return ok({ incidentId, incident, status: response?.status ?? null, linkId: response?.messageId ?? null });
    }
    const failure = await recordSendFailure(
      { incidents: this.incidents, logger: this.logger },
      {
        incident,
        channel: input.channel,
        status: failedStatus,
        description: input.form.description,
        ...(input.describe ? { describe: input.describe } : {}),
      },
    );
    const { key, incident: updated, descriptionUpdated } = failure;
    return err({ kind: 'send-failed', key, incidentId, incident: updated, stay: true, descriptionUpdated });
  }
}
