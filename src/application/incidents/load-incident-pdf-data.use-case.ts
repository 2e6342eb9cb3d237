import { incidentPdfData, type IncidentPdfData } from '../../domain/incident/incident-pdf-data';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { CallFailure } from '../shared/failure';
import { incidentById } from './incident-by-id';

/** SPEC §2, §9: loads the incident and builds its PDF export data (domain incidentPdfData). */
export class LoadIncidentPdfDataUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly incidentId: string | number;
    readonly utcOffsetMinutes?: number;
    readonly language?: string;
  }): Promise<Result<IncidentPdfData, CallFailure>> {
    const incident = await incidentById(this.incidents, input.incidentId);
    if (!incident.ok) return incident;
    return ok(
      incidentPdfData(incident.value, { now: this.clock.now(), utcOffsetMinutes: input.utcOffsetMinutes ?? 0, language: input.language }),
    );
  }
}
