import { mapIncidentEntries, type MapIncident } from '../../domain/incident/map-incidents';
import { LIVE_MAP_WINDOW_HOURS } from '../../domain/shared/constants';
import { ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';

/**
 * SPEC §2, §7, §9 the admin maps (a facade: the two reads and the audit of one screen): the incidents map reads getIncidentsLastHours(2) (the last two hours), the teleport
 * map the tenant's live streams now (getAllLiveStreams), both as domain mapIncidentEntries. Opening an incident from
 * the incidents map is recorded as SELECT_INCIDENT_FROM_MAP (SPEC §3). A failed read is logged; the screen offers to
 * try again.
 */
export class IncidentsMapFacade {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly audit: Pick<AuditRecorder, 'record'>,
    private readonly logger: Logger,
  ) {}

  /** The incidents of the last LIVE_MAP_WINDOW_HOURS (2) hours. */
  lastHours(): Promise<Result<readonly MapIncident[], CallFailure>> {
    return this.read('incidents of the last hours', () => this.incidents.getIncidentsLastHours(LIVE_MAP_WINDOW_HOURS));
  }

  /** The live streams of the tenant now. */
  liveStreams(): Promise<Result<readonly MapIncident[], CallFailure>> {
    return this.read('live streams', () => this.incidents.getAllLiveStreams());
  }

  /** SPEC §3: the administrator opened this incident from the map. */
  recordSelection(incidentId: string): void {
    this.audit.record('SELECT_INCIDENT_FROM_MAP', { incidentId });
  }

  private async read(what: string, call: () => Promise<unknown>): Promise<Result<readonly MapIncident[], CallFailure>> {
    const answer = await attempt(call, (failure) => this.logger.error(`${what} could not be loaded`, { kind: failure.kind }));
    return answer.ok ? ok(mapIncidentEntries(answer.value)) : answer;
  }
}
