import { liveIncidentEntries, type LiveIncidentEntry } from '../../domain/incident/live-incidents';
import { LIVE_LIST_PAGE_SIZE } from '../../domain/shared/constants';
import { ok, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import { attempt, type CallFailure } from '../shared/failure';

/**
 * SPEC §2, §7, §9 the live list of create mode ({tenant}/incident/live): the signed-in tenant's live incidents, read
 * with getIncidents({ first: 100, onlyLive: true, ignoreStatus: true }) and kept by domain liveIncidentEntries. A
 * failure is logged; the screen offers to try again.
 */
export class ListLiveIncidentsUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<readonly LiveIncidentEntry[], CallFailure>> {
    const incidents = await attempt(
      () => this.incidents.getIncidents({ first: LIVE_LIST_PAGE_SIZE, onlyLive: true, ignoreStatus: true }),
      (failure) => this.logger.error('live incidents could not be loaded', { kind: failure.kind }),
    );
    return incidents.ok ? ok(liveIncidentEntries(incidents.value)) : incidents;
  }
}
