import { normalLinkAction } from '../../domain/audit/operator-actions';
import type { Incident } from '../../domain/incident/incident';
import type { SendChannel } from '../../domain/messaging/delivery-status';
import type { SendFailureKey } from '../../domain/messaging/send-failure';
import { isFailedLinkStatus, sendLinkDisabled, videoStreamOf, type PhoneInput } from '../../domain/messaging/send-link';
import { fullPhoneNumber } from '../../domain/phone/phone-number';
import { isPhonePrefix } from '../../domain/phone/phone-prefixes';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import { OneAtATime, type Busy } from '../shared/one-at-a-time';
import { recordSendFailure } from './send-failure-record';
import { linkLanguage, type LanguageSource } from './link-language';

/** Who may run a live call (CurrentUserStore.mayRunCall). */
export interface CallRights {
  mayRunCall(incident: Incident | null): boolean;
}

export interface ResendLinkInput {
  /** The live incident (its phone and video stream). */
  readonly incident: Incident;
  readonly channel: SendChannel;
  /** The number as the operator corrected it after a failed send; none: the phone the incident was created for. */
  readonly phone?: PhoneInput;
  /** The failure text written into the description (the UI passes its translation); default: the i18n key itself. */
  readonly describe?: (key: SendFailureKey) => string;
}

export type ResendLinkError =
  /** The incident holds no phone or no video stream: there is nothing to send. */
  | { readonly kind: 'no-phone' }
  /** The corrected number is not complete for its prefix (SPEC §5): nothing was sent. */
  | { readonly kind: 'disabled' }
  /** Another operator's call, and this user may only view the incident (domain callCommandsAllowed): nothing was sent. */
  | { readonly kind: 'unauthorized' }
  | Busy
  /** SPEC §8 send failure: the failure text was added to the description (when the update worked). */
  | { readonly kind: 'send-failed'; readonly key: SendFailureKey; readonly incident: Incident };

/**
 * SPEC §2, §8 on the live page: sends the caller's link of an incident that already exists again, by SMS
 * (POST /auth/send/sso) or WhatsApp (/auth/send/sso/wpp), to the phone it was created for or to the number the operator
 * corrected (complete for its prefix, SPEC §5). Success records
 * SEND_LINK_NORMAL_SMS / _WPP; a refused call or a failed / undelivered answer is a send failure, written into the
 * description as when the incident was created (SendLinkUseCase).
 */
export class ResendLinkUseCase {
  private readonly sending = new OneAtATime();

  constructor(
    private readonly auth: AuthGateway,
    private readonly incidents: IncidentsGateway,
    private readonly logger: Logger,
    private readonly audit: AuditRecorder,
    private readonly preferences: LanguageSource,
    private readonly rights: CallRights = { mayRunCall: () => true },
  ) {}

  async execute(input: ResendLinkInput): Promise<Result<{ readonly status: string | null }, ResendLinkError>> {
    if (this.sending.busy) return err({ kind: 'busy' });
    const { incident, channel } = input;
    if (!this.rights.mayRunCall(incident)) return err({ kind: 'unauthorized' });
    let corrected: string | null = null;
    if (input.phone) {
      const { prefix, number } = input.phone;
      if (sendLinkDisabled(input.phone, null, false) || !isPhonePrefix(prefix)) return err({ kind: 'disabled' });
      corrected = fullPhoneNumber(prefix, number);
    }
    const phone = [corrected, incident.sendToPhone, ...(incident.sendToPhones ?? []), incident.userCreate?.phone].find(
      (value): value is string => typeof value === 'string' && /\d/.test(value),
    );
    const videoStream = videoStreamOf(incident);
    if (!phone || videoStream === null) return err({ kind: 'no-phone' });
    return this.sending.run(async () => {
      const incidentId = String(incident.id ?? '');
      let status: string | null;
      try {
        status = (await this.auth.sendSsoLink(channel, { phone, videoStream, language: linkLanguage(this.preferences) }))?.status ?? null;
      } catch (error) {
        this.logger.warning('resend link: the server refused the link', { incidentId, channel, error: String(error) });
        status = 'failed';
      }
      if (!isFailedLinkStatus(status)) {
        this.audit.record(normalLinkAction(channel), { incidentId });
        return ok({ status });
      }
      const ports = { incidents: this.incidents, logger: this.logger };
      const failure = await recordSendFailure(ports, {
        incident,
        channel,
        status: String(status),
        ...(input.describe ? { describe: input.describe } : {}),
      });
      return err({ kind: 'send-failed', key: failure.key, incident: failure.incident });
    });
  }
}
