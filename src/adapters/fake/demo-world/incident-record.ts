import type { Incident } from '../../../domain/incident/incident';

/** An incident of the demo world: always with its id (a numeric string) and the tenant that owns it. */
export interface DemoIncident extends Incident {
  readonly id: string;
  readonly tenantId: string;
}
