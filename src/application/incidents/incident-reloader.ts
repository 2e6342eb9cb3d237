import type { Incident } from '../../domain/incident/incident';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import { NewestAnswer } from '../shared/newest-answer';
import type { IncidentAnswerOrder } from './incident-answer-order';

/** What a reload reads with. */
export interface IncidentReloadPorts {
  readonly incidents: Pick<IncidentsGateway, 'getIncidentById'>;
  readonly logger: Pick<Logger, 'warning'>;
  /** The console's one order of the answers that replace an incident on screen (its saves and reloads). */
  readonly answers: IncidentAnswerOrder;
}

/** What one reload asks when its answer lands, and tells the log when it fails. */
export interface ReloadOptions {
  readonly stillWanted?: () => boolean;
  readonly context?: Readonly<Record<string, unknown>>;
}

/**
 * Reads again an incident a screen follows (the incident view, the live session), in answer order: only the newest of
 * this reader's reads counts (NewestAnswer: one overtaken by a later read, or dropped when the screen stops following,
 * is not applied), and never one older than an answer already applied to the incident (a save, another screen's
 * reload: IncidentAnswerOrder). A failed read is logged and applies nothing; so does no answer (null).
 */
export class IncidentReloader {
  private readonly newest = new NewestAnswer();

  constructor(
    private readonly ports: IncidentReloadPorts,
    /** The log message of a failed read. */
    private readonly failure: string,
  ) {}

  /**
   * The incident as the server has it now, or null when there is nothing to apply. `stillWanted` is asked when the
   * answer lands (the session is still live…); `context` goes with a failure to the log.
   */
  async read(incidentId: string, options: ReloadOptions = {}): Promise<Incident | null> {
    const { stillWanted = () => true, context = {} } = options;
    const current = this.newest.begin();
    const ticket = this.ports.answers.begin();
    let incident: Incident | null;
    try {
      incident = await this.ports.incidents.getIncidentById(incidentId);
    } catch (error) {
      this.ports.logger.warning(this.failure, { ...context, error: String(error) });
      return null;
    }
    if (!current() || !incident || !stillWanted() || !this.ports.answers.settle(incidentId, ticket)) return null;
    return incident;
  }

  /** Reads under way apply nothing any more (the screen stopped following, or follows another incident). */
  drop(): void {
    this.newest.drop();
  }
}
