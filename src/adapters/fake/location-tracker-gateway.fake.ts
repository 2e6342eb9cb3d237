import { GatewayError } from '../../application/ports/gateway-error';
import type { LocationPoint, LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import type { DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import { LocationTracks } from './demo-world/location-tracks';

/**
 * SPEC §7 GET /location-tracker/by-incident-id/{id} in the demo world: the caller's points from LocationTracks, oldest
 * first. An incident that is not the signed-in tenant's answers 404 when the incident store is known.
 * failNext(count) makes the next calls fail.
 */
export class FakeLocationTrackerGateway implements LocationTrackerGateway {
  readonly calls: (string | number)[] = [];
  private failures = 0;

  constructor(
    private readonly world: DemoWorld,
    readonly tracks: LocationTracks = LocationTracks.of(world),
    private readonly incidents?: IncidentStore,
  ) {}

  failNext(count: number): void {
    this.failures = Math.max(0, count);
  }

  byIncident(incidentId: string | number): Promise<readonly LocationPoint[]> {
    this.calls.push(incidentId);
    return this.world.answer(async ({ tenant }) => {
      if (this.failures > 0) {
        this.failures -= 1;
        throw new GatewayError('server', 'Internal server error', 500);
      }
      if (this.incidents && !(await this.incidents.get(tenant.id, incidentId))) throw new GatewayError('not-found', 'Incident not found', 404);
      return this.tracks.points(incidentId);
    });
  }
}
