import { incidentsCreatePayload, type IncidentCreateDraft } from '../../domain/incident/incident-create';
import type { Incident } from '../../domain/incident/incident';
import {
  titleGuard,
  validateIncidentForm,
  type IncidentFieldError,
  type IncidentFormSettings,
} from '../../domain/incident-form/incident-form-validation';
import { TIMINGS } from '../../domain/shared/constants';
import { incidentCreationAllowed } from '../../domain/visibility/live-visibility';
import { err, type Result } from '../../domain/shared/result';
import type { Clock, TimerHandle } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { LocalNetwork } from '../ports/local-network.port';
import { attempt, type CallFailure, type TitleRequired } from '../shared/failure';

export interface CreateIncidentInput {
  /** The create form: phone already normalised (prefix + digits), title, address, city, coordinates, description. */
  readonly form: IncidentCreateDraft;
  /** The tenant settings (restrictCreateIncident, requireIncidentTitle, limitedTitleLength). */
  readonly settings: IncidentFormSettings | null | undefined;
}

/** SPEC §3, §6: the tenant's settings restrict incident creation. */
export interface CreationRestricted {
  readonly kind: 'creation-restricted';
}

export type CreateIncidentError =
  CreationRestricted | TitleRequired | { readonly kind: 'invalid'; readonly errors: readonly IncidentFieldError[] } | CallFailure;

/**
 * SPEC §4, §5, §7, §8 incident creation: refused while the tenant's settings restrict it (SPEC §3, §6); validates the form (title guard, required fields, title length), gathers the
 * operator's local addresses within 2 s (a slower discovery is cut off and sends what it has: nothing), builds the
 * createIncident payload (category 14, DRAFT, private addresses only) and creates the incident. A failure carries the
 * server's message for the SPEC §8 save-failure dialog; the form is never touched.
 */
export class CreateIncidentUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly network: LocalNetwork,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateIncidentInput): Promise<Result<Incident, CreateIncidentError>> {
    if (!incidentCreationAllowed(input.settings)) return err({ kind: 'creation-restricted' });
    if (titleGuard('save', input.form.title, input.settings) !== null) return err({ kind: 'required-title' });
    const errors = validateIncidentForm(input.form, input.settings);
    if (errors.length > 0) return err({ kind: 'invalid', errors });
    const operatorIps = await this.localAddresses();
    const payload = incidentsCreatePayload(input.form, operatorIps);
    return attempt(() => this.incidents.createIncident(payload));
  }

  /** SPEC §5, §9: candidates found within TIMINGS.localIpDiscovery; none when discovery is slower or fails. */
  private localAddresses(): Promise<readonly string[]> {
    let timer: TimerHandle | undefined;
    const cutOff = new Promise<readonly string[]>((resolve) => {
      timer = this.clock.setTimeout(() => resolve([]), TIMINGS.localIpDiscovery);
    });
    const found = this.network.addresses(TIMINGS.localIpDiscovery).catch((): readonly string[] => []);
    return Promise.race([found, cutOff]).finally(() => this.clock.clear(timer));
  }
}
