import type { Incident } from '../../domain/incident/incident';
import type { SendChannel } from '../../domain/messaging/delivery-status';
import { descriptionWithFailure, sendFailureOutcome, type SendFailureKey } from '../../domain/messaging/send-failure';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';

export interface RecordedSendFailure {
  readonly key: SendFailureKey;
  /** The incident as the server has it after the update (the one given when the update failed). */
  readonly incident: Incident;
  readonly descriptionUpdated: boolean;
}

/**
 * SPEC §8 send failure: the failure text (domain sendFailureOutcome; SMS when nothing better is known) is added after the
 * incident's description (domain descriptionWithFailure, the status sent back unchanged). A failed update is logged.
 */
export async function recordSendFailure(
  ports: { readonly incidents: IncidentsGateway; readonly logger: Logger },
  failure: {
    readonly incident: Incident;
    readonly channel: SendChannel;
    readonly status: string;
    readonly description?: string | null;
    readonly describe?: (key: SendFailureKey) => string;
  },
): Promise<RecordedSendFailure> {
  const { incident } = failure;
  const incidentId = String(incident.id ?? '');
  const key: SendFailureKey = sendFailureOutcome(failure.channel, failure.status)?.descriptionKey ?? 'incidents.create.sms_failed_sent';
  const text = failure.describe ? failure.describe(key) : key;
  try {
    const updated = await ports.incidents.updateIncident(incidentId, {
      description: descriptionWithFailure(incident.description ?? failure.description, text),
      ...(typeof incident.status === 'string' ? { status: incident.status } : {}),
    });
    return { key, incident: updated, descriptionUpdated: true };
  } catch (error) {
    ports.logger.error('send link: could not write the failure into the description', { incidentId, error: String(error) });
    return { key, incident, descriptionUpdated: false };
  }
}
