/** A point of the caller's location track. */
export interface LocationPoint {
  readonly latitude: number;
  readonly longitude: number;
  readonly at?: string | null;
}

/** SPEC §7 GET /location-tracker/by-incident-id/{id}. */
export interface LocationTrackerGateway {
  byIncident(incidentId: string | number): Promise<readonly LocationPoint[]>;
}
export const LocationTrackerGateway = Symbol.for('LocationTrackerGateway');
